import { endingReasonSchema, type Consultation } from '@/api/booking-contract';
import { ConsultationReasonDialog } from '@/components/booking/consultation-reason-dialog';
import { useConsultationAction } from '@/features/lawyers/consultations/lawyer-consultation-queries';
import { startWords } from '@/features/lawyers/consultations/consultation-words';

interface Props {
  consultation: Consultation;
  action: 'decline' | 'cancel';
  /** where the focus goes once it is done (the trigger may leave the page) */
  onDone: () => void;
}

/** Decline a request or cancel a consultation: both final, both with the reason the client
 * reads (required, up to 500 characters: the contract's rule and words). A refusal is said in
 * the dialog and the reason stays, also when the dialog is closed and opened again. */
export function LawyerConsultationReasonDialog({ consultation, action, onDone }: Props) {
  const call = useConsultationAction(consultation);
  return (
    <ConsultationReasonDialog
      ending={action === 'decline' ? 'lawyer-decline' : 'lawyer-cancel'}
      schema={endingReasonSchema}
      who={consultation.client.name}
      when={startWords(consultation)}
      onOpenChange={() => call.reset()}
      failure={call.isError ? call.error.message : null}
      pending={call.isPending}
      onSubmit={(reason, { sent }) => call.mutate({ type: action, reason }, { onSuccess: sent })}
      onDone={onDone}
    />
  );
}
