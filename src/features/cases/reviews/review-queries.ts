// The client's completed consultations and writing a review of one
// (docs/decisions/0105-review-screens.md). A 404 to the past list is a backend that does not book:
// no card (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { Consultation } from '@/api/booking-contract';
import { changeItems, FIRST_PAGE, nextPage, type Paged } from '@/api/paging';
import { CONSULTATIONS_KEY, fetchConsultations } from '@/api/consultations';
import type { ReviewCreate } from '@/api/reviews-contract';
import { createReview, reviewKeys } from '@/api/reviews';
import { MY_STATS_KEY } from '@/api/stats';

/** The client's past consultations, latest first, a page at a time. */
export const pastConsultationsQuery = infiniteQueryOptions({
  queryKey: [...CONSULTATIONS_KEY, 'past'] as const,
  queryFn: ({ pageParam, signal }) => fetchConsultations('past', pageParam, signal),
  initialPageParam: FIRST_PAGE,
  getNextPageParam: nextPage,
});

/** Only a completed consultation is reviewed, and once. */
export const isReviewable = (c: Consultation) => c.status === 'completed' && c.review === null;

/**
 * Writes the review. Once the server has kept it the consultation shows its stars at once, and
 * the lists, the reviews and the figures load again; a 409 (a review exists already) reloads
 * the list too. Any other failure changes nothing but the message, so what was typed stays.
 */
export function useWriteReview(consultation: Consultation) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewCreate) => createReview(consultation.id, body),
    onSuccess: (review) => {
      queryClient.setQueryData<InfiniteData<Paged<Consultation>, number>>(
        pastConsultationsQuery.queryKey,
        (data) =>
          changeItems(data, (list) =>
            list.map((c) =>
              c.id === consultation.id ? { ...c, review: { id: review.id, rating: review.rating } } : c,
            ),
          ),
      );
      for (const queryKey of [CONSULTATIONS_KEY, reviewKeys.all, MY_STATS_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: CONSULTATIONS_KEY });
      }
    },
  });
}
