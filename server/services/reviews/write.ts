// Writing about reviews (docs/decisions/0101-reviews-from-consultations.md): the client's review of
// a completed consultation, the reviewed lawyer's one reply, and a report by anyone signed in,
// each with its notice in the same transaction. "Once" is the database's each time
// (server/repo/reviews.ts, server/repo/review-reports.ts): the second of two sent at the same
// moment is answered 409 like any later one. A review is recorded as a change of the lawyer, so
// every instance's matching re-reads their rating.
import { LONDON } from '../../../src/api/booking-contract.ts';
import type { Review, ReviewCreate } from '../../../src/api/reviews-contract.ts';
import { isUniqueViolation } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { recordLawyerChange } from '../../repo/lawyer-changes.ts';
import { lawyerFacts } from '../../repo/leads.ts';
import { notify } from '../../repo/notifications.ts';
import type { NewNotification } from '../../repo/notifications.ts';
import { keepReport, publishHeld } from '../../repo/review-reports.ts';
import { consultationToReview, insertReply, insertReview, reviewById, reviewOf } from '../../repo/reviews.ts';
import { formatWall } from '../../rules/booking/wall-time.ts';
import { firstName } from '../../rules/disclosure.ts';
import { holdReasons } from '../../rules/review-hold.ts';

const REVIEWED_ALREADY = 'This consultation has a review already.';
const NOT_COMPLETED = 'Only a completed consultation can be reviewed.';
const REPLIED_ALREADY = 'You have replied to this review already.';
const REPORTED_ALREADY = 'You have reported this review already.';
const NOT_YOUR_REVIEW = 'Only the lawyer who was reviewed can reply.';
const NOT_HELD = 'This review is not waiting for a check.';

async function shownReview(db: Db, id: number): Promise<Review> {
  const kept = await reviewById(db, id);
  if (!kept) throw notFound();
  return reviewOf(kept);
}

/** The bell's notice to the lawyer of a review that counts. */
const reviewReceived = (
  lawyerId: number,
  about: { client_name: string; starts_at: string },
  rating: number,
): NewNotification => ({
  userId: lawyerId,
  kind: 'review_received',
  text: `${firstName(about.client_name)} left a ${rating}-star review of your consultation on ${formatWall(Date.parse(about.starts_at), LONDON)}.`,
  link: '/lawyer-dashboard#reviews',
});

/**
 * The client reviews their completed consultation, once. A review that counts at once records the
 * lawyer's change and tells the lawyer; one held for a check (server/rules/review-hold.ts) does
 * both when an admin publishes it (publishReview).
 */
export async function writeReview(
  db: Db,
  clientId: number,
  consultationId: number,
  body: ReviewCreate,
): Promise<Review> {
  const consultation = await consultationToReview(db, consultationId);
  // as with every consultation call, one that is not the caller's is not found
  if (!consultation || consultation.client_id !== clientId) throw notFound();
  // a lawyer the client reported as not attending can be reviewed; a client the lawyer reported
  // cannot review (docs/decisions/0129-cancellation-policy-and-no-shows.md)
  const lawyerAbsent = consultation.status === 'no_show' && consultation.no_show_by === 'lawyer';
  if (consultation.status !== 'completed' && !lawyerAbsent) throw new ApiError(409, NOT_COMPLETED);
  let id: number;
  try {
    const held = holdReasons({
      bookedAt: consultation.booked_at,
      startsAt: consultation.starts_at,
      clientSince: consultation.client_since,
    });
    id = await db.transaction().execute(async (trx) => {
      const kept = await insertReview(trx, consultation, body, held);
      if (held.length === 0) {
        await recordLawyerChange(trx, consultation.lawyer_id);
        await notify(trx, [reviewReceived(consultation.lawyer_id, consultation, body.rating)]);
      }
      return kept;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, REVIEWED_ALREADY);
    throw error;
  }
  return shownReview(db, id);
}

/** The reviewed lawyer replies once; the client is told. */
export async function writeReply(
  db: Db,
  lawyer: { id: number; name: string },
  reviewId: number,
  text: string,
): Promise<Review> {
  const review = await reviewById(db, reviewId);
  if (!review || review.hidden_at !== null) throw notFound();
  if (review.lawyer_id !== lawyer.id) throw new ApiError(403, NOT_YOUR_REVIEW);
  // the name the client knows them by: their profile's
  const name = (await lawyerFacts(db, lawyer.id))?.name ?? lawyer.name;
  const kept = await db.transaction().execute(async (trx) => {
    if (!(await insertReply(trx, review, text))) return false;
    await notify(trx, [
      {
        userId: review.client_id,
        kind: 'review_reply',
        text: `${name} replied to your review.`,
        link: `/lawyers/${review.lawyer_id}`,
      },
    ]);
    return true;
  });
  if (!kept) throw new ApiError(409, REPLIED_ALREADY);
  return shownReview(db, review.id);
}

/** An admin publishes a held review: it counts from now on, and the lawyer is told of it. */
export async function publishReview(db: Db, reviewId: number): Promise<void> {
  const review = await reviewById(db, reviewId);
  if (!review) throw notFound();
  const published = await db.transaction().execute(async (trx) => {
    const done = await publishHeld(trx, review.id);
    if (done) await notify(trx, [reviewReceived(done.lawyer_id, review, review.rating)]);
    return done !== undefined;
  });
  if (!published) throw new ApiError(409, NOT_HELD);
}

/** Anyone signed in reports a visible review, once. */
export async function reportReview(
  db: Db,
  reporterId: number,
  reviewId: number,
  reason: string,
): Promise<void> {
  const review = await reviewById(db, reviewId);
  if (!review || review.hidden_at !== null) throw notFound();
  try {
    await keepReport(db, review.id, reporterId, reason);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, REPORTED_ALREADY);
    throw error;
  }
}
