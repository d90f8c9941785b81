// A lawyer's rating and count of reviews, computed from their visible reviews wherever they are
// shown or ranked, never stored (docs/decisions/0101-reviews-from-consultations.md); the figures
// become a card's rating by server/rules/rating.ts. Each is a
// subquery on the lawyer's id, answered from the reviews_by_lawyer index, so a query that reads
// many lawyers (the matching index loads 200,000) pays one index lookup per lawyer.
import { sql } from 'kysely';
import type { AliasedRawBuilder } from 'kysely';

/** The id column of the lawyer in the outer query, such as 'u.id' or 'r.lawyer_id'. */
type LawyerRef = string;

const visible = (lawyer: LawyerRef) =>
  sql`FROM reviews rv WHERE rv.lawyer_id = ${sql.ref(lawyer)} AND rv.hidden_at IS NULL`;

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
