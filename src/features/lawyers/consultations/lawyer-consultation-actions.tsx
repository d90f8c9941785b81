import { useQuery } from '@tanstack/react-query';
import type { Consultation } from '@/api/booking-contract';
import { noShowMissingQuery } from '@/api/consultations';
import { noShowOpen } from '@/components/booking/cancellation-policy';
import { JoinMeeting } from '@/components/booking/join-meeting';
import { Button } from '@/components/ui/button';
import { ConsultationCalendarButton } from '@/features/lawyers/consultations/consultation-calendar-button';
import { ConsultationCompleteDialog } from '@/features/lawyers/consultations/consultation-complete-dialog';
import { LawyerConsultationReasonDialog } from '@/features/lawyers/consultations/consultation-reason-dialog';
import { actionName } from '@/features/lawyers/consultations/consultation-words';
import { useConsultationAction } from '@/features/lawyers/consultations/lawyer-consultation-queries';
import { ProposeTimeDialog } from '@/features/lawyers/consultations/propose-time-dialog';

interface Props {
  consultation: Consultation;
  now: Date;
  /** the focus goes back to the item once an action is done (its button may be gone) */
  onDone: () => void;
  /** a failure the item shows; null clears it */
  onError: (message: string | null) => void;
}

/**
 * What the lawyer may do in each state (docs/consultations.md): a request is confirmed, declined
 * or answered with another time; a proposal waits for the client, and may be proposed again or
 * withdrawn; a confirmed consultation is joined, rescheduled (a proposal), cancelled, and marked
 * completed once its end has passed. Every one can go into a calendar.
 */
export function LawyerConsultationActions({ consultation: c, now, onDone, onError }: Props) {
  const ended = now.getTime() >= Date.parse(c.endsAt);
  const noShowMissing = useQuery(noShowMissingQuery).data === true;
  const canReport = !noShowMissing && noShowOpen(c, now.getTime());
  return (
    // a phone's card has no room for them side by side: full width, not a ragged wrap
    <div className="mt-3 grid gap-2 sm:flex sm:flex-wrap sm:items-center">
      {c.status === 'requested' ? (
        <>
          <ConfirmButton consultation={c} onDone={onDone} onError={onError} />
          <ProposeTimeDialog consultation={c} label="Propose another time" onDone={onDone} />
          <LawyerConsultationReasonDialog consultation={c} action="decline" onDone={onDone} />
        </>
      ) : null}
      {c.status === 'proposed' ? (
        <>
          <p className="text-sm font-medium text-slate-800">Waiting for the client</p>
          <ProposeTimeDialog consultation={c} label="Propose again" onDone={onDone} />
          <LawyerConsultationReasonDialog consultation={c} action="cancel" onDone={onDone} />
        </>
      ) : null}
      {c.status === 'confirmed' ? (
        <>
          {c.type === 'video' ? (
            <JoinMeeting consultation={c} now={now} name={actionName('Join Meeting', c)} />
          ) : null}
          {ended ? <ConsultationCompleteDialog consultation={c} onDone={onDone} /> : null}
          {/* spec §2's Reschedule: the lawyer proposes, the client answers */}
          <ProposeTimeDialog consultation={c} label="Reschedule" onDone={onDone} />
          <LawyerConsultationReasonDialog consultation={c} action="cancel" onDone={onDone} />
          {canReport ? (
            <LawyerConsultationReasonDialog consultation={c} action="no-show" onDone={onDone} />
          ) : null}
        </>
      ) : null}
      <ConsultationCalendarButton consultation={c} onError={onError} />
    </div>
  );
}

function ConfirmButton({ consultation, onDone, onError }: Omit<Props, 'now'>) {
  const confirm = useConsultationAction(consultation);
  return (
    <Button
      size="sm"
      disabled={confirm.isPending}
      aria-label={actionName(confirm.isPending ? 'Confirming' : 'Confirm', consultation)}
      onClick={() => {
        onError(null);
        confirm.mutate(
          { type: 'confirm' },
          {
            onSuccess: onDone,
            onError: (error) => onError(`The consultation was not confirmed. ${error.message}`),
          },
        );
      }}
    >
      {confirm.isPending ? 'Confirming...' : 'Confirm'}
    </Button>
  );
}
