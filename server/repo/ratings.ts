// A lawyer's rating and count of reviews, computed from their visible reviews wherever they are
// shown or ranked, never stored (docs/decisions/0101-reviews-from-consultations.md); the figures
// become a card's rating by server/rules/rating.ts. Each is a
// subquery on the lawyer's id, answered from the reviews_by_lawyer index, so a query that reads
// many lawyers (the matching index loads 200,000) pays one index lookup per lawyer.
import { sql } from 'kysely';
import type { AliasedRawBuilder } from 'kysely';

/** The id column of the lawyer in the outer query, such as 'u.id' or 'r.lawyer_id'. */
type LawyerRef = string;

/**
 * Whether the review of this alias counts: not hidden, and not held for a check unless an admin
 * has published it (docs/decisions/0111-held-reviews.md). The one test of it, for every query that
 * shows, counts or averages reviews.
 */
export const counts = (alias = 'rv') =>
  sql<boolean>`(${sql.ref(`${alias}.hidden_at`)} IS NULL AND (${sql.ref(`${alias}.held`)} IS NULL OR ${sql.ref(`${alias}.published_at`)} IS NOT NULL))`;

const visible = (lawyer: LawyerRef) =>
  sql`FROM reviews rv WHERE rv.lawyer_id = ${sql.ref(lawyer)} AND ${counts()}`;

/** `review_average` and `review_count` of the lawyer, for a select list. */
export const reviewFigures = (
  lawyer: LawyerRef,
): [
  AliasedRawBuilder<number | string | null, 'review_average'>,
  AliasedRawBuilder<number | string, 'review_count'>,
] => [
  sql<number | string | null>`(SELECT avg(rv.rating) ${visible(lawyer)})`.as('review_average'),
  sql<number | string>`(SELECT count(*) ${visible(lawyer)})`.as('review_count'),
];
