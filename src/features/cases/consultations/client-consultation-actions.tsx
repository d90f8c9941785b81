import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ACTIVE_STATUSES, type Consultation } from '@/api/booking-contract';
import { noShowMissingQuery } from '@/api/consultations';
import { freeUntil, freeUntilWords, noShowOpen } from '@/components/booking/cancellation-policy';
import { JoinMeeting } from '@/components/booking/join-meeting';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ClientConsultationCalendar } from '@/features/cases/consultations/client-consultation-calendar';
import { ClientConsultationNoShow } from '@/features/cases/consultations/client-consultation-no-show';
import { ClientConsultationReasonDialog } from '@/features/cases/consultations/client-consultation-reason-dialog';
import { ClientConsultationReschedule } from '@/features/cases/consultations/client-consultation-reschedule';
import {
  isWaitingOnLapsed,
  useClientConsultationAction,
} from '@/features/cases/consultations/use-client-consultation-action';
import { formatWeekdayDateTime } from '@/lib/dates';
import { nextJoinChange } from '@/lib/join-window';
import { soonest, useNow } from '@/lib/use-now';

const MINUTE = 60 * 1000;
/** Once a time is agreed, the client may move or cancel it until the lawyer's policy's hours
 * before its start, 24 unless the lawyer chose another number (docs/consultations.md,
 * docs/decisions/0129-cancellation-policy-and-no-shows.md); later only the lawyer can. */
const tooLate = (hours: number) =>
  hours === 0
    ? 'The consultation has started: contact the lawyer to change it'
    : `Less than ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start: contact the lawyer to change it`;

function AcceptProposal({ consultation }: { consultation: Consultation }) {
  const act = useClientConsultationAction(consultation);
  const accept = () => {
    if (act.isPending) return;
    act.mutate(
      { type: 'accept' },
      {
        onSuccess: (accepted) =>
          toast({
            title: 'New time accepted',
            description: `Your consultation with ${accepted.lawyer.name} is confirmed for ${formatWeekdayDateTime(accepted.startsAt)}.`,
          }),
      },
    );
  };
  return (
    <>
      <Button size="sm" onClick={accept} aria-disabled={act.isPending || undefined}>
        {act.isPending ? 'Accepting...' : 'Accept'}
      </Button>
      {act.isError ? (
        <p role="alert" className="basis-full text-sm font-medium text-red-700 sm:order-last">
          The new time could not be accepted. {act.error.message}
        </p>
      ) : null}
    </>
  );
}

/** What the client can do with a consultation in its state (docs/consultations.md): a proposed
 * time is accepted or declined, a request or an agreed time moved or cancelled, a video call
 * joined; any active one added to a calendar. */
export function ClientConsultationActions({ consultation }: { consultation: Consultation }) {
  const id = useId();
  const lockedFrom = freeUntil(consultation.startsAt, consultation.freeUntilHours);
  const isConfirmed = consultation.status === 'confirmed';
  const noShowFrom = Date.parse(consultation.startsAt) + 10 * MINUTE;
  const noShowMissing = useQuery(noShowMissingQuery).data === true;
  // renewed when Join Meeting opens or closes, when the policy's limit begins, and when a
  // no-show can first be reported
  const now = useNow((at) =>
    soonest(
      nextJoinChange(consultation, at),
      isConfirmed && at.getTime() < lockedFrom ? lockedFrom : null,
      isConfirmed && at.getTime() < noShowFrom ? noShowFrom : null,
    ),
  );
  if (!ACTIVE_STATUSES.includes(consultation.status)) return null;
  const locked = isConfirmed && now.getTime() >= lockedFrom;
  const lapsed = isWaitingOnLapsed(consultation);
  const canReport = !noShowMissing && noShowOpen(consultation, now.getTime());

  return (
    <div className="flex flex-wrap items-center gap-2">
      {consultation.type === 'video' ? <JoinMeeting consultation={consultation} now={now} /> : null}
      {consultation.status === 'proposed' ? (
        <>
          {lapsed ? null : <AcceptProposal consultation={consultation} />}
          <ClientConsultationReasonDialog consultation={consultation} kind="decline-proposal" />
        </>
      ) : null}
      {locked ? (
        <>
          <Button size="sm" variant="outline" disabled aria-describedby={`${id}-late`}>
            Reschedule
          </Button>
          <Button size="sm" variant="outline" disabled aria-describedby={`${id}-late`}>
            Cancel consultation
          </Button>
        </>
      ) : (
        <>
          {lapsed ? null : <ClientConsultationReschedule consultation={consultation} />}
          {/* a proposed time is declined, not cancelled: one way for each side */}
          {consultation.status === 'proposed' ? null : (
            <ClientConsultationReasonDialog consultation={consultation} kind="cancel" />
          )}
        </>
      )}
      {canReport ? <ClientConsultationNoShow consultation={consultation} /> : null}
      <ClientConsultationCalendar consultation={consultation} />
      {locked ? (
        <p id={`${id}-late`} className="basis-full text-sm text-slate-700">
          {tooLate(consultation.freeUntilHours)}
        </p>
      ) : null}
      {/* the policy in words while it still lets the client change it (docs/decisions/0129-cancellation-policy-and-no-shows.md) */}
      {!locked && now.getTime() < lockedFrom ? (
        <p className="basis-full text-sm text-slate-700">
          {freeUntilWords(consultation.startsAt, consultation.freeUntilHours)}
        </p>
      ) : null}
    </div>
  );
}
