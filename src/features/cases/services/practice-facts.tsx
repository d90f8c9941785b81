import { Link } from 'react-router-dom';
import type { IndemnityInsurance } from '@/api/services-contract';
import { formatPence } from '@/lib/format';

const linkClass = 'font-medium text-blue-800 underline underline-offset-4';
/** the whole procedure is a link: shown as one (only an http or https address is ever a link) */
const isLink = (text: string) => /^https?:\/\/\S+$/i.test(text);

interface PracticeFactsProps {
  lawyerName: string;
  indemnityInsurance: IndemnityInsurance | null | undefined;
  complaints: string | null | undefined;
  /** the trust page's part about complaints of a lawyer, given by the caller: this module is in the
   * lawyer card's chunk, which must not take the route table from the entry (vite.config.ts) */
  complaintsPage: string;
}

/**
 * The lawyer's indemnity insurance, and how to complain: the firm's own procedure first, then the
 * Legal Ombudsman, always named beside it (docs/services-and-prices.md); the trust page's section
 * for the rest of the UK and the time limits.
 */
export function PracticeFacts({
  lawyerName,
  indemnityInsurance,
  complaints,
  complaintsPage,
}: PracticeFactsProps) {
  return (
    <div className="grid gap-3">
      <p>
        {indemnityInsurance
          ? `Professional indemnity insurance with ${indemnityInsurance.insurer}, cover of ${formatPence(indemnityInsurance.coverPence)}.`
          : 'Professional indemnity insurance: not given.'}
      </p>
      <p className="whitespace-pre-line">
        {!complaints ? (
          `To complain, ask ${lawyerName} for their firm's complaints procedure first.`
        ) : isLink(complaints) ? (
          <>
            To complain, use the firm's {/* the lawyer's own link: no vouching for it to search engines */}
            <a href={complaints} className={linkClass} rel="nofollow">
              complaints procedure
            </a>{' '}
            first.
          </>
        ) : (
          `The firm's complaints procedure: ${complaints}`
        )}
      </p>
      <div>
        <p>If the firm has not put things right within eight weeks, you can take your complaint to:</p>
        <p className="mt-1 font-medium text-slate-900">
          Legal Ombudsman, PO Box 6167, Slough, SL1 0EH; 0300 555 0333;{' '}
          <a href="https://www.legalombudsman.org.uk" className={linkClass}>
            www.legalombudsman.org.uk
          </a>
        </p>
        <Link to={complaintsPage} className={`${linkClass} mt-1 inline-block`}>
          Time limits, and Scotland and Northern Ireland
        </Link>
      </div>
    </div>
  );
}
