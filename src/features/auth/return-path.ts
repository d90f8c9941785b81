import { matchPath } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** Where a sign-in or a registration goes back to: a lawyer's public profile, when that is where
 * it started (Book Consultation, Report; docs/decisions/0103-public-lawyer-profile.md), given as
 * the router state's `from` and carried between the sign-in and registration pages. Any other
 * address is ignored: the role's dashboard it is. */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && matchPath(paths.lawyerPublic, from.split('?')[0] ?? '') ? from : null;
}

/** The router state that carries it on to the other form's page. */
export const carryReturn = (back: string | null) => (back ? { from: back } : undefined);
