// GET /api/cases/{id}/matches/: the lawyers matched to a client's open case as it is kept, in the
// match call's shape, for the dashboard (docs/cases-and-leads.md#the-clients-dashboard); another's
// case is not found, as every case route says
// (docs/decisions/0117-no-such-call-or-no-such-thing.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchResponseSchema } from '../../../src/api/contract.ts';
import { FAMILY_CASE, call, casesApp, client, lawyer, postCase } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
let admin: string;
let harriet: Person;
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
  harriet = await client(app);
});
afterAll(async () => {
  await app.dispose();
});

const matchesOf = async (id: string, access = harriet.access) => {
  const res = await call(app, 'GET', `/api/cases/${id}/matches/`, access);
  return {
    status: res.statusCode,
    body: res.statusCode === 200 ? matchResponseSchema.parse(res.json()) : res.json(),
  };
};

describe("a case's matched lawyers", () => {
  it('are the lawyers the match call gives for the case as kept, best first', async () => {
    const family = await lawyer(app, admin, 'Family Law', 'London', { name: 'Fiona Family' });
    await lawyer(app, admin, 'Tax Law', 'London', { name: 'Terry Tax' });
    const id = await postCase(app, harriet.access);
    const { status, body } = await matchesOf(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ matched: true, lawyers: [{ id: String(family.id), name: 'Fiona Family' }] });
    const asked = await app.match.inject({
      method: 'POST',
      url: '/api/match-lawyer',
      payload: { city: FAMILY_CASE.location, issue: FAMILY_CASE.description, category: FAMILY_CASE.category },
    });
    expect(body).toEqual(matchResponseSchema.parse(asked.json()));
  });

  it('follow the area the case is filed under now', async () => {
    const id = await postCase(app, harriet.access);
    const tax = await lawyer(app, admin, 'Tax Law', 'York', { name: 'Yusuf Tax' });
    const res = await call(app, 'PATCH', `/api/cases/${id}/`, harriet.access, { category: 'Tax Law' });
    expect(res.statusCode, res.body).toBe(200);
    const { body } = await matchesOf(id);
    expect((body as { lawyers: { id: string }[] }).lawyers.map((l) => l.id)).toContain(String(tax.id));
  });

  it('are none once the case is closed', async () => {
    const id = await postCase(app, harriet.access);
    const res = await call(app, 'POST', `/api/cases/${id}/close/`, harriet.access, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await matchesOf(id)).toEqual({ status: 200, body: { matched: false, lawyers: [] } });
  });

  it("answer 404 for another client's case and for none, 403 to a lawyer, 401 without a token", async () => {
    const id = await postCase(app, harriet.access);
    const someone = await client(app, 'Someone Else');
    expect((await matchesOf(id, someone.access)).status).toBe(404);
    expect((await matchesOf('999999')).status).toBe(404);
    const alex = await lawyer(app, admin, 'Family Law', 'London', { name: 'Alex Lawyer' });
    expect((await matchesOf(id, alex.access)).status).toBe(403);
    expect((await app.api.inject({ url: `/api/cases/${id}/matches/` })).statusCode).toBe(401);
  });
});
