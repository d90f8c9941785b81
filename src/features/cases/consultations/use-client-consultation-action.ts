import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { Consultation, ConsultationAction } from '@/api/booking-contract';
import { actOnConsultation, CONSULTATIONS_KEY, fetchConsultations } from '@/api/consultations';
import { FIRST_PAGE, nextPage } from '@/api/paging';
import { MY_STATS_KEY } from '@/api/stats';
import { slotsKey } from '@/features/cases/booking/book-slots';
import { caseKeys } from '@/features/cases/cases/case-queries';

/** The client's upcoming consultations, soonest first, a page at a time; a 404 is a backend that
 * does not book (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). */
export const upcomingConsultationsQuery = infiniteQueryOptions({
  queryKey: [...CONSULTATIONS_KEY, 'upcoming'] as const,
  queryFn: ({ pageParam, signal }) => fetchConsultations('upcoming', pageParam, signal),
  initialPageParam: FIRST_PAGE,
  getNextPageParam: nextPage,
});

/** A request or a proposal whose lawyer's verification has lapsed: they can agree to no time until
 * verified again, so the client is offered only to end it (docs/consultations.md). */
export const isWaitingOnLapsed = (c: Consultation) =>
  c.lawyer.lapsed && (c.status === 'requested' || c.status === 'proposed');

/** The key of the actions on one consultation: its dialogs stay open while one runs. */
export const actionKey = (id: string) => ['consultation-action', id] as const;

/**
 * One of the client's actions on a consultation (docs/consultations.md). Once it is taken, or
 * refused because the consultation changed meanwhile (409), the lists, the figures, the case's
 * page and the lawyer's free times are read again; any other failure changes nothing on screen
 * but the message, so what the client typed stays.
 */
export function useClientConsultationAction(consultation: Consultation) {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of [
      CONSULTATIONS_KEY,
      MY_STATS_KEY,
      caseKeys.all,
      slotsKey(consultation.lawyer.id),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  return useMutation({
    mutationKey: actionKey(consultation.id),
    mutationFn: (action: ConsultationAction) => actOnConsultation(consultation.id, action),
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) refresh();
    },
  });
}
