import { useId } from 'react';
import { ACTIVE_STATUSES, type Consultation } from '@/api/booking-contract';
import { JoinMeeting } from '@/components/booking/join-meeting';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ClientConsultationCalendar } from '@/features/cases/consultations/client-consultation-calendar';
import { ClientConsultationReasonDialog } from '@/features/cases/consultations/client-consultation-reason-dialog';
import { ClientConsultationReschedule } from '@/features/cases/consultations/client-consultation-reschedule';
import {
  isWaitingOnLapsed,
  useClientConsultationAction,
} from '@/features/cases/consultations/use-client-consultation-action';
import { formatWeekdayDateTime } from '@/lib/dates';
import { nextJoinChange } from '@/lib/join-window';
import { soonest, useNow } from '@/lib/use-now';

const DAY = 24 * 60 * 60 * 1000;
/** Once a time is agreed, the client may move or cancel it until 24 hours before its start
 * (docs/consultations.md); later only the lawyer can. */
const TOO_LATE = 'Less than 24 hours before the start: contact the lawyer to change it';

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
  const lockedFrom = Date.parse(consultation.startsAt) - DAY;
  const isConfirmed = consultation.status === 'confirmed';
  // renewed when Join Meeting opens or closes, and when the 24-hour limit begins
  const now = useNow((at) =>
    soonest(nextJoinChange(consultation, at), isConfirmed && at.getTime() < lockedFrom ? lockedFrom : null),
  );
  if (!ACTIVE_STATUSES.includes(consultation.status)) return null;
  const locked = isConfirmed && now.getTime() >= lockedFrom;
  const lapsed = isWaitingOnLapsed(consultation);

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
      <ClientConsultationCalendar consultation={consultation} />
      {locked ? (
        <p id={`${id}-late`} className="basis-full text-sm text-slate-700">
          {TOO_LATE}
        </p>
      ) : null}
    </div>
  );
}
