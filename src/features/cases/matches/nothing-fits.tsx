import { Link } from 'react-router-dom';

const linkClass = 'font-medium text-blue-800 underline underline-offset-4 hover:text-blue-900';

interface NothingFitsProps {
  /** what is said first: no lawyer matched */
  lead: string;
  /** the kept case's page, to change the case and match again; null where none was kept */
  caseLink: string | null;
  /** what the link says */
  linkText?: string;
}

/** Nothing matched: rather than send the client to guess another city, say where help is
 * (docs/decisions/0094-the-clients-cases-screens.md). */
export function NothingFits({
  lead,
  caseLink,
  linkText = 'Edit your case and match again',
}: NothingFitsProps) {
  return (
    <div className="mt-4 grid gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
      <p className="font-medium text-slate-900">{lead}</p>
      <p>You can still get help:</p>
      <ul className="grid list-disc gap-1 pl-5">
        <li>
          <a href="https://www.citizensadvice.org.uk/" className={linkClass}>
            Citizens Advice
          </a>{' '}
          gives free, independent advice on legal problems.
        </li>
        <li>
          The Law Society&apos;s{' '}
          <a href="https://solicitors.lawsociety.org.uk/" className={linkClass}>
            Find a Solicitor
          </a>{' '}
          lists solicitors near you by area of law.
        </li>
      </ul>
      {caseLink ? (
        <p>
          <Link to={caseLink} className={linkClass}>
            {linkText}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
