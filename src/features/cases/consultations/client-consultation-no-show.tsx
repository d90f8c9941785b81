import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { optionalEndingReasonSchema, type Consultation } from '@/api/booking-contract';
import { noShowMissingQuery } from '@/api/consultations';
import { ConsultationReasonDialog } from '@/components/booking/consultation-reason-dialog';
import { toast } from '@/components/ui/use-toast';
import { useClientConsultationAction } from '@/features/cases/consultations/use-client-consultation-action';
import { formatWeekdayDateTime } from '@/lib/dates';

/** The client reports that the lawyer did not attend, a note optional; a backend without the call
 * (404) takes the action away (docs/decisions/0129-cancellation-policy-and-no-shows.md). A failure
 * keeps the note typed. */
export function ClientConsultationNoShow({ consultation }: { consultation: Consultation }) {
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const act = useClientConsultationAction(consultation);
  const lawyer = consultation.lawyer.name;
  const when = formatWeekdayDateTime(consultation.startsAt);
  return (
    <ConsultationReasonDialog
      ending="client-no-show"
      schema={optionalEndingReasonSchema}
      who={lawyer}
      when={when}
      onOpenChange={() => setFailure(null)}
      failure={failure}
      pending={act.isPending}
      onSubmit={(note, { sent, refused }) => {
        setFailure(null);
        act.mutate(
          { type: 'no-show', ...(note ? { note } : {}) },
          {
            onSuccess: () => {
              sent();
              toast({ title: 'Reported: did not attend', description: `${lawyer} is told.` });
            },
            onError: (error) => {
              if (isApiError(error) && error.isNotFound) {
                queryClient.setQueryData(noShowMissingQuery.queryKey, true);
                return;
              }
              const message =
                isApiError(error) && error.status === 400 ? error.fieldErrors.note?.join(' ') : undefined;
              if (message) refused(message);
              else setFailure(`The report was not sent. ${error.message}`);
            },
          },
        );
      }}
    />
  );
}
