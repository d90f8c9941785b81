// A lawyer's response time (docs/decisions/0125-fair-leads-and-response-time.md): the median
// time from a case becoming their lead to their response, over the last 90 days, in whole hours
// rounded up; null before 3 responses in that window. Kept with each response and refreshed by
// the hourly sweep (refreshDueResponseTimes) when a response leaves the window; read on the
// response's card, the public profile and a match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseResponseSchema } from '../../../src/api/cases-contract.ts';
import { matchResponseSchema, matchedLawyerSchema } from '../../../src/api/contract.ts';
import { refreshDueResponseTimes } from '../../../server/repo/response-times.ts';
import { RESPONSE_TIME_WINDOW_MS, responseTimeHours } from '../../../server/rules/response-time.ts';
import { RESPONSE, call, casesApp, client, lawyer, postCase } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

const HOUR = 3_600_000;

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
});
afterAll(async () => {
  await app.dispose();
});

const profileOf = async (who: Person) => {
  const res = await app.api.inject({ method: 'GET', url: `/api/lawyers/${who.id}/` });
  expect(res.statusCode).toBe(200);
  return matchedLawyerSchema.partial().parse(res.json()).responseTimeHours;
};

/** The lawyer answers a new case `hours` after it was posted, by the app's clock; the card of the response. */
async function answerAfter(who: Person & { place: string }, owner: Person, hours: number, base: number) {
  const id = await postCase(app, owner.access, {
    title: `Answered after ${hours} hours`,
    location: who.place,
  });
  app.clock.now = () => base + hours * HOUR;
  const res = await call(app, 'POST', `/api/cases/${id}/responses/`, who.access, RESPONSE);
  expect(res.statusCode).toBe(201);
  return caseResponseSchema.parse(res.json()).lawyer;
}

describe('the figure', () => {
  it.each([
    ['none under 3 responses', [1, 2], null],
    ['the middle one of 3', [0.25, 1.5, 4.6], 2],
    ['the mean of the middle two of 4, rounded up', [0.25, 1.5, 4.6, 9.5], 4],
    ['at least 1 hour', [0, 0.1, 0.2], 1],
    ['exactly 2 hours is 2', [2, 2, 2], 2],
  ])('%s', (_, hours, expected) => {
    const lead = '2026-11-01T00:00:00.000Z';
    const responses = hours.map((h) => ({
      leadAt: lead,
      createdAt: new Date(Date.parse(lead) + h * HOUR).toISOString(),
    }));
    expect(responseTimeHours(responses)).toBe(expected);
  });
});

describe('through the calls', () => {
  it('is null before 3 responses, then the median on the cards, the profile and a match, and follows the 90 days', async () => {
    const owner = await client(app, 'Harriet Quillfeather');
    const who = {
      ...(await lawyer(app, admin, 'Family Law', 'Leeds', { name: 'Rosalind Pemberton' })),
      place: 'Leeds',
    };
    expect(await profileOf(who)).toBeNull();
    // every case is posted just before the clock is set, so a response's wait is its hours (and a
    // few milliseconds more: the offsets keep clear of whole hours)
    const base = Date.now() + 60_000;
    expect((await answerAfter(who, owner, 0.25, base)).responseTimeHours).toBeNull();
    expect((await answerAfter(who, owner, 4.6, base)).responseTimeHours).toBeNull();
    expect(await profileOf(who)).toBeNull();
    // three: the middle one, 1.5 hours, rounded up
    expect((await answerAfter(who, owner, 1.5, base)).responseTimeHours).toBe(2);
    expect(await profileOf(who)).toBe(2);
    // four: the mean of 1.5 and 4.6, rounded up
    expect((await answerAfter(who, owner, 9.5, base)).responseTimeHours).toBe(4);
    expect(await profileOf(who)).toBe(4);
    const match = await app.match.inject({
      method: 'POST',
      url: '/api/match-lawyer',
      payload: {
        city: 'Leeds',
        issue: 'Arrangements for my children after separation',
        category: 'Family Law',
      },
    });
    const card = matchResponseSchema.parse(match.json()).lawyers.find((l) => l.id === String(who.id));
    expect(card?.responseTimeHours).toBe(4);

    // the sweep changes nothing before a response leaves the window
    app.clock.now = () => base + RESPONSE_TIME_WINDOW_MS;
    await refreshDueResponseTimes(app.ctx.db, app.clock.now());
    expect(await profileOf(who)).toBe(4);
    // 90 days on, the first (0.25 hours) has left: 1.5, 4.6 and 9.5, the middle one rounded up
    app.clock.now = () => base + RESPONSE_TIME_WINDOW_MS + 0.5 * HOUR;
    await refreshDueResponseTimes(app.ctx.db, app.clock.now());
    expect(await profileOf(who)).toBe(5);
    // and then the 1.5 hours one: two are left, too few
    app.clock.now = () => base + RESPONSE_TIME_WINDOW_MS + 2 * HOUR;
    await refreshDueResponseTimes(app.ctx.db, app.clock.now());
    expect(await profileOf(who)).toBeNull();
    app.clock.now = () => Date.now();
  });

  it('counts from the lawyer’s approval for a case posted before it', async () => {
    const owner = await client(app, 'Imogen Marchbanks');
    const who = {
      ...(await lawyer(app, admin, 'Family Law', 'York', { name: 'Tobias Wetherby' })),
      place: 'York',
    };
    const base = Date.now() + 60_000;
    for (const hours of [0.5, 0.5, 0.5]) {
      const id = await postCase(app, owner.access, { title: 'Posted days before', location: 'York' });
      // the case waited three days before the lawyer was approved
      await app.ctx.db
        .updateTable('cases')
        .set({ created_at: new Date(Date.now() - 72 * HOUR).toISOString() })
        .where('id', '=', Number(id))
        .execute();
      app.clock.now = () => base + hours * HOUR;
      expect((await call(app, 'POST', `/api/cases/${id}/responses/`, who.access, RESPONSE)).statusCode).toBe(
        201,
      );
    }
    // each within an hour of becoming a lead, however long the case had waited before
    expect(await profileOf(who)).toBe(1);
    app.clock.now = () => Date.now();
  });
});
