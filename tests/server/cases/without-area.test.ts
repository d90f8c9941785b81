// A case whose description fits none of the eight areas of law (a will, a faulty toaster) is kept
// without one: a lead for no lawyer, matched with no one and told to no one, an open case in the
// client's figures, until the client chooses its area; an unsure classifier still asks the client
// (docs/decisions/0061-classifier-says-when-it-is-unsure.md,
// docs/decisions/0094-the-clients-cases-screens.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caseDetailSchema,
  caseListSchema,
  caseSchema,
  leadListSchema,
  notificationListSchema,
} from '../../../src/api/cases-contract.ts';
import { matchResponseSchema } from '../../../src/api/contract.ts';
import type { MatchRequest } from '../../../src/api/contract.ts';
import { classify } from '../../../server/rules/classifier/classify.ts';
import { CATEGORY_UNCLEAR, PLACE_UNKNOWN } from '../../../server/services/cases/client-cases.ts';
import { call, casesApp, client, lawyer } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

const WILL = {
  title: "My late father's will",
  description: 'I want to make a will and leave my house to my children.',
  location: 'London',
};
const TOASTER = {
  title: 'Faulty toaster',
  description: 'The shop will not refund my faulty toaster.',
  location: 'London',
};

let app: TestApp;
let admin: string;
let lawyers: Person[];
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
  // a lawyer of every area in the case's city, and one for the area the client will choose
  lawyers = await Promise.all(
    (['Family Law', 'Property Law', 'Employment Law', 'Tax Law'] as const).map((area) =>
      lawyer(app, admin, area, 'London'),
    ),
  );
});
afterAll(async () => {
  await app.dispose();
});

const notifications = async (who: Person) =>
  notificationListSchema.parse((await call(app, 'GET', '/api/notifications/', who.access)).json()).results;
const leadIds = async (who: Person) =>
  leadListSchema.parse((await call(app, 'GET', '/api/cases/', who.access)).json()).results.map((l) => l.id);
const openCases = async (who: Person) =>
  ((await call(app, 'GET', '/api/accounts/me/stats/', who.access)).json() as { openCases: number }).openCases;
const match = async (body: MatchRequest) =>
  matchResponseSchema.parse(
    (await app.match.inject({ method: 'POST', url: '/api/match-lawyer', payload: body })).json(),
  );

async function keepWithoutArea(owner: Person, body = WILL): Promise<string> {
  const res = await call(app, 'POST', '/api/cases/', owner.access, body);
  expect(res.statusCode, res.body).toBe(201);
  return caseSchema.parse(res.json()).id;
}

describe('a case that fits no area of law', () => {
  it.each([
    ['a will', WILL],
    ['a faulty toaster', TOASTER],
  ])('keeps %s with no area: 201, category null, open', async (_, body) => {
    expect(classify(`${body.title}. ${body.description}`).verdict).toBe('none');
    const owner = await client(app);
    const res = await call(app, 'POST', '/api/cases/', owner.access, body);
    expect(res.statusCode).toBe(201);
    expect(caseSchema.strict().parse(res.json())).toMatchObject({
      ...body,
      category: null,
      urgency: 'Medium',
      status: 'open',
      responseCount: 0,
    });
    const [listed] = caseListSchema.parse(
      (await call(app, 'GET', '/api/cases/', owner.access)).json(),
    ).results;
    expect(listed).toMatchObject({ title: body.title, category: null });
    const detail = await call(app, 'GET', `/api/cases/${listed?.id}/`, owner.access);
    expect(caseDetailSchema.parse(detail.json())).toMatchObject({ category: null, responses: [] });
  });

  it('is a lead for no lawyer, notifies none, and no lawyer can open, answer or hide it', async () => {
    const owner = await client(app);
    const before = await Promise.all(lawyers.map(notifications));
    const id = await keepWithoutArea(owner);
    for (const [i, who] of lawyers.entries()) {
      expect(await leadIds(who)).not.toContain(id);
      expect(await notifications(who)).toEqual(before[i]);
      expect((await call(app, 'GET', `/api/cases/${id}/`, who.access)).statusCode).toBe(404);
      expect((await call(app, 'POST', `/api/cases/${id}/dismiss/`, who.access)).statusCode).toBe(404);
      const respond = await call(app, 'POST', `/api/cases/${id}/responses/`, who.access, {
        message: 'I would be glad to help you with this matter.',
      });
      expect(respond.statusCode).toBe(404);
    }
  });

  it("counts as an open case in the client's figures, until it is closed", async () => {
    const owner = await client(app);
    expect(await openCases(owner)).toBe(0);
    const id = await keepWithoutArea(owner, TOASTER);
    expect(await openCases(owner)).toBe(1);
    expect((await call(app, 'POST', `/api/cases/${id}/close/`, owner.access)).statusCode).toBe(200);
    expect(await openCases(owner)).toBe(0);
  });

  it('matches no one: the spec match finds no area in the description', async () => {
    expect(await match({ city: WILL.location, issue: WILL.description })).toEqual({
      matched: false,
      lawyers: [],
    });
  });

  it('still asks the client to choose when the classifier is unsure between areas', async () => {
    const owner = await client(app);
    const unsure = { title: 'A legal problem', description: 'A legal problem with my company and my house' };
    expect(classify(`${unsure.title}. ${unsure.description}`).verdict).toBe('unsure');
    const res = await call(app, 'POST', '/api/cases/', owner.access, { ...unsure, location: 'Leeds' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ category: [CATEGORY_UNCLEAR] });
    expect(
      caseListSchema.parse((await call(app, 'GET', '/api/cases/', owner.access)).json()).results,
    ).toEqual([]);
  });

  it('refuses an unknown place on its own: no area is no reason to ask', async () => {
    const owner = await client(app);
    const res = await call(app, 'POST', '/api/cases/', owner.access, { ...WILL, location: 'Narnia' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ location: [PLACE_UNKNOWN] });
  });
});

