import { matchPath } from 'react-router-dom';
import type { UserType } from '@/api/contract';
import { paths } from '@/lib/paths';
import { dashboardPath } from '@/session/role-paths';

/** Where a sign-in or a registration goes back to, given as the router state's `from` and carried
 * between the sign-in and registration pages: the page a signed-out visit asked for (src/app/role-guards.tsx),
 * or a lawyer's public profile where Book Consultation or Report started
 * (docs/decisions/0103-public-lawyer-profile.md). Only an address of this site: whether it suits the
 * person's role is decided at sign-in (landingFor, below;
 * docs/decisions/0113-accounts-people-can-manage.md). */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** A lawyer's public profile to return to, the one page a new account goes back to. */
export function profileReturn(back: string | null): string | null {
  return back && matchPath(paths.lawyerPublic, back.split('?')[0] ?? '') ? back : null;
}

/** The router state that carries it on to the other form's page. */
export const carryReturn = (back: string | null) => (back ? { from: back } : undefined);

// The signed-in pages by the role they are for; the account page and a lawyer's public profile are
// for everyone (src/app/routes.tsx). A page not listed is no place to return to.
const PAGES_OF: Record<UserType | 'any', readonly string[]> = {
  client: [paths.clientDashboard, paths.clientCases, paths.clientCase],
  lawyer: [paths.lawyerDashboard, paths.lawyerProfile, paths.lead, paths.lawyerAvailability],
  admin: [paths.adminDashboard],
  any: [paths.account, paths.lawyerPublic],
};

const matches = (pattern: string, pathname: string) =>
  new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`).test(pathname);

/** Whether `path` (with its query, if any) is a page a person of `role` may be brought back to. */
function belongsTo(path: string, role: UserType) {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return [...PAGES_OF[role], ...PAGES_OF.any].some((pattern) => matches(pattern, pathname));
}

/** Where a sign-in lands: the page asked for when it is one of the person's role, else their
 * dashboard (docs/decisions/0113-accounts-people-can-manage.md). Here, with the sign-in page, rather
 * than in the session: every page's first script carries the session. */
export function landingFor(role: UserType, asked: string | null): string {
  return asked && belongsTo(asked, role) ? asked : dashboardPath(role);
}
