// Fair leads (docs/decisions/0125-fair-leads-and-response-time.md): a case takes at most
// RESPONSES_MAX responses, held by the respond's transaction even for responses sent at once;
// a full case is no one's lead (not listed, not counted as new, not found by a lawyer who has not
// answered it) and a sixth response is 409 with the reason; a lead says how many have answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESPONSES_MAX,
  caseDetailSchema,
  leadListSchema,
  notificationListSchema,
} from '../../../src/api/cases-contract.ts';
import { lawyerStatsSchema } from '../../../src/api/stats-contract.ts';
import { RESPONSE, call, casesApp, client, lawyer, postCase } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
let lawyers: Person[];
beforeAll(async () => {
  app = await casesApp();
  const admin = (await adminTokens(app)).access;
  lawyers = [];
  for (let i = 0; i < 8; i += 1) {
    lawyers.push(await lawyer(app, admin, 'Family Law', 'London', { name: `Lawyer Number${i}` }));
  }
});
afterAll(async () => {
  await app.dispose();
});

const respond = (id: string, who: Person) =>
  call(app, 'POST', `/api/cases/${id}/responses/`, who.access, RESPONSE);
const leadsOf = async (who: Person) => {
  const res = await call(app, 'GET', '/api/cases/', who.access);
  expect(res.statusCode).toBe(200);
  return leadListSchema.parse(res.json());
};
const FULL = `This case has had the ${RESPONSES_MAX} responses a case can take: it takes no more.`;

describe('a case takes five responses', () => {
  it('is 5', () => {
    expect(RESPONSES_MAX).toBe(5);
  });

  it('keeps exactly five of eight responses sent at once, and answers the other three 409 with the reason', async () => {
    const owner = await client(app, 'Harriet Quillfeather');
    const id = await postCase(app, owner.access);
    const answers = await Promise.all(lawyers.map((who) => respond(id, who)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(3);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({ detail: FULL });
    }
    const detail = caseDetailSchema.parse((await call(app, 'GET', `/api/cases/${id}/`, owner.access)).json());
    expect(detail.responseCount).toBe(5);
    expect(detail.responses).toHaveLength(5);
  });

  it('is then no one’s lead: out of every list and the new count, not found by those who did not answer, 409 to a sixth', async () => {
    const owner = await client(app, 'Imogen Marchbanks');
    const id = await postCase(app, owner.access, { title: 'Full of answers' });
    const answering = lawyers.slice(0, 5);
    const late = lawyers[5]!;
    for (const who of answering) expect((await respond(id, who)).statusCode).toBe(201);

    for (const who of lawyers) {
      const list = await leadsOf(who);
      expect(list.results.map((lead) => lead.id)).not.toContain(id);
    }
    // a lawyer who did not answer: not found, and a response is refused with the reason
    expect((await call(app, 'GET', `/api/cases/${id}/`, late.access)).statusCode).toBe(404);
    const sixth = await respond(id, late);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ detail: FULL });
    // a lawyer who answered still opens it, and learns how many answered in all
    const own = await call(app, 'GET', `/api/cases/${id}/`, answering[0]!.access);
    expect(own.statusCode).toBe(200);
    expect(caseDetailSchema.parse(own.json())).toMatchObject({ responseCount: 5, responded: true });
    // and answering again is still 'already responded'
    expect((await respond(id, answering[0]!)).json()).toEqual({
      detail: 'You have already responded to this case.',
    });

    // the client is told no more will come, with the fifth response
    const bell = notificationListSchema.parse(
      (await call(app, 'GET', '/api/notifications/', owner.access)).json(),
    );
    expect(bell.results[0]?.text).toMatch(
      /had the 5 responses a case can take: no more lawyers will respond\.$/,
    );
    expect(bell.results.filter((n) => /no more lawyers/.test(n.text))).toHaveLength(1);
  });

  it('counts a full case as no new lead on the dashboard', async () => {
    const owner = await client(app, 'Jemima Fairweather');
    const who = lawyers[7]!;
    const stats = async () =>
      lawyerStatsSchema.parse((await call(app, 'GET', '/api/accounts/me/stats/', who.access)).json())
        .newCases;
    const before = await stats();
    const id = await postCase(app, owner.access, { title: 'Soon full' });
    expect(await stats()).toBe(before + 1);
    for (const other of lawyers.slice(0, 5)) expect((await respond(id, other)).statusCode).toBe(201);
    expect(await stats()).toBe(before);
  });
});

describe('a lead says how many have answered', () => {
  it('carries responseCount in the list and on its page, and the count of the list leaves out full cases', async () => {
    const owner = await client(app, 'Kitty Lindqvist');
    const id = await postCase(app, owner.access, { title: 'Two answers so far' });
    for (const who of lawyers.slice(0, 2)) expect((await respond(id, who)).statusCode).toBe(201);
    const reader = lawyers[6]!;
    const list = await leadsOf(reader);
    const lead = list.results.find((l) => l.id === id);
    expect(lead).toMatchObject({ responseCount: 2, responded: false });
    // every lead listed has room for another response
    expect(list.results.every((l) => (l.responseCount ?? 0) < RESPONSES_MAX)).toBe(true);
    expect(list.count).toBe(list.results.length);
    const page = caseDetailSchema.parse((await call(app, 'GET', `/api/cases/${id}/`, reader.access)).json());
    expect(page).toMatchObject({ responseCount: 2, responses: [] });
  });
});
