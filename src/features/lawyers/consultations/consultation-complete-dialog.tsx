import type { Consultation } from '@/api/booking-contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useConsultationAction } from '@/features/lawyers/consultations/lawyer-consultation-queries';
import { actionName, startWords } from '@/features/lawyers/consultations/consultation-words';

/** Mark completed, once the consultation's end has passed, confirmed first: it cannot be undone,
 * and the client is invited to review it (docs/consultations.md). */
export function ConsultationCompleteDialog({
  consultation,
  onDone,
}: {
  consultation: Consultation;
  onDone: () => void;
}) {
  const call = useConsultationAction(consultation);
  const client = consultation.client.name;
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="success" aria-label={actionName('Mark completed', consultation)}>
          Mark completed
        </Button>
      }
      onOpenChange={() => call.reset()}
      title="Mark this consultation completed?"
      description={`The consultation with ${client} on ${startWords(consultation)} moves to your past consultations, and ${client} is invited to review it. This cannot be undone.`}
      failure={call.isError ? call.error.message : null}
      pending={call.isPending}
      cancelLabel="Not yet"
      confirmLabel="Mark completed"
      pendingLabel="Saving..."
      confirmVariant="success"
      onConfirm={(done) => call.mutate({ type: 'complete' }, { onSuccess: done })}
      onDone={onDone}
    />
  );
}
