// The live dashboard figures, GET /api/accounts/me/stats/
// (docs/decisions/0091-availability-switch-and-live-figures.md): a client's open cases; a lawyer's
// leads of the last 7 days by the lead rule and their rating from reviews (the consultation
// figures: consultation-stats.test.ts); the admin's, admin-stats.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadListSchema } from '../../../src/api/cases-contract.ts';
import { clientStatsSchema, lawyerStatsSchema, meStatsSchema } from '../../../src/api/stats-contract.ts';
import { call, casesApp, client, lawyer, postCase } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens, bearer, register } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { givenReviews } from '../support/reviews-fixtures.ts';

const URL = '/api/accounts/me/stats/';
const DAY = 24 * 60 * 60 * 1000;

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
});
afterAll(async () => {
  await app.dispose();
});

const stats = async (who: Person | string) => {
  const res = await call(app, 'GET', URL, typeof who === 'string' ? who : who.access);
  expect(res.statusCode, res.body).toBe(200);
  return meStatsSchema.parse(res.json());
};
const postedDaysAgo = async (id: string, days: number) => {
  await app.ctx.db
    .updateTable('cases')
    .set({ created_at: new Date(Date.now() - days * DAY).toISOString() })
    .where('id', '=', Number(id))
    .execute();
};

describe("a client's figures", () => {
  it('counts their open cases, not their closed ones nor anyone else’s; no consultation is pending yet', async () => {
    const me = await client(app);
    expect(clientStatsSchema.strict().parse(await stats(me))).toEqual({
      role: 'client',
      openCases: 0,
      pendingConsultations: 0,
    });
    const ids = [
      await postCase(app, me.access),
      await postCase(app, me.access),
      await postCase(app, me.access),
    ];
    await call(app, 'POST', `/api/cases/${ids[0]}/close/`, me.access);
    await postCase(app, (await client(app)).access);
    expect(await stats(me)).toEqual({ role: 'client', openCases: 2, pendingConsultations: 0 });
  });
});

describe("a lawyer's figures", () => {
  it('counts the leads posted in the last 7 days, by the lead rule', async () => {
    const me = await lawyer(app, admin, 'Family Law', 'Norwich');
    const owner = await client(app);
    expect(lawyerStatsSchema.strict().parse(await stats(me))).toEqual({
      role: 'lawyer',
      newCases: 0,
      totalConsultations: 0,
      averageRating: null,
      reviews: 0,
      monthlyEarningsPence: 0,
      noShows: 0,
    });
    const fresh = await postCase(app, owner.access, { location: 'Norwich', title: 'Today' });
    const sixDays = await postCase(app, owner.access, { location: 'Norwich', title: 'Six days ago' });
    const eightDays = await postCaseDaysAgo(owner, 8, 'Eight days ago');
    // not leads: another area, too far, closed, dismissed
    await postCase(app, owner.access, { location: 'Norwich', category: 'Tax Law' });
    await postCase(app, owner.access, { location: 'Manchester' });
    const closed = await postCase(app, owner.access, { location: 'Norwich' });
    await call(app, 'POST', `/api/cases/${closed}/close/`, owner.access);
    const dismissed = await postCase(app, owner.access, { location: 'Norwich' });
    await call(app, 'POST', `/api/cases/${dismissed}/dismiss/`, me.access);
    await postedDaysAgo(sixDays, 6);

    // three leads, of which two were posted this week
    const leads = leadListSchema.parse((await call(app, 'GET', '/api/cases/', me.access)).json()).results;
    expect(leads.map((l) => l.id).sort()).toEqual([fresh, sixDays, eightDays].sort());
    expect(await stats(me)).toMatchObject({ newCases: 2 });

    // an unavailable lawyer has no leads, so no new cases
    const off = await app.api.inject({
      method: 'PUT',
      url: '/api/lawyers/me/availability/',
      headers: bearer(me.access),
      payload: { available: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await stats(me)).toMatchObject({ newCases: 0 });
  });

  it("gives the rating and count of the lawyer's reviews; no rating while nobody has reviewed them", async () => {
    const me = await lawyer(app, admin, 'Tax Law', 'York');
    expect(await stats(me)).toMatchObject({ averageRating: null, reviews: 0 });
    // 5 + 5 + 5 + 4 + 4 = 23 over 5 (docs/decisions/0101-reviews-from-consultations.md)
    await givenReviews(app, me.id, (await client(app)).id, [5, 5, 5, 4, 4]);
    expect(await stats(me)).toMatchObject({ averageRating: 4.6, reviews: 5 });
  });

  it('gives a lawyer not yet verified, or with no profile, no new cases', async () => {
    const pending = await lawyer(app, admin, 'Family Law', 'Norwich', { approve: false });
    expect(await stats(pending)).toMatchObject({ role: 'lawyer', newCases: 0 });
    const bare = (await register(app, 'lawyer')).tokens.access;
    expect(await stats(bare)).toEqual({
      role: 'lawyer',
      newCases: 0,
      totalConsultations: 0,
      averageRating: null,
      reviews: 0,
      monthlyEarningsPence: 0,
      noShows: 0,
    });
  });

  async function postCaseDaysAgo(owner: Person, days: number, title: string) {
    const id = await postCase(app, owner.access, { location: 'Norwich', title });
    await postedDaysAgo(id, days);
    return id;
  }
});

describe('who may ask', () => {
  it("answers an admin with the platform's figures (admin-stats.test.ts has them one by one)", async () => {
    const res = await call(app, 'GET', URL, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin' });
  });

  it('answers 401 without a token', async () => {
    const res = await app.api.inject({ url: URL });
    expect(res.statusCode).toBe(401);
  });
});
