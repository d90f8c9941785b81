// A lawyer's rating and count of reviews, computed from their visible reviews wherever they are
// shown (docs/decisions/0101-reviews-from-consultations.md): the match card, the card on a
// response to a case, the public profile and the lawyer's own figures agree; no reviews is
// rating 0 and no average; a hidden review leaves both; matching re-ranks after a review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDetailSchema } from '../../../src/api/cases-contract.ts';
import type { Category } from '../../../src/api/contract.ts';
import { matchResponseSchema } from '../../../src/api/contract.ts';
import { publicLawyerSchema } from '../../../src/api/reviews-contract.ts';
import { meStatsSchema } from '../../../src/api/stats-contract.ts';
import { RESPONSE, call, casesApp, client, lawyer, postCase } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { givenReviews, pastConsultation, reviewedConsultation } from '../support/reviews-fixtures.ts';

let app: TestApp;
let admin: string;
let owner: Person;
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
  owner = await client(app, 'Sarah Mitchell');
});
afterAll(async () => {
  await app.dispose();
});

interface Figures {
  rating: number;
  reviews: number;
}

async function matchCards(category: Category, city: string) {
  await app.ctx.lawyers.refresh();
  const res = await app.match.inject({
    method: 'POST',
    url: '/api/match-lawyer',
    payload: { city, issue: 'I need advice.', category },
  });
  expect(res.statusCode).toBe(200);
  return matchResponseSchema.parse(res.json()).lawyers;
}

/** The lawyer's figures on each place they are shown, and their own average. */
async function everywhere(who: Person, category: Category, city: string) {
  const card = (await matchCards(category, city)).find((l) => l.id === String(who.id));
  const caseId = await postCase(app, owner.access, { location: city, category });
  const responded = await call(app, 'POST', `/api/cases/${caseId}/responses/`, who.access, RESPONSE);
  expect(responded.statusCode, responded.body).toBe(201);
  const detail = caseDetailSchema.parse(
    (await call(app, 'GET', `/api/cases/${caseId}/`, owner.access)).json(),
  );
  const profile = publicLawyerSchema.parse((await app.api.inject({ url: `/api/lawyers/${who.id}/` })).json());
  const stats = meStatsSchema.parse((await call(app, 'GET', '/api/accounts/me/stats/', who.access)).json());
  const pick = (f: Figures | undefined) => f && { rating: f.rating, reviews: f.reviews };
  return {
    match: pick(card),
    response: pick(detail.responses[0]?.lawyer),
    profile: pick(profile),
    stats: stats.role === 'lawyer' ? { averageRating: stats.averageRating, reviews: stats.reviews } : stats,
  };
}

describe('the arithmetic', () => {
  it('5, 4 and 4 stars are 4.3 from 3 reviews on every card and in the lawyer’s figures', async () => {
    const me = await lawyer(app, admin, 'Tax Law', 'Truro');
    await givenReviews(app, me.id, owner.id, [5, 4, 4]);
    const figures = { rating: 4.3, reviews: 3 };
    expect(await everywhere(me, 'Tax Law', 'Truro')).toEqual({
      match: figures,
      response: figures,
      profile: figures,
      stats: { averageRating: 4.3, reviews: 3 },
    });
  });

  it('no reviews is rating 0 and 0 reviews, and no average at all in the lawyer’s figures', async () => {
    const me = await lawyer(app, admin, 'Tax Law', 'Penzance');
    // a consultation that was completed but not reviewed counts for nothing
    await pastConsultation(app, { lawyerId: me.id, clientId: owner.id });
    const none = { rating: 0, reviews: 0 };
    expect(await everywhere(me, 'Tax Law', 'Penzance')).toEqual({
      match: none,
      response: none,
      profile: none,
      stats: { averageRating: null, reviews: 0 },
    });
  });

  it('a hidden review leaves the average and the count', async () => {
    const me = await lawyer(app, admin, 'Tax Law', 'Exeter');
    await givenReviews(app, me.id, owner.id, [5, 4, 4]);
    await reviewedConsultation(app, {
      lawyerId: me.id,
      clientId: owner.id,
      rating: 1,
      hiddenReason: 'Abusive.',
    });
    const { reviewId } = await reviewedConsultation(app, { lawyerId: me.id, clientId: owner.id, rating: 1 });
    const profile = async () =>
      publicLawyerSchema.parse((await app.api.inject({ url: `/api/lawyers/${me.id}/` })).json());
    // 5 + 4 + 4 + 1 = 14 over 4
    expect(await profile()).toMatchObject({ rating: 3.5, reviews: 4 });
    const hide = await call(app, 'POST', `/api/admin/reviews/${reviewId}/hide/`, admin, {
      reason: 'Names the lawyer’s family: against the review policy.',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await profile()).toMatchObject({ rating: 4.3, reviews: 3 });
    const card = (await matchCards('Tax Law', 'Exeter')).find((l) => l.id === String(me.id));
    expect(card).toMatchObject({ rating: 4.3, reviews: 3 });
    const stats = await call(app, 'GET', '/api/accounts/me/stats/', me.access);
    expect(stats.json()).toMatchObject({ averageRating: 4.3, reviews: 3 });
  });
});

describe('matching', () => {
  it('re-ranks after a review: of two lawyers alike, the better reviewed comes first', async () => {
    const first = await lawyer(app, admin, 'Immigration Law', 'Carlisle');
    const second = await lawyer(app, admin, 'Immigration Law', 'Carlisle');
    const order = async () =>
      (await matchCards('Immigration Law', 'Carlisle'))
        .map((l) => l.id)
        .filter((id) => [String(first.id), String(second.id)].includes(id));
    // alike in all: the tie goes to the lower id
    expect(await order()).toEqual([String(first.id), String(second.id)]);
    const consultation = await pastConsultation(app, { lawyerId: second.id, clientId: owner.id });
    const res = await call(app, 'POST', `/api/consultations/${consultation}/review/`, owner.access, {
      rating: 5,
      text: 'Excellent.',
    });
    expect(res.statusCode, res.body).toBe(201);
    // the review call brings this instance's index up to date itself
    const res2 = await app.match.inject({
      method: 'POST',
      url: '/api/match-lawyer',
      payload: { city: 'Carlisle', issue: 'I need advice.', category: 'Immigration Law' },
    });
    const ids = matchResponseSchema
      .parse(res2.json())
      .lawyers.map((l) => l.id)
      .filter((id) => [String(first.id), String(second.id)].includes(id));
    expect(ids).toEqual([String(second.id), String(first.id)]);
  });
});
