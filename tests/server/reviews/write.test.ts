// Writing a review, POST /api/consultations/{id}/review/
// (docs/decisions/0101-reviews-from-consultations.md): only the client of a completed
// consultation, once, decided by the database even for 50 sent at once; the lawyer is told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationListSchema } from '../../../src/api/booking-contract.ts';
import { reviewSchema } from '../../../src/api/reviews-contract.ts';
import { call, casesApp, client, lawyer } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { pastConsultation } from '../support/reviews-fixtures.ts';

let app: TestApp;
let admin: string;
let theLawyer: Person;
let owner: Person;
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
  theLawyer = await lawyer(app, admin, 'Family Law', 'London');
  owner = await client(app, 'Sarah Mitchell');
});
afterAll(async () => {
  await app.dispose();
});

const review = (who: string, id: number, body: unknown = { rating: 4, text: 'Clear and kind advice.' }) =>
  call(app, 'POST', `/api/consultations/${id}/review/`, who, body);
const completed = (startsAt?: string) =>
  pastConsultation(app, { lawyerId: theLawyer.id, clientId: owner.id, ...(startsAt ? { startsAt } : {}) });
const rowsOf = (consultationId: number) =>
  app.ctx.db.selectFrom('reviews').selectAll().where('consultation_id', '=', consultationId).execute();

describe('the client of a completed consultation', () => {
  it('reviews it: 201 with the review, the lawyer is told, and the consultation shows it', async () => {
    // 23:30 UTC on 31 March is 00:30 BST on 1 April: the month is London's
    const id = await completed('2026-03-31T23:30:00.000Z');
    const res = await review(owner.access, id);
    expect(res.statusCode, res.body).toBe(201);
    const body = reviewSchema.strict().parse(res.json());
    expect(body).toEqual({
      id: expect.any(String),
      rating: 4,
      text: 'Clear and kind advice.',
      clientFirstName: 'Sarah',
      consultationMonth: '2026-04',
      createdAt: expect.stringMatching(/Z$/),
      reply: null,
      held: false,
    });
    expect(await rowsOf(id)).toHaveLength(1);

    const told = await app.ctx.db
      .selectFrom('notifications')
      .select(['kind', 'text', 'link'])
      .where('user_id', '=', theLawyer.id)
      .where('kind', '=', 'review_received')
      .execute();
    expect(told).toEqual([
      {
        kind: 'review_received',
        text: 'Sarah left a 4-star review of your consultation on Wed, 1 Apr 2026, 00:30 BST.',
        link: '/lawyer-dashboard#reviews',
      },
    ]);

    const past = await call(app, 'GET', '/api/consultations/?when=past', owner.access);
    const mine = consultationListSchema.parse(past.json()).results.find((c) => c.id === String(id));
    expect(mine?.review).toEqual({ id: body.id, rating: 4 });
  });

  it('may leave the text empty', async () => {
    const res = await review(owner.access, await completed(), { rating: 5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ rating: 5, text: '' });
  });

  it('is the only one who may: the lawyer and an admin 403, another client 404, nothing kept', async () => {
    const id = await completed();
    const other = await client(app, 'Tom Baker');
    const asLawyer = await review(theLawyer.access, id);
    expect(asLawyer.statusCode).toBe(403);
    expect((await review(admin, id)).statusCode).toBe(403);
    const asOther = await review(other.access, id);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toEqual({ detail: 'Not found.' });
    expect((await review(owner.access, 999_999)).statusCode).toBe(404);
    const anonymous = await app.api.inject({
      method: 'POST',
      url: `/api/consultations/${id}/review/`,
      payload: { rating: 5 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowsOf(id)).toEqual([]);
  });

  it.each(['requested', 'confirmed', 'cancelled', 'declined'] as const)(
    'cannot review a %s consultation: 409',
    async (status) => {
      const id = await pastConsultation(app, { lawyerId: theLawyer.id, clientId: owner.id, status });
      const res = await review(owner.access, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: 'Only a completed consultation can be reviewed.' });
      expect(await rowsOf(id)).toEqual([]);
    },
  );
});

describe('once per consultation', () => {
  it('answers a second review 409 and keeps the first', async () => {
    const id = await completed();
    expect((await review(owner.access, id, { rating: 2 })).statusCode).toBe(201);
    const again = await review(owner.access, id, { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This consultation has a review already.' });
    expect((await rowsOf(id)).map((r) => r.rating)).toEqual([2]);
  });

  it('keeps one of 50 sent at once: one 201, 49 × 409, one row', async () => {
    const id = await completed();
    const toldOfReviews = async () =>
      (
        await app.ctx.db
          .selectFrom('notifications')
          .select('id')
          .where('user_id', '=', theLawyer.id)
          .where('kind', '=', 'review_received')
          .execute()
      ).length;
    const toldBefore = await toldOfReviews();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => review(owner.access, id, { rating: (i % 5) + 1 })),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    const winner = answers.find((res) => res.statusCode === 201);
    expect(winner?.json()).toMatchObject({ id: String(rows[0]?.id) });
    // the lawyer hears of it once
    expect(await toldOfReviews()).toBe(toldBefore + 1);
  });
});

describe('what a review says', () => {
  const STARS = { rating: ['Choose a rating from 1 to 5 stars.'] };
  it.each([
    ['no stars', { rating: 0 }, STARS],
    ['six stars', { rating: 6 }, STARS],
    ['half a star', { rating: 4.5 }, STARS],
    ['a word', { rating: 'five' }, STARS],
    ['no rating', {}, { rating: ['This field is required.'] }],
    [
      'a text over 2,000 characters',
      { rating: 4, text: 'x'.repeat(2001) },
      { text: ['Ensure this field has no more than 2000 characters.'] },
    ],
  ])('refuses %s with the field’s message: 400', async (_label, body, errors) => {
    const id = await completed();
    const res = await review(owner.access, id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('names a client who deleted their account by no name', async () => {
    const gone = await client(app, 'Olivia Hart');
    const id = await pastConsultation(app, { lawyerId: theLawyer.id, clientId: gone.id });
    const res = await review(gone.access, id, { rating: 3 });
    expect(res.json()).toMatchObject({ clientFirstName: 'Olivia' });
    await app.ctx.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', gone.id)
      .execute();
    const page = await app.api.inject({ url: `/api/lawyers/${theLawyer.id}/reviews/?page=1` });
    const theirs = (page.json() as { results: Array<{ id: string }> }).results.find(
      (r) => r.id === (res.json() as { id: string }).id,
    );
    expect(theirs).toMatchObject({ clientFirstName: null, rating: 3 });
  });
});
