// The lawyer's consultations: the upcoming list, the lawyer's own free times to propose from, and
// the calls that move one. A 404 to the list means the backend does not book: the dashboard keeps
// the spec's sample consultations (docs/decisions/0099-consultations-on-the-dashboards.md).
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consultation, ConsultationAction } from '@/api/booking-contract';
import { actOnConsultation, CONSULTATIONS_KEY, fetchConsultations, fetchSlots } from '@/api/consultations';
import { orMissing } from '@/api/missing-extension';
import { FIRST_PAGE, nextPage } from '@/api/paging';
import { MY_STATS_KEY } from '@/api/stats';
import { toast } from '@/components/ui/use-toast';
import { doneToast, type LawyerAction } from '@/features/lawyers/consultations/consultation-words';
import { londonDate } from '@/lib/dates';

/** How far ahead the lawyer's own free times are offered: the default booking horizon. */
const PROPOSE_DAYS = 28;

/** The lawyer's upcoming consultations, soonest first, a page at a time; a null page: the backend
 * does not book (samples stand). */
export const upcomingConsultationsQuery = infiniteQueryOptions({
  queryKey: [...CONSULTATIONS_KEY, 'upcoming'] as const,
  queryFn: ({ pageParam, signal }) => orMissing(() => fetchConsultations('upcoming', pageParam, signal)),
  initialPageParam: FIRST_PAGE,
  getNextPageParam: nextPage,
});

/** The lawyer's own free start times of the consultation's type, from today in London. Under
 * CONSULTATIONS_KEY: every action holds or frees time, so it marks these stale too. */
export const ownSlotsQuery = (c: Pick<Consultation, 'lawyer' | 'type'>) =>
  queryOptions({
    queryKey: [...CONSULTATIONS_KEY, 'slots', c.lawyer.id, c.type] as const,
    queryFn: ({ signal }) =>
      fetchSlots(
        { lawyerId: c.lawyer.id, from: londonDate(new Date()), days: PROPOSE_DAYS, type: c.type },
        signal,
      ),
    staleTime: 0,
  });

type LawyerCall = Extract<ConsultationAction, { type: LawyerAction }>;

/** One of the lawyer's calls on a consultation. Once the server has taken it: a notification, and
 * the lists and the dashboard figures load again. A failure is the caller's to tell, beside what
 * was typed or picked. */
export function useConsultationAction(c: Consultation) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LawyerCall) => actOnConsultation(c.id, action),
    onSuccess: (updated, action) => {
      toast(doneToast(action.type, c, updated));
      void queryClient.invalidateQueries({ queryKey: CONSULTATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_STATS_KEY });
    },
  });
}
