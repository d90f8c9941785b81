import { ExternalLink } from 'lucide-react';
import type { VerificationRequest } from '@/api/contract';
import { REGULATOR_FACTS } from '@/api/regulators';
import { formatDate } from '@/lib/format';

/** The regulator with the licence number, and its public register to check the number on
 * (docs/decisions/0087-regulator-and-licence-number.md). A re-check that proposes another
 * regulator is checked on that one's register. */
export function RegulatorCheck({ request }: { request: VerificationRequest }) {
  if (!request.regulator) return null; // a backend that names no regulator
  const facts = REGULATOR_FACTS[request.regulator];
  const check = REGULATOR_FACTS[request.pendingChange?.regulator ?? request.regulator];
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      <p>
        Regulator: {facts.name}, {facts.numberName} {request.barNumber}
      </p>
      <a
        href={check.register}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-blue-800 underline underline-offset-4 hover:text-blue-900 focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none"
      >
        {/* in a list of cards, the name says whose number it checks */}
        Check on the {check.name} register{' '}
        <span className="sr-only">for {request.name} (opens in a new tab)</span>
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </div>
  );
}

/** Education and bio, folded away: the card stays short in a long list. */
export function ProfileText({ request }: { request: VerificationRequest }) {
  if (request.education === undefined && request.bio === undefined) return null;
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none">
        Education and bio <span className="sr-only">of {request.name}</span>
      </summary>
      <dl className="mt-2 grid gap-2">
        <div>
          <dt className="font-medium text-slate-900">Education</dt>
          <dd className="whitespace-pre-line">{request.education?.trim() || 'Not given.'}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Bio</dt>
          <dd className="whitespace-pre-line">{request.bio?.trim() || 'Not given.'}</dd>
        </div>
      </dl>
    </details>
  );
}

/** How a request already dealt with stands: the reason given, the question asked, the approval. */
export function RequestOutcome({ request }: { request: VerificationRequest }) {
  let text: string | null = null;
  if (request.status === 'rejected' && request.reason) text = `Reason given: ${request.reason}`;
  else if (request.status === 'info_requested' && request.message) text = `Asked for: ${request.message}`;
  else if (request.status === 'approved' && request.verifiedAt)
    text = `Verified on ${formatDate(request.verifiedAt)}`;
  return text ? <p className="text-sm break-words text-slate-800">{text}</p> : null;
}
