// Data access for reviews (docs/decisions/0101-reviews-from-consultations.md): writing a client's
// review of a completed consultation and the lawyer's one reply, each with its notice in the same
// transaction, and reading a lawyer's visible reviews a page at a time. Once is the database's
// rule: the UNIQUE on reviews.consultation_id refuses a second review (answered 409 by the
// route), and the reply is a conditional update that only the first of two can make. A written
// review is recorded as a change of the lawyer, so matching re-reads their rating (ratings.ts).
import { LONDON } from '../../src/api/booking-contract.ts';
import type { Review, ReviewCreate } from '../../src/api/reviews-contract.ts';
import { formatWall, wallClock } from '../booking/wall-time.ts';
import { nowIso } from '../db/database.ts';
import type { Db, ReviewRow } from '../db/schema.ts';
import { recordLawyerChange } from '../match/lawyer-changes.ts';
import { firstName } from './cases.ts';
import { notify } from './notifications.ts';

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
});

export async function reviewById(db: Db, id: number): Promise<ReviewWithNames | undefined> {
  return reviewRows(db).where('rv.id', '=', id).executeTakeFirst();
}

/** The consultation a review is written about, as the review call reads it. */
export function consultationToReview(db: Db, id: number) {
  return db
    .selectFrom('consultations as c')
    .innerJoin('users as cl', 'cl.id', 'c.client_id')
    .select(['c.id', 'c.lawyer_id', 'c.client_id', 'c.status', 'c.starts_at', 'cl.name as client_name'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}
type ToReview = NonNullable<Awaited<ReturnType<typeof consultationToReview>>>;

/**
 * Keeps the client's review, records the lawyer's change and tells the lawyer, in one
 * transaction; its id. A second review of the consultation fails with the database's unique
 * violation (db/database.ts isUniqueViolation), even for two sent at the same moment.
 */
export function writeReview(db: Db, consultation: ToReview, body: ReviewCreate): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('reviews')
      .values({
        consultation_id: consultation.id,
        lawyer_id: consultation.lawyer_id,
        rating: body.rating,
        text: body.text,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordLawyerChange(trx, consultation.lawyer_id);
    const when = formatWall(Date.parse(consultation.starts_at), LONDON);
    await notify(trx, [
      {
        userId: consultation.lawyer_id,
        kind: 'review_received',
        text: `${firstName(consultation.client_name)} left a ${body.rating}-star review of your consultation on ${when}.`,
        link: '/lawyer-dashboard#reviews',
      },
    ]);
    return id;
  });
}

/**
 * Keeps the lawyer's reply and tells the client, in one transaction: false when the review has
 * a reply already. The update itself asks that there is none, so of two replies sent at once
 * only the first is kept.
 */
export function writeReply(
  db: Db,
  review: Pick<ReviewWithNames, 'id' | 'lawyer_id' | 'client_id'>,
  lawyerName: string,
  text: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const kept = await trx
      .updateTable('reviews')
      .set({ reply_text: text, reply_at: nowIso() })
      .where('id', '=', review.id)
      .where('lawyer_id', '=', review.lawyer_id)
      .where('reply_text', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!kept) return false;
    await notify(trx, [
      {
        userId: review.client_id,
        kind: 'review_reply',
        text: `${lawyerName} replied to your review.`,
        link: `/lawyers/${review.lawyer_id}`,
      },
    ]);
    return true;
  });
}

/** A lawyer's visible reviews, newest first: the page's reviews and how many there are in all. */
export async function visibleReviews(
  db: Db,
  lawyerId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ count: number; results: Review[] }> {
  const [total, rows] = await Promise.all([
    db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('lawyer_id', '=', lawyerId)
      .where('hidden_at', 'is', null)
      .executeTakeFirstOrThrow(),
    reviewRows(db)
      .where('rv.lawyer_id', '=', lawyerId)
      .where('rv.hidden_at', 'is', null)
      .orderBy('rv.created_at', 'desc')
      .orderBy('rv.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { count: Number(total.n), results: rows.map(reviewOf) };
}
