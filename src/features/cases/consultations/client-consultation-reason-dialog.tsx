import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { endingReasonSchema, optionalEndingReasonSchema, type Consultation } from '@/api/booking-contract';
import { ConsultationReasonDialog } from '@/components/booking/consultation-reason-dialog';
import { toast } from '@/components/ui/use-toast';
import { useClientConsultationAction } from '@/features/cases/consultations/use-client-consultation-action';
import { formatWeekdayDateTime } from '@/lib/dates';

// The client cancels with a reason, or declines a proposed time, its reason optional
// (docs/consultations.md).
const OUTCOME = {
  cancel: { done: 'Consultation cancelled', failed: 'The consultation could not be cancelled.' },
  'decline-proposal': { done: 'New time declined', failed: 'The new time could not be declined.' },
} as const;

interface Props {
  consultation: Consultation;
  kind: keyof typeof OUTCOME;
}

/** Cancel or decline a proposed time: either ends the consultation, and the lawyer is told. A
 * failure keeps the reason typed. */
export function ClientConsultationReasonDialog({ consultation, kind }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const act = useClientConsultationAction(consultation);
  const lawyer = consultation.lawyer.name;
  const when = formatWeekdayDateTime(consultation.startsAt);

  return (
    <ConsultationReasonDialog
      ending={kind === 'cancel' ? 'client-cancel' : 'client-decline-proposal'}
      schema={kind === 'cancel' ? endingReasonSchema : optionalEndingReasonSchema}
      who={lawyer}
      when={when}
      onOpenChange={() => setFailure(null)}
      failure={failure}
      pending={act.isPending}
      onSubmit={(reason, { sent, refused }) => {
        setFailure(null);
        const action =
          kind === 'cancel' ? { type: kind, reason } : { type: kind, ...(reason ? { reason } : {}) };
        act.mutate(action, {
          onSuccess: () => {
            sent();
            toast({ title: OUTCOME[kind].done, description: `${lawyer} is told: ${when}.` });
          },
          onError: (error) => {
            const message =
              isApiError(error) && error.status === 400 ? error.fieldErrors.reason?.join(' ') : undefined;
            if (message) refused(message);
            else setFailure(`${OUTCOME[kind].failed} ${error.message}`);
          },
        });
      }}
    />
  );
}
