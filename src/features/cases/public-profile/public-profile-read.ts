// The public profile's two answers read by hand (src/api/read-by-hand.ts, its lawyer's services
// with src/api/services-read.ts), without zod: the page is public and must load
// within the public pages' script budget, which zod and the contract's schemas would break
// (docs/decisions/0103-public-lawyer-profile.md, docs/decisions/0017-content-first-public-pages.md).
// The types are the contract's (src/api/reviews-contract.ts); a test holds this reader to the
// schemas on the smallest answer they allow and on a full one.
import { apiConfig } from '@/api/config';
import { takeEarlyAnswer } from '@/api/early-answer';
import type { PublicLawyer, Review, ReviewPage } from '@/api/reviews-contract';
import { indemnityInsurance, service } from '@/api/services-read';
import {
  absentOr,
  array,
  boolean,
  check,
  count,
  getJson,
  id,
  list,
  matching,
  nullOr,
  number,
  optional,
  shape,
  string,
} from '@/api/read-by-hand';

const instant = matching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/);

const review = shape<Review>({
  id,
  rating: number(1, 5, true),
  text: string,
  clientFirstName: (v) => (v === null ? null : string(v)),
  consultationMonth: matching(/^\d{4}-\d{2}$/),
  createdAt: instant,
  reply: optional(shape({ text: string, createdAt: instant })),
  // absent is false (the contract's default): a public profile shows no held review
  held: (v) => (v === undefined ? false : boolean(v)),
});

const CONSULTATION_TYPES = ['video', 'phone', 'in_person'] as const;

/** What a lawyer as a card carries, in the public profile's answer and in each of the directory's. */
export const cardFields = {
  id,
  name: string,
  profile_picture: optional(string),
  specialization: string,
  rating: number(0, 5),
  reviews: count,
  isVerified: boolean,
  location: string,
  experience: number(),
  hourlyRate: optional(number()),
  verifiedAt: optional(string),
  distance: optional(string),
};

/** GET /api/lawyers/{id}/ as the page shows it. */
export const readPublicLawyer = shape<PublicLawyer>({
  ...cardFields,
  bio: string,
  education: string,
  licenseNumber: string,
  regulator: optional(string),
  consultationTypes: list((v) =>
    check<PublicLawyer['consultationTypes'][number]>(
      CONSULTATION_TYPES.some((type) => type === v),
      v,
    ),
  ),
  firstFeePence: optional(count),
  // absent is true (the contract's default): a backend that does not say offers booking
  acceptingBookings: (v) => (v === undefined ? true : boolean(v)),
  recentReviews: list(review),
  services: absentOr(list(service)),
  indemnityInsurance: absentOr(nullOr(indemnityInsurance)),
  complaints: absentOr(nullOr(string)),
  // docs/decisions/0125-fair-leads-and-response-time.md
  responseTimeHours: absentOr(nullOr(count)),
});

/** GET /api/lawyers/{id}/reviews/?page=N */
export const readReviewPage = shape<ReviewPage>({
  count,
  page: number(1, undefined, true),
  pageSize: number(1, undefined, true),
  results: array(review),
});

const lawyerUrl = (id: string) => `${apiConfig.profiles}/api/lawyers/${encodeURIComponent(id)}`;

/** GET /api/lawyers/{id}/, or the same request already under way, once: the profile's frame asks
 * for its lawyer itself (docs/decisions/0133-public-profile-paints-at-once.md) */
export function loadPublicLawyer(id: string, signal?: AbortSignal) {
  const url = `${lawyerUrl(id)}/`;
  return getJson(url, readPublicLawyer, signal, takeEarlyAnswer(url)?.answer);
}

export const loadReviewPage = (id: string, page: number, signal?: AbortSignal) =>
  getJson(`${lawyerUrl(id)}/reviews/?page=${page}`, readReviewPage, signal);
