// Reviews held for a check (docs/decisions/0111-held-reviews.md): a review of a consultation
// booked less than 24 hours before its start, or by a client account less than 24 hours old at
// the booking, counts nowhere until an admin publishes it from the review desk; then it counts,
// and the lawyer is told of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reportedReviewListSchema,
  reportedReviewSchema,
  reviewPageSchema,
  reviewSchema,
} from '../../../src/api/reviews-contract.ts';
import { call, casesApp, client, lawyer } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { pastConsultation } from '../support/reviews-fixtures.ts';

const HOUR = 3_600_000;

let app: TestApp;
let admin: string;
let theLawyer: Person;
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
  theLawyer = await lawyer(app, admin, 'Family Law', 'London', { name: 'Amelia Hughes' });
});
afterAll(() => app.dispose());

/** A completed consultation booked `bookedAhead` before its start, by a client whose account is `accountAge` old then. */
async function consultation(bookedAhead: number, accountAge: number) {
  const owner = await client(app, 'Sarah Mitchell');
  const id = await pastConsultation(app, { lawyerId: theLawyer.id, clientId: owner.id });
  const { starts_at } = await app.ctx.db
    .selectFrom('consultations')
    .select('starts_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const bookedAt = Date.parse(starts_at) - bookedAhead;
  await app.ctx.db
    .updateTable('consultations')
    .set({ created_at: new Date(bookedAt).toISOString() })
    .where('id', '=', id)
    .execute();
  await app.ctx.db
    .updateTable('users')
    .set({ created_at: new Date(bookedAt - accountAge).toISOString() })
    .where('id', '=', owner.id)
    .execute();
  return { id, owner };
}

const write = (who: Person, id: number) =>
  call(app, 'POST', `/api/consultations/${id}/review/`, who.access, { rating: 5, text: 'Excellent.' });
const profile = async () =>
  reviewPageSchema.parse((await app.api.inject({ url: `/api/lawyers/${theLawyer.id}/reviews/` })).json());
const told = async () =>
  (
    await app.ctx.db
      .selectFrom('notifications')
      .select('text')
      .where('user_id', '=', theLawyer.id)
      .where('kind', '=', 'review_received')
      .execute()
  ).map((n) => n.text);
const desk = async (status: string) =>
  reportedReviewListSchema.parse(
    (await call(app, 'GET', `/api/admin/review-reports/?status=${status}`, admin)).json(),
  );

describe('a review', () => {
  it.each([
    ['booked 3 hours ahead by an old account', 3 * HOUR, 30 * 24 * HOUR, ['booked_late']],
    ['booked 2 days ahead by an account made an hour before', 48 * HOUR, HOUR, ['new_account']],
    ['booked 2 hours ahead by a new account', 2 * HOUR, 0, ['booked_late', 'new_account']],
  ])('%s is held, counts nowhere, and is published by an admin', async (_what, ahead, age, why) => {
    const { id, owner } = await consultation(ahead, age);
    const before = await profile();
    const toldBefore = await told();

    const res = await write(owner, id);
    expect(res.statusCode, res.body).toBe(201);
    expect(reviewSchema.parse(res.json())).toMatchObject({ rating: 5, held: true });
    // not on the profile, not in the rating, not told to the lawyer
    expect(await profile()).toMatchObject({ count: before.count });
    const card = (await app.api.inject({ url: `/api/lawyers/${theLawyer.id}/` })).json() as {
      reviews: number;
    };
    expect(card.reviews).toBe(before.count);
    expect(await told()).toEqual(toldBefore);

    // the desk lists it, with why
    const held = (await desk('held')).results.find((r) => r.review.id === (res.json() as { id: string }).id);
    expect(held).toMatchObject({ held: why, hidden: null, decidedAt: null });

    const published = await call(app, 'POST', `/api/admin/reviews/${held?.review.id}/publish/`, admin);
    expect(published.statusCode, published.body).toBe(200);
    expect(reportedReviewSchema.parse(published.json())).toMatchObject({
      held: [],
      decidedAt: expect.any(String),
    });
    expect(await profile()).toMatchObject({ count: before.count + 1 });
    expect(await told()).toHaveLength(toldBefore.length + 1);
    expect((await desk('held')).results.some((r) => r.review.id === held?.review.id)).toBe(false);
    // once is enough
    expect(
      (await call(app, 'POST', `/api/admin/reviews/${held?.review.id}/publish/`, admin)).statusCode,
    ).toBe(409);
  });

  it('booked a day ahead by an account a day old counts at once and cannot be published', async () => {
    const { id, owner } = await consultation(25 * HOUR, 25 * HOUR);
    const before = await profile();
    const res = await write(owner, id);
    expect(reviewSchema.parse(res.json())).toMatchObject({ held: false });
    expect(await profile()).toMatchObject({ count: before.count + 1 });
    const reviewId = (res.json() as { id: string }).id;
    expect((await call(app, 'POST', `/api/admin/reviews/${reviewId}/publish/`, admin)).statusCode).toBe(409);
    // only an admin publishes
    expect(
      (await call(app, 'POST', `/api/admin/reviews/${reviewId}/publish/`, owner.access)).statusCode,
    ).toBe(403);
  });
});
