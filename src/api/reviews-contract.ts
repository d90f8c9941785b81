// The wire contract of reviews and public lawyer profiles (docs/decisions/0101-reviews-from-consultations.md):
// a review is written only by the client of a completed consultation, once; the lawyer may reply
// once; anyone signed in may report one, and an admin may hide it with a reason (kept, never
// deleted). A lawyer's rating and count of reviews are computed from the visible reviews.
// Shared by the SPA and the local API like contract.ts; types come from the schemas.
import { z } from 'zod';
import { CONSULTATION_TYPES, instantSchema } from './booking-contract.ts';
import { lawyerCardSchema } from './cases-contract.ts';
import { idSchema, pageOf, requiredText, text } from './contract.ts';
import { publicServiceFields } from './services-contract.ts';
import { lazySchema } from './lazy-schema.ts';

export const REVIEW_TEXT_MAX = 2000;
export const REPLY_TEXT_MAX = 2000;
const REPORT_REASON_MIN = 10;
const REPORT_REASON_MAX = 1000;

const stars = lazySchema(() =>
  z
    .int({ error: 'Choose a rating from 1 to 5 stars.' })
    .min(1, 'Choose a rating from 1 to 5 stars.')
    .max(5, 'Choose a rating from 1 to 5 stars.'),
);

// POST /api/consultations/{id}/review/ → 201 review
export const reviewCreateSchema = lazySchema(() =>
  z.strictObject({
    rating: stars,
    text: text(REVIEW_TEXT_MAX).default(''),
  }),
);
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

// POST /api/reviews/{id}/reply/ → 201 review (with its reply)
export const replyCreateSchema = lazySchema(() => z.strictObject({ text: requiredText(REPLY_TEXT_MAX) }));

const reason = lazySchema(() =>
  text(REPORT_REASON_MAX).min(
    REPORT_REASON_MIN,
    `Ensure this field has at least ${REPORT_REASON_MIN} characters.`,
  ),
);
// POST /api/reviews/{id}/report/ (anyone signed in, once each) and
// POST /api/admin/reviews/{id}/hide/ (admin) → the reason
export const reasonSchema = lazySchema(() => z.strictObject({ reason }));

/** A review as anyone sees it: the client's first name and the month of the consultation. */
export const reviewSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    rating: z.int().min(1).max(5),
    text: z.string(),
    /** null once the client has deleted their account ('A former client') */
    clientFirstName: z.string().nullable(),
    /** the consultation's month, London time: 'YYYY-MM' */
    consultationMonth: z.string().regex(/^\d{4}-\d{2}$/),
    createdAt: instantSchema,
    reply: z.object({ text: z.string(), createdAt: instantSchema }).nullable().default(null),
    /** waiting for an admin's check before it appears anywhere (docs/decisions/0111-held-reviews.md) */
    held: z.boolean().default(false),
  }),
);
export type Review = z.infer<typeof reviewSchema>;

// GET /api/lawyers/{id}/reviews/?page=N: the visible reviews, newest first
export const REVIEWS_PAGE_SIZE = 10;
export const reviewPageSchema = lazySchema(() =>
  z.object({
    count: z.int().min(0),
    page: z.int().min(1),
    pageSize: z.int().min(1),
    results: z.array(reviewSchema),
  }),
);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

// GET /api/lawyers/{id}/: a verified lawyer's public profile. `rating` and `reviews` as on the
// card (rating 0 with no reviews: shown as 'No reviews yet', never 0 stars).
export const publicLawyerSchema = lazySchema(() =>
  lawyerCardSchema.extend({
    bio: z.string(),
    /** qualifications, as the lawyer wrote them */
    education: z.string(),
    licenseNumber: z.string(),
    regulator: z.string().nullish(),
    consultationTypes: z.array(z.enum(CONSULTATION_TYPES)).default([]),
    /** a fixed first consultation, in pence; null where none */
    firstFeePence: z.int().min(0).nullish(),
    /** false while the lawyer has switched their availability off: the profile offers no booking */
    acceptingBookings: z.boolean().default(true),
    recentReviews: z.array(reviewSchema).default([]),
    // the services with their prices, the insurance and the complaints procedure
    // (docs/services-and-prices.md)
    ...publicServiceFields(),
  }),
);
export type PublicLawyer = z.infer<typeof publicLawyerSchema>;

/**
 * Why a review is held for an admin's check before it counts anywhere (docs/decisions/0111-held-reviews.md):
 * its consultation was booked less than 24 hours before its start, or by a client account less
 * than 24 hours old at the booking.
 */
export const HOLD_REASONS = ['booked_late', 'new_account'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

// GET /api/admin/review-reports/?status=open|decided|held&page=: reported reviews, most reported
// first, or the held ones, oldest first
export const REVIEW_DESK_STATUSES = ['open', 'decided', 'held'] as const;
export const reportedReviewSchema = lazySchema(() =>
  z.object({
    review: reviewSchema,
    lawyer: z.object({ id: idSchema, name: z.string() }),
    reports: z.array(z.object({ reason: z.string(), createdAt: instantSchema })),
    hidden: z.object({ reason: z.string(), at: instantSchema }).nullable(),
    /** why the review waits for an admin's check, every reason that holds; empty once published or never held */
    held: z.array(z.enum(HOLD_REASONS)).default([]),
    /** when an admin last decided: hid it, kept it and closed its reports, or published it */
    decidedAt: instantSchema.nullable(),
  }),
);
export type ReportedReview = z.infer<typeof reportedReviewSchema>;
export const reportedReviewListSchema = lazySchema(() => pageOf(reportedReviewSchema));