describe('choosing its area later', () => {
  it('makes it a lead of that area, tells those lawyers once, and matches them', async () => {
    const owner = await client(app);
    const id = await keepWithoutArea(owner);
    const [family, property] = lawyers as [Person, Person];
    const before = (await notifications(property)).length;

    const chosen = await call(app, 'PATCH', `/api/cases/${id}/`, owner.access, { category: 'Property Law' });
    expect(chosen.statusCode).toBe(200);
    expect(caseSchema.parse(chosen.json())).toMatchObject({ id, category: 'Property Law' });
    expect(await leadIds(property)).toContain(id);
    expect(await leadIds(family)).not.toContain(id);
    const told = await notifications(property);
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({
      kind: 'new_lead',
      text: `New case in Property Law near London: "${WILL.title}"`,
      link: `/leads/${id}`,
    });
    const found = await match({ city: WILL.location, issue: WILL.description, category: 'Property Law' });
    expect(found.matched).toBe(true);
    expect(found.lawyers.map((l) => l.id)).toContain(String(property.id));

    // another area later is a change like any other: it tells no one anew (0090)
    const tax = lawyers[3] as Person;
    const taxBefore = (await notifications(tax)).length;
    await call(app, 'PATCH', `/api/cases/${id}/`, owner.access, { category: 'Tax Law' });
    expect(await leadIds(tax)).toContain(id);
    expect(await notifications(tax)).toHaveLength(taxBefore);
    expect(await notifications(property)).toHaveLength(before + 1);
  });

  it('tells no one when a change leaves it without an area', async () => {
    const owner = await client(app);
    const id = await keepWithoutArea(owner);
    const before = await Promise.all(lawyers.map(notifications));
    const res = await call(app, 'PATCH', `/api/cases/${id}/`, owner.access, {
      title: 'My father left a will',
    });
    expect(res.statusCode).toBe(200);
    expect(caseSchema.parse(res.json())).toMatchObject({ title: 'My father left a will', category: null });
    expect(await Promise.all(lawyers.map(notifications))).toEqual(before);
  });

  it('refuses to take an area back: category null is 400, and the area stays', async () => {
    const owner = await client(app);
    const id = await keepWithoutArea(owner);
    await call(app, 'PATCH', `/api/cases/${id}/`, owner.access, { category: 'Family Law' });
    const res = await call(app, 'PATCH', `/api/cases/${id}/`, owner.access, { category: null });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json() as object)).toEqual(['category']);
    const kept = caseSchema.parse((await call(app, 'GET', `/api/cases/${id}/`, owner.access)).json());
    expect(kept.category).toBe('Family Law');
  });

  it('tells the lawyers once when two choices are sent at the same moment', async () => {
    const owner = await client(app);
    const id = await keepWithoutArea(owner);
    const property = lawyers[1] as Person;
    const before = (await notifications(property)).length;
    const both = await Promise.all(
      [1, 2].map(() => call(app, 'PATCH', `/api/cases/${id}/`, owner.access, { category: 'Property Law' })),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await notifications(property)).toHaveLength(before + 1);
  });
});
