import { CalendarClock, Phone } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Consultation } from '@/api/booking-contract';
import { ConsultationStatusBadge } from '@/components/booking/consultation-status-badge';
import { Alert } from '@/components/ui/alert';
import {
  feeText,
  minutesOf,
  startWords,
  TYPE_LABEL,
} from '@/features/lawyers/consultations/consultation-words';
import { LawyerConsultationActions } from '@/features/lawyers/consultations/lawyer-consultation-actions';
import { nextJoinChange } from '@/lib/join-window';
import { soonest, useNow } from '@/lib/use-now';

/** When what the lawyer may do next changes: Join Meeting opening or closing, and for any
 * confirmed consultation its end, from which it can be marked completed
 * (docs/decisions/0099-consultations-on-the-dashboards.md). */
function nextChange(c: Consultation, now: Date): number | null {
  const end = Date.parse(c.endsAt);
  // and 10 minutes after the start, from which a no-show can be reported
  // (docs/decisions/0129-cancellation-policy-and-no-shows.md)
  const noShowFrom = Date.parse(c.startsAt) + 10 * 60 * 1000;
  const confirmed = c.status === 'confirmed';
  return soonest(
    nextJoinChange(c, now),
    confirmed && now.getTime() < end ? end : null,
    confirmed && now.getTime() < noShowFrom ? noShowFrom : null,
  );
}

/**
 * One of the lawyer's upcoming consultations: the client (their first name until the time is
 * agreed), the type, the time in London with its zone, the status, the fee, the client's note,
 * and once a phone consultation is confirmed the number to call
 * (docs/decisions/0099-consultations-on-the-dashboards.md).
 */
export function LawyerConsultationItem({ consultation: c }: { consultation: Consultation }) {
  const now = useNow((at) => nextChange(c, at));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
            {c.client.name}
          </h3>
          <p className="text-sm text-slate-700">{TYPE_LABEL[c.type]}</p>
        </div>
        <ConsultationStatusBadge status={c.status} />
      </div>
      {/* each part wraps whole on a phone */}
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <CalendarClock className="size-4" aria-hidden="true" />
          {startWords(c)}
        </span>
        <span>{minutesOf(c)} minutes</span>
        <span>{feeText(c)}</span>
      </p>
      {/* the server gives the number once the consultation is confirmed (docs/consultations.md) */}
      {c.type === 'phone' && c.status === 'confirmed' && c.phone ? (
        <p className="mt-2 text-sm text-slate-800">
          <Phone className="mr-1 inline size-4 align-text-bottom" aria-hidden="true" />
          Call {c.client.name} on{' '}
          <a
            href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}
            className="font-medium whitespace-nowrap text-blue-800 underline"
          >
            {c.phone}
          </a>
        </p>
      ) : null}
      {c.note ? (
        <figure className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <figcaption className="font-medium text-slate-700">Note from {c.client.name}</figcaption>
          <blockquote className="mt-1 break-words whitespace-pre-line">{c.note}</blockquote>
        </figure>
      ) : null}
      {problem ? <Alert className="mt-3">{problem}</Alert> : null}
      <LawyerConsultationActions
        consultation={c}
        now={now}
        onDone={() => headingRef.current?.focus()}
        onError={setProblem}
      />
    </li>
  );
}
