import { useId } from 'react';
import type { Consultation } from '@/api/booking-contract';
import { noShowWords } from '@/components/booking/cancellation-policy';
import { ConsultationStatusBadge } from '@/components/booking/consultation-status-badge';
import { consultationFeeWords, PAID_DIRECTLY, TYPE_WORDS } from '@/features/cases/booking/book-words';
import { ClientConsultationActions } from '@/features/cases/consultations/client-consultation-actions';
import { isWaitingOnLapsed } from '@/features/cases/consultations/use-client-consultation-action';
import { formatWeekdayDateTime } from '@/lib/dates';

/** What the client needs to know beyond the time: where, who calls whom, or why it ended. The
 * address and the link come only once confirmed (docs/consultations.md, 'What each side sees'). */
function whatToKnow(c: Consultation): string | null {
  const confirmed = c.status === 'confirmed' || c.status === 'completed';
  if (isWaitingOnLapsed(c)) {
    const way = c.status === 'proposed' ? 'decline the new time' : 'cancel the request';
    return `This lawyer's verification has lapsed: they cannot confirm or agree a time until they are verified again. You can ${way}.`;
  }
  if (c.status === 'proposed')
    return `${c.lawyer.name} proposed this new time: accept it, decline it or ask for another.`;
  if (c.status === 'requested') return `Waiting for ${c.lawyer.name} to confirm.`;
  if (c.status === 'no_show') {
    const who = noShowWords(c.noShowBy);
    return who && c.reason ? `${who}: ${c.reason}` : who;
  }
  if ((c.status === 'declined' || c.status === 'cancelled') && c.reason) {
    const who = c.closedBy === 'client' ? 'You' : c.lawyer.name;
    return `${who} ${c.status === 'declined' ? 'declined' : 'cancelled'}: ${c.reason}`;
  }
  if (!confirmed) return null;
  if (c.type === 'in_person' && c.address) return `At ${c.address}`;
  if (c.type === 'phone') return `The lawyer will call you on ${c.phone ?? 'the number you gave'}.`;
  return null;
}

/** One consultation of the client: the lawyer, the type, the London time with its zone, the
 * state, the fee, and what can be done with it now. */
export function ClientConsultationItem({
  consultation: c,
  heading: Heading,
}: {
  consultation: Consultation;
  heading: 'h3' | 'h4';
}) {
  const id = useId();
  const known = whatToKnow(c);
  return (
    // named by the lawyer and the time: a client may have several with one lawyer
    <article
      aria-labelledby={`${id}-name ${id}-when`}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <Heading id={`${id}-name`} className="font-semibold text-slate-900">
            {c.lawyer.name}
          </Heading>
          <p id={`${id}-when`} className="text-sm text-slate-800">
            {TYPE_WORDS[c.type]} · <time dateTime={c.startsAt}>{formatWeekdayDateTime(c.startsAt)}</time>
          </p>
        </div>
        <ConsultationStatusBadge status={c.status} />
      </div>
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">{consultationFeeWords(c.feePence)}</span> ·{' '}
        {PAID_DIRECTLY}
      </p>
      {known ? <p className="text-sm text-slate-800">{known}</p> : null}
      <ClientConsultationActions consultation={c} />
    </article>
  );
}
