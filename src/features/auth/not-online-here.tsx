import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** A backend without the account calls (404): it cannot do this online, and the person writes
 * instead (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). */
export function NotOnlineHere({ what }: { what: string }) {
  return (
    <>
      {what} is not available online on this server. Please write to us through the{' '}
      <Link to={paths.contact} className="font-medium underline underline-offset-4">
        contact page
      </Link>
      .
    </>
  );
}
