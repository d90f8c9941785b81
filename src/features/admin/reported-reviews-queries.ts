// The admin's review desk (docs/decisions/0104-admin-live-figures-and-reported-reviews.md): the
// reported reviews, open and decided, and the held ones waiting for a check
// (docs/decisions/0111-held-reviews.md), each a page at a time; the decisions on one. A 404 is a
// backend that keeps no reviews (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { FIRST_PAGE, nextPage } from '@/api/paging';
import { decideReview, fetchReviewReports, publishReview, reviewKeys, type DeskStatus } from '@/api/reviews';
import { MY_STATS_KEY } from '@/api/stats';

export type ReviewDecision = { hide: true; reason: string } | { hide: false };

export const REPORTS_PANEL_ID = 'reported-reviews-panel';
export const reportsTabId = (status: DeskStatus) => `reported-reviews-${status}`;

export const reportsQuery = (status: DeskStatus) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.reports(status),
    queryFn: ({ pageParam, signal }) => fetchReviewReports(status, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
  });

/** Every list of reviews and the figures load again: a decision moves a review between the lists,
 * and what it hides or publishes changes the averages. */
function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: MY_STATS_KEY }),
    ]);
}

/** Hide or keep a reported review (or hide a held one). */
export function useReviewDecision(reviewId: string) {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (decision: ReviewDecision) => decideReview(reviewId, decision),
    onSuccess: refresh,
  });
}

/** Publish a held review: it counts from now on. A 409 (it is held no longer) loads the lists
 * again too, so that it leaves the held list. */
export function usePublishReview(reviewId: string) {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: () => publishReview(reviewId),
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void refresh();
    },
  });
}
