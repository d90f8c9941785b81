// The signed-in lawyer's own reviews, page by page, and their one reply to each
// (docs/decisions/0105-review-screens.md), from the call for their own (GET /api/lawyers/me/reviews/):
// a lawyer with none gets an empty page, so a 404 is a backend that keeps no reviews, a quiet line
// (docs/decisions/0117-no-such-call-or-no-such-thing.md).
import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { Review, ReviewPage } from '@/api/reviews-contract';
import { fetchOwnReviews, replyToReview, reviewKeys } from '@/api/reviews';

export const ownReviewsQuery = () =>
  infiniteQueryOptions({
    queryKey: reviewKeys.own,
    queryFn: ({ pageParam, signal }) => fetchOwnReviews(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewPage) =>
      last.page * last.pageSize < last.count ? last.page + 1 : undefined,
  });

/**
 * The lawyer's reply. Once kept it shows under the review at once, and every list of reviews
 * loads again; a 409 (replied already) loads them too, so the reply that exists shows. The
 * caller tells any failure beside the text, which stays.
 */
export function useReply(reviewId: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  return useMutation({
    mutationFn: (text: string) => replyToReview(reviewId, text),
    onSuccess: (updated: Review) => {
      queryClient.setQueryData<InfiniteData<ReviewPage, number>>(reviewKeys.own, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                results: page.results.map((r) => (r.id === updated.id ? updated : r)),
              })),
            }
          : data,
      );
      refresh();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) refresh();
    },
  });
}
