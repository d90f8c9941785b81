// Consultations in the past and their reviews, written straight into the database: a review is
// only ever of a completed consultation, and completing one through the calls takes a booking,
// a confirmation and a clock moved past its end. A written review is recorded as a change of
// the lawyer, as the review call does, so matching re-reads the lawyer's rating.
import type { ConsultationStatus } from '../../../src/api/booking-contract.ts';
import { recordLawyerChange } from '../../../server/repo/lawyer-changes.ts';
import type { TestApp } from './helpers.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// each consultation an hour apart from every other, all of them in the past
let slot = 0;
const nextStart = () => Date.now() - 30 * DAY - (slot += 1) * HOUR;

export interface PastConsultation {
  lawyerId: number;
  clientId: number;
  /** completed unless said */
  status?: ConsultationStatus;
  /** the start; by default a free hour more than 30 days ago */
  startsAt?: string;
}

/** A consultation between the two that has ended, completed unless said; its id. */
export async function pastConsultation(app: TestApp, c: PastConsultation): Promise<number> {
  const start = c.startsAt ? Date.parse(c.startsAt) : nextStart();
  const end = new Date(start + 30 * 60 * 1000).toISOString();
  const at = new Date(start - 7 * DAY).toISOString();
  const status = c.status ?? 'completed';
  const row = await app.ctx.db
    .insertInto('consultations')
    .values({
      lawyer_id: c.lawyerId,
      client_id: c.clientId,
      case_id: null,
      type: 'video',
      starts_at: new Date(start).toISOString(),
      ends_at: end,
      blocked_until: end,
      status,
      fee_pence: 5000,
      join_url: null,
      phone: null,
      address: null,
      note: null,
      reason: status === 'cancelled' ? 'Something came up.' : null,
      closed_by: status === 'cancelled' ? 'client' : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // the client had their account before they booked, and long enough that a review of it is
  // not held for a check (docs/decisions/0111-held-reviews.md)
  await app.ctx.db
    .updateTable('users')
    .set({ created_at: new Date(Date.parse(at) - 30 * DAY).toISOString() })
    .where('id', '=', c.clientId)
    .where('created_at', '>', new Date(Date.parse(at) - 30 * DAY).toISOString())
    .execute();
  return row.id;
}

export interface GivenReview extends Omit<PastConsultation, 'status'> {
  rating: number;
  text?: string;
  /** when it was written; by default a day after the consultation */
  createdAt?: string;
  /** hidden by an admin with this reason */
  hiddenReason?: string;
}

/** A completed consultation with the client's review of it: both ids. */
export async function reviewedConsultation(
  app: TestApp,
  r: GivenReview,
): Promise<{ consultationId: number; reviewId: number }> {
  const consultationId = await pastConsultation(app, r);
  const { starts_at } = await app.ctx.db
    .selectFrom('consultations')
    .select('starts_at')
    .where('id', '=', consultationId)
    .executeTakeFirstOrThrow();
  const createdAt = r.createdAt ?? new Date(Date.parse(starts_at) + DAY).toISOString();
  const reviewId = await app.ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('reviews')
      .values({
        consultation_id: consultationId,
        lawyer_id: r.lawyerId,
        rating: r.rating,
        text: r.text ?? `A ${r.rating}-star consultation.`,
        created_at: createdAt,
        hidden_at: r.hiddenReason ? createdAt : null,
        hidden_reason: r.hiddenReason ?? null,
        decided_at: r.hiddenReason ? createdAt : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordLawyerChange(trx, r.lawyerId);
    return row.id;
  });
  return { consultationId, reviewId };
}

/** One review of the client's for each rating, each of its own consultation: the review ids. */
export async function givenReviews(
  app: TestApp,
  lawyerId: number,
  clientId: number,
  ratings: readonly number[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const rating of ratings) {
    ids.push((await reviewedConsultation(app, { lawyerId, clientId, rating })).reviewId);
  }
  return ids;
}
