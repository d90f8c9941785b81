// Reviews and public lawyer profiles (src/api/reviews-contract.ts): writing a review of a
// completed consultation, the lawyer's reply, reporting one, the admin's desk (reported reviews and
// held ones, docs/decisions/0111-held-reviews.md), and a verified lawyer's public profile with
// their reviews. Extensions on the profiles backend; a 404
// means the backend keeps no reviews (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md,
// docs/decisions/0101-reviews-from-consultations.md).
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { apiConfig } from '@/api/config';
import { request } from '@/api/http';
import { pageUrl } from '@/api/paging';
import {
  reportedReviewListSchema,
  reportedReviewSchema,
  reviewPageSchema,
  reviewSchema,
  type REVIEW_DESK_STATUSES,
  type ReviewCreate,
} from '@/api/reviews-contract';

/** A list of the admin's desk: open reports, held reviews, or decided ones. */
export type DeskStatus = (typeof REVIEW_DESK_STATUSES)[number];

const api = () => `${apiConfig.profiles}/api`;
const review = (id: string) => `${api()}/reviews/${encodeURIComponent(id)}`;

/** The query keys: a review written, replied to or hidden marks them stale. */
export const reviewKeys = {
  all: ['reviews'] as const,
  lawyer: (id: string) => ['reviews', 'lawyer', id] as const,
  own: ['reviews', 'own'] as const,
  page: (id: string, page: number) => ['reviews', 'lawyer', id, 'page', page] as const,
  reports: (status: DeskStatus) => ['reviews', 'reports', status] as const,
};

/** GET /api/lawyers/me/reviews/?page=N: the signed-in lawyer's own reviews, verified or not; none
 * is an empty page, so a 404 is a backend without the call
 * (docs/decisions/0117-no-such-call-or-no-such-thing.md). */
export function fetchOwnReviews(page: number, signal?: AbortSignal) {
  return request(`${api()}/lawyers/me/reviews/?page=${page}`, {
    schema: reviewPageSchema,
    auth: true,
    signal,
  });
}

/** POST /api/consultations/{id}/review/: 201; 409 when it has a review already. `held` in the
 * answer: it appears once an admin has checked it (docs/decisions/0111-held-reviews.md). */
export function createReview(consultationId: string, body: ReviewCreate) {
  return request(`${api()}/consultations/${encodeURIComponent(consultationId)}/review/`, {
    schema: reviewSchema,
    json: body,
    auth: true,
  });
}

/** POST /api/reviews/{id}/reply/: the lawyer's one reply; the review as it now is. */
export function replyToReview(reviewId: string, text: string) {
  return request(`${review(reviewId)}/reply/`, { schema: reviewSchema, json: { text }, auth: true });
}

/** POST /api/reviews/{id}/report/: anyone signed in, once per review. */
function reportReview(reviewId: string, reason: string) {
  return request(`${review(reviewId)}/report/`, { schema: z.unknown(), json: { reason }, auth: true });
}

/** reportReview as the report dialog wants it (src/components/reviews/report-review-dialog.tsx):
 * null once the report is kept, else what went wrong, in words. */
export async function reportReviewInWords(reviewId: string, reason: string): Promise<string | null> {
  try {
    await reportReview(reviewId, reason);
    return null;
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 409)
      return 'You have reported this review already.';
    const reasonError = isApiError(error) ? error.fieldErrors.reason?.[0] : undefined;
    return `Could not send the report. ${reasonError ?? (error instanceof Error ? error.message : '')}`.trim();
  }
}

/** GET /api/admin/review-reports/?status=open|decided|held&page=: a page of the admin's desk. */
export function fetchReviewReports(status: DeskStatus, page: number, signal?: AbortSignal) {
  return request(pageUrl(`${api()}/admin/review-reports/?status=${status}`, page), {
    schema: reportedReviewListSchema,
    auth: true,
    signal,
  });
}

/** POST /api/admin/reviews/{id}/hide/ {reason} or keep/: the admin's decision on a reported review. */
export function decideReview(reviewId: string, decision: { hide: true; reason: string } | { hide: false }) {
  const url = `${api()}/admin/reviews/${encodeURIComponent(reviewId)}/${decision.hide ? 'hide' : 'keep'}/`;
  return request(url, {
    schema: reportedReviewSchema,
    json: decision.hide ? { reason: decision.reason } : {},
    auth: true,
  });
}

/** POST /api/admin/reviews/{id}/publish/ (no body): a held review appears; 409 when it is not held. */
export function publishReview(reviewId: string) {
  return request(`${api()}/admin/reviews/${encodeURIComponent(reviewId)}/publish/`, {
    schema: reportedReviewSchema,
    method: 'POST',
    auth: true,
  });
}
