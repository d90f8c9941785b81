import type { VerificationRequest } from '@/api/contract';
import { changedFacts, isRecheck, newDocuments } from '@/features/admin/recheck-facts';
import { formatDate } from '@/lib/format';

/** A re-check of a verified lawyer: what the admin approved before, what the lawyer proposes
 * now, and which documents are new since that approval. */
export function RecheckChanges({ request }: { request: VerificationRequest }) {
  if (!isRecheck(request)) return null;
  const facts = changedFacts(request);
  const documents = newDocuments(request);
  const headingId = `verification-${request.id}-changes`;
  const approvedOn = request.verifiedAt ? ` (approved on ${formatDate(request.verifiedAt)})` : '';

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-1.5 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-slate-800"
    >
      <h4 id={headingId} className="font-semibold text-slate-900">
        {request.kind === 'renewal' ? 'Yearly renewal' : 'Change to verified details'}
        {approvedOn}
      </h4>
      {facts.length > 0 ? (
        <ul className="grid gap-1">
          {facts.map((fact) => (
            <li key={fact.label}>
              <span className="font-medium">{fact.label}</span>
              {`: Approved: ${fact.approved} → Proposed: ${fact.proposed}`}
            </li>
          ))}
        </ul>
      ) : (
        <p>The name, regulator and licence number stay as approved.</p>
      )}
      <p>
        {documents.length > 0
          ? `New documents: ${documents.join(', ')}`
          : 'No new documents since the last approval.'}
      </p>
    </section>
  );
}
