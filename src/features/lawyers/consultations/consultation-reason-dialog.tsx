import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { endingReasonSchema, optionalEndingReasonSchema, type Consultation } from '@/api/booking-contract';
import { noShowMissingQuery } from '@/api/consultations';
import { ConsultationReasonDialog, type Ending } from '@/components/booking/consultation-reason-dialog';
import { useConsultationAction } from '@/features/lawyers/consultations/lawyer-consultation-queries';
import { startWords } from '@/features/lawyers/consultations/consultation-words';

interface Props {
  consultation: Consultation;
  action: 'decline' | 'cancel' | 'no-show';
  /** where the focus goes once it is done (the trigger may leave the page) */
  onDone: () => void;
}

const ENDING: Record<Props['action'], Ending> = {
  decline: 'lawyer-decline',
  cancel: 'lawyer-cancel',
  'no-show': 'lawyer-no-show',
};

/** Decline a request or cancel a consultation: both final, both with the reason the client
 * reads (required, up to 500 characters: the contract's rule and words); or report that the
 * client did not attend, a note optional, which a backend without the call (404) takes away
 * (docs/decisions/0129-cancellation-policy-and-no-shows.md). A refusal is said in the dialog and
 * the reason stays, also when the dialog is closed and opened again. */
export function LawyerConsultationReasonDialog({ consultation, action, onDone }: Props) {
  const call = useConsultationAction(consultation);
  const queryClient = useQueryClient();
  const submit = (reason: string, sent: () => void) => {
    if (action !== 'no-show') {
      call.mutate({ type: action, reason }, { onSuccess: sent });
      return;
    }
    call.mutate(
      { type: 'no-show', ...(reason ? { note: reason } : {}) },
      {
        onSuccess: sent,
        onError: (error) => {
          if (isApiError(error) && error.isNotFound)
            queryClient.setQueryData(noShowMissingQuery.queryKey, true);
        },
      },
    );
  };
  return (
    <ConsultationReasonDialog
      ending={ENDING[action]}
      schema={action === 'no-show' ? optionalEndingReasonSchema : endingReasonSchema}
      who={consultation.client.name}
      when={startWords(consultation)}
      onOpenChange={() => call.reset()}
      failure={call.isError ? call.error.message : null}
      pending={call.isPending}
      onSubmit={(reason, { sent }) => submit(reason, sent)}
      onDone={onDone}
    />
  );
}
