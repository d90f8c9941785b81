// Replies, reports and the admin's decisions (docs/decisions/0101-reviews-from-consultations.md):
// the reviewed lawyer replies once (of two at once, one is kept), anyone signed in reports a
// review once, and an admin hides one with a reason (kept, gone from the public lists, still in
// the decided list) or keeps it visible; a report after a keep opens it again.
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
import { reviewedConsultation } from '../support/reviews-fixtures.ts';

let app: TestApp;
let admin: string;
let theLawyer: Person;
let owner: Person;
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
  theLawyer = await lawyer(app, admin, 'Family Law', 'Bristol', { name: 'Priya Shah' });
  owner = await client(app, 'Sarah Mitchell');
});
afterAll(async () => {
  await app.dispose();
});

const aReview = async (rating = 4) =>
  String((await reviewedConsultation(app, { lawyerId: theLawyer.id, clientId: owner.id, rating })).reviewId);
const replyTo = (who: string, id: string, text = 'Thank you for your kind words.') =>
  call(app, 'POST', `/api/reviews/${id}/reply/`, who, { text });
const report = (who: string, id: string, reason = 'This review is not about a consultation.') =>
  call(app, 'POST', `/api/reviews/${id}/report/`, who, { reason });
const reports = async (status: 'open' | 'decided') => {
  const res = await call(app, 'GET', `/api/admin/review-reports/?status=${status}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return reportedReviewListSchema.parse(res.json()).results;
};
const publicIds = async () => {
  const page = reviewPageSchema.parse(
    (await app.api.inject({ url: `/api/lawyers/${theLawyer.id}/reviews/` })).json(),
  );
  const profile = (await app.api.inject({ url: `/api/lawyers/${theLawyer.id}/` })).json() as {
    recentReviews: Array<{ id: string }>;
  };
  return { page: page.results.map((r) => r.id), recent: profile.recentReviews.map((r) => r.id) };
};

describe("the lawyer's reply", () => {
  it('is kept once, shown on the review, and the client is told', async () => {
    const id = await aReview();
    const res = await replyTo(theLawyer.access, id);
    expect(res.statusCode, res.body).toBe(201);
    expect(reviewSchema.strict().parse(res.json())).toMatchObject({
      id,
      reply: { text: 'Thank you for your kind words.', createdAt: expect.stringMatching(/Z$/) },
    });
    const again = await replyTo(theLawyer.access, id, 'A second thought.');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'You have replied to this review already.' });
    const told = await app.ctx.db
      .selectFrom('notifications')
      .select(['kind', 'text', 'link'])
      .where('user_id', '=', owner.id)
      .where('kind', '=', 'review_reply')
      .execute();
    expect(told).toEqual([
      { kind: 'review_reply', text: 'Priya Shah replied to your review.', link: `/lawyers/${theLawyer.id}` },
    ]);
    const shown = reviewPageSchema.parse(
      (await app.api.inject({ url: `/api/lawyers/${theLawyer.id}/reviews/` })).json(),
    );
    expect(shown.results.find((r) => r.id === id)?.reply?.text).toBe('Thank you for your kind words.');
  });

  it('of two sent at once, one is kept: one 201, one 409', async () => {
    const id = await aReview();
    const answers = await Promise.all([
      replyTo(theLawyer.access, id, 'First reply.'),
      replyTo(theLawyer.access, id, 'Second reply.'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const won = answers.find((a) => a.statusCode === 201)?.json() as { reply: { text: string } };
    const row = await app.ctx.db
      .selectFrom('reviews')
      .select('reply_text')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.reply_text).toBe(won.reply.text);
  });

  it('is only the reviewed lawyer’s: another lawyer 403, the client 403, unknown 404, blank 400', async () => {
    const id = await aReview();
    const other = await lawyer(app, admin, 'Family Law', 'Bristol');
    expect((await replyTo(other.access, id)).statusCode).toBe(403);
    expect((await replyTo(owner.access, id)).statusCode).toBe(403);
    expect((await replyTo(theLawyer.access, '999999')).statusCode).toBe(404);
    const blank = await replyTo(theLawyer.access, id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ text: ['This field may not be blank.'] });
    const row = await app.ctx.db
      .selectFrom('reviews')
      .select('reply_text')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.reply_text).toBeNull();
  });
});

describe('reports', () => {
  it('anyone signed in reports a review once; a short reason is 400; no token 401', async () => {
    const id = await aReview();
    const reader = await client(app, 'Tom Baker');
    const res = await report(reader.access, id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    const again = await report(reader.access, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'You have reported this review already.' });
    // the reviewed lawyer may report it too
    expect((await report(theLawyer.access, id)).statusCode).toBe(201);
    const short = await report(owner.access, id, 'Rude');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ reason: ['Ensure this field has at least 10 characters.'] });
    const anonymous = await app.api.inject({
      method: 'POST',
      url: `/api/reviews/${id}/report/`,
      payload: { reason: 'Not a real consultation.' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await report(reader.access, '999999')).statusCode).toBe(404);
    const kept = await app.ctx.db
      .selectFrom('review_reports')
      .select('reporter_id')
      .where('review_id', '=', Number(id))
      .execute();
    expect(kept.map((r) => r.reporter_id).sort()).toEqual([reader.id, theLawyer.id].sort());
  });
});

describe("the admin's decisions", () => {
  it('lists the open reports, hides a review with a reason: gone from the public lists, still decided', async () => {
    const id = await aReview(1);
    const reader = await client(app, 'Tom Baker');
    await report(reader.access, id, 'Insults the lawyer by name.');
    await report(theLawyer.access, id, 'I never met this client.');
    const open = (await reports('open')).find((r) => r.review.id === id);
    expect(open).toMatchObject({
      review: { id, rating: 1, clientFirstName: 'Sarah' },
      lawyer: { id: String(theLawyer.id), name: 'Priya Shah' },
      reports: [{ reason: 'Insults the lawyer by name.' }, { reason: 'I never met this client.' }],
      hidden: null,
      decidedAt: null,
    });
    expect((await publicIds()).page).toContain(id);

    const hide = await call(app, 'POST', `/api/admin/reviews/${id}/hide/`, admin, {
      reason: 'Abusive: against the review policy.',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(reportedReviewSchema.parse(hide.json())).toMatchObject({
      hidden: { reason: 'Abusive: against the review policy.' },
      decidedAt: expect.any(String),
    });
    const gone = await publicIds();
    expect(gone.page).not.toContain(id);
    expect(gone.recent).not.toContain(id);
    expect((await reports('open')).map((r) => r.review.id)).not.toContain(id);
    const decided = (await reports('decided')).find((r) => r.review.id === id);
    expect(decided?.hidden?.reason).toBe('Abusive: against the review policy.');
    // kept, not deleted, with who hid it
    const row = await app.ctx.db
      .selectFrom('reviews')
      .select(['hidden_by', 'text'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.hidden_by).not.toBeNull();
    expect(row.text).toBe('A 1-star consultation.');
    // a hidden review is neither hidden again, nor reported, nor replied to
    const twice = await call(app, 'POST', `/api/admin/reviews/${id}/hide/`, admin, {
      reason: 'Once more, please.',
    });
    expect(twice.statusCode).toBe(409);
    expect((await report(owner.access, id)).statusCode).toBe(404);
    expect((await replyTo(theLawyer.access, id)).statusCode).toBe(404);
    expect((await call(app, 'POST', `/api/admin/reviews/${id}/keep/`, admin)).statusCode).toBe(409);
  });

  it('keeps a review visible; a later report opens it again', async () => {
    const id = await aReview(2);
    const reader = await client(app, 'Tom Baker');
    await report(reader.access, id, 'I think this is unfair.');
    const keep = await call(app, 'POST', `/api/admin/reviews/${id}/keep/`, admin);
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json()).toMatchObject({ hidden: null, decidedAt: expect.any(String) });
    expect((await reports('open')).map((r) => r.review.id)).not.toContain(id);
    expect((await reports('decided')).map((r) => r.review.id)).toContain(id);
    expect((await publicIds()).page).toContain(id);
    // a new report, made after the decision
    await new Promise((resolve) => setTimeout(resolve, 5));
    await report(theLawyer.access, id, 'Still unfair, and untrue.');
    expect((await reports('open')).map((r) => r.review.id)).toContain(id);
    expect((await reports('decided')).map((r) => r.review.id)).not.toContain(id);
  });

  it('is the admin’s alone: a client or a lawyer 403; an unknown review 404; a short reason 400', async () => {
    const id = await aReview();
    for (const who of [owner.access, theLawyer.access]) {
      expect((await call(app, 'GET', '/api/admin/review-reports/', who)).statusCode).toBe(403);
      expect(
        (await call(app, 'POST', `/api/admin/reviews/${id}/hide/`, who, { reason: 'Not allowed to.' }))
          .statusCode,
      ).toBe(403);
      expect((await call(app, 'POST', `/api/admin/reviews/${id}/keep/`, who)).statusCode).toBe(403);
    }
    expect((await call(app, 'POST', '/api/admin/reviews/999999/keep/', admin)).statusCode).toBe(404);
    const short = await call(app, 'POST', `/api/admin/reviews/${id}/hide/`, admin, { reason: 'No.' });
    expect(short.statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/admin/review-reports/?status=all', admin)).statusCode).toBe(400);
    expect((await publicIds()).page).toContain(id);
  });
});
