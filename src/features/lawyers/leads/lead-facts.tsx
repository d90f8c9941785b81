import type { CaseDetail } from '@/api/cases-contract';
import { answerRows } from '@/api/intake-answers';
import { IntakeAnswers } from '@/components/intake-answers';
import { Badge } from '@/components/ui/badge';
import { answeredWords } from '@/features/lawyers/leads/answered-words';
import { UrgencyBadge } from '@/features/lawyers/leads/urgency-badge';
import { formatDate } from '@/lib/format';

/** What the lawyer may know of a lead: the case, and the client's first name only
 * (docs/decisions/0090-cases-leads-and-notifications.md). */
export function LeadFacts({ lead }: { lead: CaseDetail }) {
  // how many have answered, of the five a case takes (docs/decisions/0125-fair-leads-and-response-time.md)
  const answered = answeredWords(lead.responseCount);
  return (
    <section aria-label="The case" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap gap-2">
        <UrgencyBadge urgency={lead.urgency} />
        {lead.status === 'closed' ? <Badge variant="secondary">Closed</Badge> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-medium text-slate-700">Client</dt>
        <dd>{lead.clientFirstName ?? 'Not given'}</dd>
        <dt className="font-medium text-slate-700">Area of law</dt>
        <dd>{lead.category}</dd>
        <dt className="font-medium text-slate-700">Place</dt>
        <dd>{lead.location}</dd>
        <dt className="font-medium text-slate-700">Posted</dt>
        <dd>{formatDate(lead.createdAt)}</dd>
        {answered ? (
          <>
            <dt className="font-medium text-slate-700">Answered</dt>
            <dd>{answered}</dd>
          </>
        ) : null}
      </dl>
      <div className="grid gap-1">
        <h2 className="font-semibold text-slate-900">Description</h2>
        <p className="whitespace-pre-line text-slate-800">{lead.description}</p>
      </div>
      {/* the client's answers to the area's questions: choices and dates, nothing that names them
          (docs/decisions/0132-follow-up-questions-and-time-limits.md) */}
      <IntakeAnswers rows={answerRows(lead.category, lead.answers)} />
    </section>
  );
}
