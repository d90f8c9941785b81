import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, matchResponseSchema, matchedLawyerSchema } from '../../../src/api/contract.ts';
import { quality, score, topN } from '../../../server/rules/matching/rank.ts';
import {
  distanceKm,
  distanceText,
  jurisdictionOf,
  locate,
  placeKey,
} from '../../../server/rules/places/geo.ts';
import { recordLawyerChange } from '../../../server/repo/lawyer-changes.ts';
import { client, lawyer } from '../support/cases-fixtures.ts';
import { adminTokens, bearer, makeApp } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { givenReviews } from '../support/reviews-fixtures.ts';

let app: TestApp;
// the demo data's uploads take a while on the object-storage leg
beforeAll(async () => {
  app = await makeApp({ SEED_DEMO: 'true' });
}, 60_000);
afterAll(async () => {
  await app.dispose();
});

const match = async (payload: unknown) =>
  app.match.inject({ method: 'POST', url: '/api/match-lawyer', payload: payload as object });
const lawyers = async (payload: object) => {
  const res = await match(payload);
  expect(res.statusCode).toBe(200);
  return matchResponseSchema.parse(res.json());
};

describe('POST /api/match-lawyer', () => {
  it('classifies the issue and ranks same-city lawyers first, with every field and whole percentages', async () => {
    const body = await lawyers({
      city: 'Manchester, UK',
      issue: 'I was unfairly dismissed by my employer after raising a grievance.',
    });
    expect(body.matched).toBe(true);
    expect(body.lawyers.length).toBeGreaterThan(0);
    expect(body.lawyers.length).toBeLessThanOrEqual(6);
    for (const lawyer of body.lawyers) {
      expect(matchedLawyerSchema.strict().parse(lawyer)).toEqual(lawyer);
      expect(lawyer.specialization).toBe('Employment Law');
      expect(Number.isInteger(lawyer.matchScore)).toBe(true);
      expect(lawyer.isVerified).toBe(true);
    }
    const scores = body.lawyers.map((l) => l.matchScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // same-city lawyers first, whatever the demo data holds: never one after a lawyer elsewhere
    const here = body.lawyers.map((l) => placeKey(l.location) === placeKey('Manchester'));
    expect(here).toEqual([...here].sort((a, b) => Number(b) - Number(a)));
    expect(body.lawyers.every((l) => jurisdictionOf(l.location) === 'england-wales')).toBe(true);
  });

  it('puts a same-city lawyer first and scores them 80 or more', async () => {
    const body = await lawyers({ city: 'glasgow', issue: 'My ex husband will not let me see the children.' });
    expect(body.lawyers[0]).toMatchObject({ location: 'Glasgow', specialization: 'Family Law' });
    expect(body.lawyers[0]?.matchScore).toBeGreaterThanOrEqual(80);
    expect(body.lawyers[1]?.matchScore ?? 0).toBeLessThan(80);
  });

  it('keeps a case within its jurisdiction: England and Wales, Scotland and Northern Ireland are separate', async () => {
    const deposit = await lawyers({
      city: 'Manchester',
      issue: 'My landlord will not return my tenancy deposit.',
    });
    expect(deposit.lawyers.length).toBeGreaterThan(0);
    expect(deposit.lawyers.every((l) => l.specialization === 'Property Law')).toBe(true);
    expect(deposit.lawyers.map((l) => l.location)).not.toContain('Belfast');
    const family = await lawyers({ city: 'Keswick', issue: 'Help', category: 'Family Law' });
    expect(family.lawyers.length).toBeGreaterThan(0);
    expect(family.lawyers.map((l) => l.location)).not.toContain('Glasgow');
    const scottish = await lawyers({ city: 'Edinburgh', issue: 'Help', category: 'Family Law' });
    expect(scottish.lawyers.map((l) => l.location)).toContain('Glasgow');
    expect(scottish.lawyers.every((l) => jurisdictionOf(l.location) === 'scotland')).toBe(true);
  });

  it('keeps every lawyer of the area for a place that is not known, whatever their jurisdiction', async () => {
    // a Belfast lawyer of the best quality there is, so that the demo data cannot crowd them out
    const admin = (await adminTokens(app)).access;
    const belfast = await lawyer(app, admin, 'Property Law', 'Belfast');
    const reviewer = await client(app);
    await givenReviews(app, belfast.id, reviewer.id, [5, 5, 5, 5, 5]);
    await app.ctx.db
      .updateTable('lawyer_profiles')
      .set({ experience_years: 40 })
      .where('user_id', '=', belfast.id)
      .execute();
    await app.ctx.db.transaction().execute((trx) => recordLawyerChange(trx, belfast.id));
    await app.ctx.lawyers.refresh();
    const ask = { issue: 'Help', category: 'Property Law' };
    const unknown = await lawyers({ ...ask, city: 'Atlantis' });
    expect(unknown.lawyers.map((l) => l.id)).toContain(String(belfast.id));
    const manchester = await lawyers({ ...ask, city: 'Manchester' });
    expect(manchester.lawyers.map((l) => l.id)).not.toContain(String(belfast.id));
  });

  it('lets an explicit category win over the description', async () => {
    const body = await lawyers({ city: 'London', issue: 'I was arrested last night.', category: 'Tax Law' });
    expect(body.lawyers.every((l) => l.specialization === 'Tax Law')).toBe(true);
  });

  it('still matches by category for an unknown city, without a nearness bonus', async () => {
    const body = await lawyers({ city: 'Atlantis', issue: 'Dispute over VAT with HMRC' });
    expect(body.matched).toBe(true);
    expect(body.lawyers.every((l) => l.matchScore < 50)).toBe(true);
  });

  it.each([
    'Hello, can somebody help me please?',
    'The weather was lovely today and we walked by the river.',
  ])('answers matched false with an empty list when nothing in the description fits: %s', async (issue) => {
    expect(await lawyers({ city: 'Leeds', issue })).toEqual({ matched: false, lawyers: [] });
  });

  it("carries each lawyer's regulator and licence number, as their public profile does", async () => {
    // checked on the regulator's register on the card (docs/decisions/0126-how-we-rank-and-true-landing-words.md)
    const body = await lawyers({ city: 'Glasgow', issue: 'Help', category: 'Family Law' });
    expect(body.lawyers.length).toBeGreaterThan(0);
    for (const card of body.lawyers) {
      const profile = (await app.api.inject({ url: `/api/lawyers/${card.id}/` })).json() as Record<
        string,
        unknown
      >;
      expect(card.licenseNumber).toMatch(/\d/);
      expect({ regulator: card.regulator, licenseNumber: card.licenseNumber }).toEqual({
        regulator: profile.regulator,
        licenseNumber: profile.licenseNumber,
      });
    }
  });

  it("says on each card how far the lawyer is, in a lead's words; nothing where a place is unknown", async () => {
    const near = await lawyers({ city: 'Keswick', issue: 'Help', category: 'Family Law' });
    expect(near.lawyers.length).toBeGreaterThan(0);
    for (const card of near.lawyers) {
      expect(card.distance, card.location).toBe(distanceText('Keswick', card.location));
      expect(card.distance, card.location).toMatch(/^(\d+ miles? away|Under a mile away)$/);
    }
    const same = await lawyers({ city: 'glasgow', issue: 'My ex husband will not let me see the children.' });
    expect(same.lawyers[0]).toMatchObject({ location: 'Glasgow', distance: 'Same city' });
    const unknown = await lawyers({ city: 'Atlantis', issue: 'Help', category: 'Property Law' });
    expect(unknown.lawyers.length).toBeGreaterThan(0);
    for (const card of unknown.lawyers) expect(card).not.toHaveProperty('distance');
  });

  it('leaves out a lawyer who switched their availability off, and matches them again once switched on', async () => {
    const admin = (await adminTokens(app)).access;
    const me = await lawyer(app, admin, 'Tax Law', 'Truro');
    const ask = { city: 'Truro', issue: 'A question about VAT', category: 'Tax Law' };
    const ids = async () => (await lawyers(ask)).lawyers.map((l) => l.id);
    const switchTo = async (available: boolean) => {
      const res = await app.api.inject({
        method: 'PUT',
        url: '/api/lawyers/me/availability/',
        headers: bearer(me.access),
        payload: { available },
      });
      expect(res.statusCode).toBe(200);
    };
    expect(await ids()).toContain(String(me.id));
    await switchTo(false);
    expect(await ids()).not.toContain(String(me.id));
    // the others of the area are still matched
    expect(await ids()).not.toEqual([]);
    await switchTo(true);
    expect(await ids()).toContain(String(me.id));
  });

  it('is deterministic for the same data', async () => {
    const ask = { city: 'Bristol', issue: 'Buying a house and the survey found damp' };
    expect(await lawyers(ask)).toEqual(await lawyers(ask));
  });

  it.each([
    [{}, { city: ['This field is required.'], issue: ['This field is required.'] }],
    [{ city: '', issue: 'x' }, { city: ['This field may not be blank.'] }],
    [{ city: 'Leeds', issue: '   ' }, { issue: ['This field may not be blank.'] }],
    [
      { city: 'Leeds', issue: 'x', category: 'Space Law' },
      { category: ['"Space Law" is not a valid choice.'] },
    ],
    [{ city: 'Leeds', issue: 'x', urgent: true }, { urgent: ['This field is not allowed.'] }],
    [{ city: 7, issue: 'x' }, { city: ['Expected string.'] }],
    [
      { city: 'Leeds', issue: 'x'.repeat(5001) },
      { issue: ['Ensure this field has no more than 5000 characters.'] },
    ],
  ])('refuses %j with 400 and field messages', async (payload, errors) => {
    const res = await match(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });
});

describe('ranking pieces', () => {
  it('resolves UK places from the cities package and measures great-circle distance', () => {
    expect(placeKey('Stoke-on-Trent, England')).toBe('stoke on trent');
    expect(placeKey('Newcastle')).toBe('newcastle upon tyne');
    const london = locate('London, UK');
    const manchester = locate('Manchester');
    if (!london || !manchester) throw new Error('London or Manchester not found');
    expect(distanceKm(london, manchester)).toBeGreaterThan(250);
    expect(distanceKm(london, manchester)).toBeLessThan(270);
    expect(locate('Atlantis')).toBeUndefined();
  });

  it('orders by same city, then distance, then quality, with ties broken by id', () => {
    const q = quality(4.8, 100, 15);
    expect(score(true, undefined, 0)).toBeGreaterThan(score(false, 0, 1));
    expect(score(false, 50, q)).toBeGreaterThan(score(false, 300, q));
    expect(score(false, 100, quality(5, 10, 30))).toBeGreaterThan(score(false, 100, quality(4.1, 10, 2)));
    expect(score(false, undefined, 1)).toBeLessThan(50);
    const picked = topN(
      [3, 1, 2, 5, 4].map((id) => ({ item: id, id, score: id === 5 ? 90 : 50 })),
      3,
    );
    expect(picked.map((p) => p.id)).toEqual([5, 1, 2]);
  });

  it('covers all eight categories in the demo data', async () => {
    for (const category of CATEGORIES) {
      const body = await lawyers({ city: 'London', issue: 'help', category });
      expect(body.lawyers.length, category).toBeGreaterThanOrEqual(3);
    }
  });
});
