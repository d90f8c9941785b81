// Queries of reviews (docs/decisions/0101-reviews-from-consultations.md): writing a client's
// review and the lawyer's one reply, and reading a lawyer's visible reviews a page at a time. Once
// is the database's rule: the UNIQUE on reviews.consultation_id refuses a second review, and the
// reply is a conditional update that only the first of two can make. Who is told is
// server/services/reviews/write.ts's.
import type { Kysely } from 'kysely';
import { LONDON } from '../../src/api/booking-contract.ts';
import { HOLD_REASONS } from '../../src/api/reviews-contract.ts';
import type { HoldReason, Review, ReviewCreate } from '../../src/api/reviews-contract.ts';
import { wallClock } from '../rules/booking/wall-time.ts';
import { nowIso } from '../db/database.ts';
import type { Database, Db, ReviewRow } from '../db/schema.ts';
import { firstName } from '../rules/disclosure.ts';
import { counts } from './ratings.ts';

/** What the public profile shows of the newest reviews. */
export const RECENT_REVIEWS = 3;

export type ReviewWithNames = ReviewRow & {
  starts_at: string;
  client_id: number;
  client_name: string;
  client_deleted_at: string | null;
};

/** Reviews with what a review shows of its consultation and client. */
export const reviewRows = (db: Db) =>
  db
    .selectFrom('reviews as rv')
    .innerJoin('consultations as c', 'c.id', 'rv.consultation_id')
    .innerJoin('users as cl', 'cl.id', 'c.client_id')
    .selectAll('rv')
    .select(['c.starts_at', 'c.client_id', 'cl.name as client_name', 'cl.deleted_at as client_deleted_at']);

/** A review as anyone sees it: the client's first name (none once they deleted their account). */
export const reviewOf = (row: ReviewWithNames): Review => ({
  id: String(row.id),
  rating: row.rating,
  text: row.text,
  clientFirstName: row.client_deleted_at === null ? firstName(row.client_name) || null : null,
  consultationMonth: wallClock(Date.parse(row.starts_at), LONDON).date.slice(0, 7),
  createdAt: row.created_at,
  reply:
    row.reply_text !== null && row.reply_at !== null
      ? { text: row.reply_text, createdAt: row.reply_at }
      : null,
  held: heldReasons(row).length > 0,
});

/** Why the review still waits for an admin's check: none once published, or when never held. */
export function heldReasons(row: Pick<ReviewRow, 'held' | 'published_at'>): HoldReason[] {
  return row.published_at !== null ? [] : heldFor(row.held);
}

/** Every reason the review was held for, as kept, published since or not; none when never held. */
export function heldFor(held: string | null): HoldReason[] {
  if (held === null) return [];
  const parsed: unknown = JSON.parse(held);
  return Array.isArray(parsed) ? parsed.filter((r): r is HoldReason => HOLD_REASONS.includes(r)) : [];
}

export async function reviewById(db: Db, id: number): Promise<ReviewWithNames | undefined> {
  return reviewRows(db).where('rv.id', '=', id).executeTakeFirst();
}

/** The consultation a review is written about, as the review call reads it. */
export function consultationToReview(db: Db, id: number) {
  return db
    .selectFrom('consultations as c')
    .innerJoin('users as cl', 'cl.id', 'c.client_id')
    .select([
      'c.id',
      'c.lawyer_id',
      'c.client_id',
      'c.status',
      'c.no_show_by',
      'c.starts_at',
      'c.created_at as booked_at',
      'cl.name as client_name',
      'cl.created_at as client_since',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}
export type ToReview = NonNullable<Awaited<ReturnType<typeof consultationToReview>>>;

/**
 * Writes the client's review, held for a check for these reasons; a second review of the
 * consultation fails with the database's unique violation.
 */
export async function insertReview(
  trx: Kysely<Database>,
  consultation: ToReview,
  body: ReviewCreate,
  held: readonly HoldReason[],
): Promise<number> {
  const { id } = await trx
    .insertInto('reviews')
    .values({
      consultation_id: consultation.id,
      lawyer_id: consultation.lawyer_id,
      rating: body.rating,
      text: body.text,
      created_at: nowIso(),
      // held for an admin's check, with why; null: it counts at once
      held: held.length > 0 ? JSON.stringify(held) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes the lawyer's reply if the review has none yet (of two sent at once only the first): whether it did. */
export async function insertReply(
  trx: Kysely<Database>,
  review: Pick<ReviewWithNames, 'id' | 'lawyer_id'>,
  text: string,
): Promise<boolean> {
  const kept = await trx
    .updateTable('reviews')
    .set({ reply_text: text, reply_at: nowIso() })
    .where('id', '=', review.id)
    .where('lawyer_id', '=', review.lawyer_id)
    .where('reply_text', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return kept !== undefined;
}

/** A lawyer's visible reviews, newest first: the page's reviews and how many there are in all. */
export async function visibleReviews(
  db: Db,
  lawyerId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ count: number; results: Review[] }> {
  const [total, rows] = await Promise.all([
    db
      .selectFrom('reviews as rv')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('rv.lawyer_id', '=', lawyerId)
      .where(counts())
      .executeTakeFirstOrThrow(),
    reviewRows(db)
      .where('rv.lawyer_id', '=', lawyerId)
      .where(counts())
      .orderBy('rv.created_at', 'desc')
      .orderBy('rv.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { count: Number(total.n), results: rows.map(reviewOf) };
}
