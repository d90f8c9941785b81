// The admin's reported reviews (docs/decisions/0104-admin-live-figures-and-reported-reviews.md):
// the lists, open and decided, and the decision on one. A 404 is a backend that keeps no reviews
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { decideReview, fetchReviewReports, reviewKeys } from '@/api/reviews';
import { MY_STATS_KEY } from '@/api/stats';

export type ReportStatus = 'open' | 'decided';
export type ReviewDecision = { hide: true; reason: string } | { hide: false };

export const REPORTS_PANEL_ID = 'reported-reviews-panel';
export const reportsTabId = (status: ReportStatus) => `reported-reviews-${status}`;

export const reportsQuery = (status: ReportStatus) =>
  queryOptions({
    queryKey: reviewKeys.reports(status),
    queryFn: ({ signal }) => fetchReviewReports(status, signal),
  });

/** Hide or keep a reported review: both lists change, and a hidden review leaves the averages. */
export function useReviewDecision(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision) => decideReview(reviewId, decision),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: MY_STATS_KEY }),
      ]),
  });
}
