import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** A backend without the extension (404): the person asks by writing instead
 * (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). */
export function NotOnline({ what }: { what: string }) {
  return (
    <>
      {what} is not available online on this server. Please ask us through the{' '}
      <Link to={paths.contact} className="font-medium text-blue-800 underline underline-offset-4">
        contact page
      </Link>
      ; we answer within one month.
    </>
  );
}
