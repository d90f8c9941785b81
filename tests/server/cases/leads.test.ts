// The lead rule (docs/decisions/0090-cases-leads-and-notifications.md): an open
// case is a lead for every verified, not lapsed, available lawyer of its area within 80 km of its
// place and in the same jurisdiction, until the case closes or the lawyer dismisses it. First as
// a table on the rule itself, then through the calls, then the cap on a new case's notices.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { caseDetailSchema, leadListSchema } from '../../../src/api/cases-contract.ts';
import type { Category } from '../../../src/api/contract.ts';
import { lawyerFacts } from '../../../server/repo/leads.ts';
import { LEAD_RADIUS_KM, casePlace, verdict } from '../../../server/rules/lead-rule.ts';
import type { LeadLawyer, Verdict } from '../../../server/rules/lead-rule.ts';
import { FAN_OUT_MAX, leadsOf } from '../../../server/services/cases/leads.ts';
import { nowIso } from '../../../server/db/database.ts';
import { findPlace, placeKey } from '../../../server/rules/places/geo.ts';
import { lapseCutoff } from '../../../server/rules/verification/renewal.ts';
import {
  FAMILY_CASE,
  RESPONSE,
  call,
  casesApp,
  client,
  lawyer,
  postCase,
} from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

const NOW = Date.now();
const RECENT = new Date(NOW - 24 * 3_600_000).toISOString();
const LAPSED = new Date(lapseCutoff(NOW) - 1000).toISOString();

const at = (location: string) => {
  const place = findPlace(location);
  return place
    ? { key: place.key, jurisdiction: place.jurisdiction, lat: place.lat, lon: place.lon }
    : { key: placeKey(location) };
};
const aCase = (
  location: string,
  over: { category?: string; status?: 'open' | 'closed'; responses?: number } = {},
) => ({
  status: over.status ?? ('open' as const),
  category: over.category ?? 'Family Law',
  place: at(location),
  responses: over.responses ?? 0,
});
const aLawyer = (location: string, over: Partial<LeadLawyer> = {}): LeadLawyer => ({
  id: 1,
  name: 'Alex Morgan',
  approved: true,
  verifiedAt: RECENT,
  specialization: 'Family Law',
  location,
  place: at(location),
  available: true,
  ...over,
});

describe('the rule', () => {
  const table: Array<[string, ReturnType<typeof aCase>, LeadLawyer, { dismissed?: boolean }, Verdict]> = [
    ['same area, same city', aCase('London'), aLawyer('London'), {}, 'lead'],
    ['Reading, 59 km away', aCase('Reading'), aLawyer('London'), {}, 'lead'],
    ['Cambridge, 79 km away', aCase('Cambridge'), aLawyer('London'), {}, 'lead'],
    ['Oxford, 83 km away: over 80 km', aCase('Oxford'), aLawyer('London'), {}, 'none'],
    ['Manchester, 260 km away', aCase('Manchester'), aLawyer('London'), {}, 'none'],
    ['another area', aCase('London', { category: 'Tax Law' }), aLawyer('London'), {}, 'none'],
    ['Keswick for a Carlisle lawyer, 35 km', aCase('Keswick'), aLawyer('Carlisle'), {}, 'lead'],
    [
      'Dumfries for a Carlisle lawyer: 47 km, but Scotland',
      aCase('Dumfries'),
      aLawyer('Carlisle'),
      {},
      'none',
    ],
    [
      'Kelso for a Berwick lawyer: 33 km, but Scotland',
      aCase('Kelso'),
      aLawyer('Berwick-upon-Tweed'),
      {},
      'none',
    ],
    ['Lisburn for a Belfast lawyer', aCase('Lisburn'), aLawyer('Belfast'), {}, 'lead'],
    ['not approved', aCase('London'), aLawyer('London', { approved: false }), {}, 'none'],
    ['approved, with no approval date', aCase('London'), aLawyer('London', { verifiedAt: null }), {}, 'none'],
    ['lapsed at the yearly re-check', aCase('London'), aLawyer('London', { verifiedAt: LAPSED }), {}, 'none'],
    ['closed', aCase('London', { status: 'closed' }), aLawyer('London'), {}, 'closed'],
    ['closed, and not near anyway', aCase('Oxford', { status: 'closed' }), aLawyer('London'), {}, 'none'],
    ['dismissed', aCase('London'), aLawyer('London'), { dismissed: true }, 'dismissed'],
    // fair leads (docs/decisions/0125-fair-leads-and-response-time.md)
    ['4 responses: one more to come', aCase('London', { responses: 4 }), aLawyer('London'), {}, 'lead'],
    ['5 responses: full', aCase('London', { responses: 5 }), aLawyer('London'), {}, 'full'],
    ['full, and not near anyway', aCase('Oxford', { responses: 5 }), aLawyer('London'), {}, 'none'],
    ['full and closed', aCase('London', { status: 'closed', responses: 5 }), aLawyer('London'), {}, 'closed'],
    ['switched to unavailable', aCase('London'), aLawyer('London', { available: false }), {}, 'none'],
    ['unavailable, in a city nearby', aCase('Reading'), aLawyer('London', { available: false }), {}, 'none'],
    // an unavailable lawyer may not know of it at all: not 'closed', which tells it exists
    [
      'unavailable, the case closed',
      aCase('London', { status: 'closed' }),
      aLawyer('London', { available: false }),
      {},
      'none',
    ],
    [
      'unavailable, and dismissed',
      aCase('London'),
      aLawyer('London', { available: false }),
      { dismissed: true },
      'none',
    ],
    ['available again', aCase('London'), aLawyer('London', { available: true }), {}, 'lead'],
    ["a lawyer's place unknown", aCase('London'), aLawyer('Atlantis'), {}, 'none'],
    ['both places unknown, the same name', aCase('Atlantis'), aLawyer('atlantis'), {}, 'lead'],
  ];

  it.each(table)('%s: %s', (_, kase, who, { dismissed = false }, expected) => {
    expect(verdict(kase, who, { now: NOW, dismissed })).toBe(expected);
  });

  it('is 80 km', () => {
    expect(LEAD_RADIUS_KM).toBe(80);
    expect(casePlace('Narnia')).toBeUndefined();
    expect(casePlace('Keswick')).toMatchObject({ jurisdiction: 'england-wales' });
  });
});

describe('through the calls', () => {
  let app: TestApp;
  let admin: string;
  let owner: Person;
  const lawyers: Record<string, Person> = {};
  beforeAll(async () => {
    app = await casesApp();
    admin = (await adminTokens(app)).access;
    const make = async (name: string, area: Category, place: string, approve = true) => {
      lawyers[name] = await lawyer(app, admin, area, place, { approve });
    };
    await make('london', 'Family Law', 'London');
    await make('cambridge', 'Family Law', 'Cambridge');
    await make('oxford', 'Family Law', 'Oxford');
    await make('tax', 'Tax Law', 'London');
    await make('pending', 'Family Law', 'London', false);
    await make('lapsed', 'Family Law', 'London');
    await make('carlisle', 'Family Law', 'Carlisle');
    await app.ctx.db
      .updateTable('verification_requests')
      .set({ verified_at: LAPSED })
      .where('user_id', '=', lawyers.lapsed?.id ?? 0)
      .execute();
  });
  // a new owner for each test: one client may keep only so many cases (docs/decisions/0110-limits-on-writing.md)
  beforeEach(async () => {
    owner = await client(app, 'Nora Ashdown');
  });
  afterAll(async () => {
    await app.dispose();
  });

  const leadIds = async (who: Person | undefined) => {
    const res = await call(app, 'GET', '/api/cases/', who?.access ?? '');
    expect(res.statusCode).toBe(200);
    return leadListSchema.parse(res.json()).results.map((l) => l.id);
  };
  const sees = async (who: Person | undefined, id: string) => {
    const listed = (await leadIds(who)).includes(id);
    const detail = (await call(app, 'GET', `/api/cases/${id}/`, who?.access ?? '')).statusCode;
    // the list and the detail always agree
    expect(detail).toBe(listed ? 200 : 404);
    return listed;
  };

  it.each<[string, string, boolean]>([
    ['london', 'London', true],
    ['cambridge', 'London', true],
    ['oxford', 'London', false],
    ['tax', 'London', false],
    ['pending', 'London', false],
    ['lapsed', 'London', false],
    ['carlisle', 'Keswick', true],
    ['carlisle', 'Dumfries', false],
    ['london', 'Keswick', false],
  ])('a Family Law case: the %s lawyer, a case in %s, a lead: %s', async (who, location, expected) => {
    const id = await postCase(app, owner.access, { location });
    expect(await sees(lawyers[who], id)).toBe(expected);
  });

  it('a closed case is no longer a lead, and one the lawyer dismissed leaves only their list', async () => {
    const closed = await postCase(app, owner.access);
    const dismissed = await postCase(app, owner.access);
    expect(await sees(lawyers.london, closed)).toBe(true);
    expect((await call(app, 'POST', `/api/cases/${closed}/close/`, owner.access)).statusCode).toBe(200);
    expect(await sees(lawyers.london, closed)).toBe(false);

    const dismiss = await call(app, 'POST', `/api/cases/${dismissed}/dismiss/`, lawyers.london?.access ?? '');
    expect(dismiss.statusCode).toBe(204);
    expect(dismiss.body).toBe('');
    // dismissing again changes nothing
    expect(
      (await call(app, 'POST', `/api/cases/${dismissed}/dismiss/`, lawyers.london?.access ?? '')).statusCode,
    ).toBe(204);
    expect(await sees(lawyers.london, dismissed)).toBe(false);
    expect(
      (await call(app, 'POST', `/api/cases/${dismissed}/responses/`, lawyers.london?.access ?? '', RESPONSE))
        .statusCode,
    ).toBe(404);
    expect(await sees(lawyers.cambridge, dismissed)).toBe(true);
  });

  it('lists leads newest first, marks the ones answered, and a lawyer who answered still opens a closed case', async () => {
    const older = await postCase(app, owner.access, { title: 'Older' });
    const newer = await postCase(app, owner.access, { title: 'Newer' });
    const ids = await leadIds(lawyers.cambridge);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const who = lawyers.cambridge?.access ?? '';
    expect((await call(app, 'POST', `/api/cases/${older}/responses/`, who, RESPONSE)).statusCode).toBe(201);
    const leads = leadListSchema.parse((await call(app, 'GET', '/api/cases/', who)).json()).results;
    expect(leads.find((l) => l.id === older)).toMatchObject({ responded: true, distance: '49 miles away' });
    expect(leads.find((l) => l.id === newer)).toMatchObject({ responded: false });
    await call(app, 'POST', `/api/cases/${older}/close/`, owner.access);
    const detail = await call(app, 'GET', `/api/cases/${older}/`, who);
    expect(detail.statusCode).toBe(200);
    expect(caseDetailSchema.parse(detail.json())).toMatchObject({
      status: 'closed',
      responded: true,
      responseCount: 1,
    });
  });

  it('Undo of a dismissal puts the lead back; a case that is no lead of theirs is not found', async () => {
    const id = await postCase(app, owner.access);
    const london = lawyers.london?.access ?? '';
    expect((await call(app, 'POST', `/api/cases/${id}/dismiss/`, london)).statusCode).toBe(204);
    expect(await sees(lawyers.london, id)).toBe(false);

    const undo = await call(app, 'DELETE', `/api/cases/${id}/dismiss/`, london);
    expect(undo.statusCode).toBe(204);
    expect(undo.body).toBe('');
    expect(await sees(lawyers.london, id)).toBe(true);
    // a lead not dismissed stays as it is
    expect((await call(app, 'DELETE', `/api/cases/${id}/dismiss/`, london)).statusCode).toBe(204);
    expect(await sees(lawyers.london, id)).toBe(true);

    // another lawyer's area, a closed case, no token, a client: refused
    const carlisle = await postCase(app, owner.access, { location: 'Dumfries' });
    expect((await call(app, 'DELETE', `/api/cases/${carlisle}/dismiss/`, london)).statusCode).toBe(404);
    expect((await call(app, 'POST', `/api/cases/${id}/close/`, owner.access)).statusCode).toBe(200);
    expect((await call(app, 'DELETE', `/api/cases/${id}/dismiss/`, london)).statusCode).toBe(404);
    expect((await call(app, 'DELETE', `/api/cases/${id}/dismiss/`, '')).statusCode).toBe(401);
    expect((await call(app, 'DELETE', `/api/cases/${id}/dismiss/`, owner.access)).statusCode).toBe(403);
  });

  it('a lawyer without a profile, or not verified, has no leads and cannot dismiss', async () => {
    const bare = await lawyer(app, admin, 'Family Law', 'London', { approve: false });
    expect(await leadIds(bare)).toEqual([]);
    const id = await postCase(app, owner.access);
    expect((await call(app, 'POST', `/api/cases/${id}/dismiss/`, bare.access)).statusCode).toBe(404);
  });
});

describe('the notices of a new case', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await casesApp();
  });
  afterAll(async () => {
    await app.dispose();
  });

  // many verified lawyers at once, written directly: the submission flow is tested elsewhere
  async function verifiedLawyers(count: number, location: string, area: Category = 'Family Law') {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const user = await app.ctx.db
        .insertInto('users')
        .values({
          email: `${location.toLowerCase()}.${area.replace(' ', '').toLowerCase()}.${i}@example.test`,
          name: `Lawyer ${i}`,
          role: 'lawyer',
          password_hash: 'x',
          is_verified: 1,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await app.ctx.db
        .insertInto('lawyer_profiles')
        .values({
          user_id: user.id,
          full_name: `Lawyer ${i}`,
          specialization: area,
          location,
          experience_years: 5,
          license_number: '123456',
          education: '',
          bio: '',
          hourly_rate_pence: null,
          first_fee_pence: null,
          updated_at: nowIso(),
        })
        .execute();
      await app.ctx.db
        .insertInto('verification_requests')
        .values({
          user_id: user.id,
          status: 'approved',
          submitted_at: RECENT,
          decided_at: RECENT,
          verified_at: RECENT,
        })
        .execute();
      ids.push(user.id);
    }
    return ids;
  }

  it(`tells the nearest ${FAN_OUT_MAX} lawyers it is a lead for, and no one else`, async () => {
    const reading = await verifiedLawyers(30, 'Reading');
    const london = await verifiedLawyers(30, 'London');
    const oxford = await verifiedLawyers(3, 'Oxford');
    const tax = await verifiedLawyers(3, 'London', 'Tax Law');
    const owner = await client(app);
    const caseId = await postCase(app, owner.access, { title: 'Fan-out' });
    const told = await app.ctx.db
      .selectFrom('notifications')
      .select(['user_id', 'text', 'link', 'kind'])
      .where('kind', '=', 'new_lead')
      .execute();
    expect(told).toHaveLength(FAN_OUT_MAX);
    const toldIds = new Set(told.map((n) => n.user_id));
    // every London lawyer (the same city), then the Reading ones by id
    expect(london.every((id) => toldIds.has(id))).toBe(true);
    expect(reading.filter((id) => toldIds.has(id))).toEqual(reading.slice(0, FAN_OUT_MAX - london.length));
    expect([...oxford, ...tax].some((id) => toldIds.has(id))).toBe(false);
    expect(told[0]).toMatchObject({
      text: 'New case in Family Law near London: "Fan-out"',
      // the lawyer's page of the lead in the SPA
      link: `/leads/${caseId}`,
    });
  });

  it('past the cap, the case is still a lead for a lawyer it did not notify', async () => {
    const [id = 0] = await verifiedLawyers(1, 'Cambridge');
    const owner = await client(app);
    const caseId = await postCase(app, owner.access, { ...FAMILY_CASE, title: 'Seen anyway' });
    // Cambridge is 79 km from London: the 60 lawyers of London and Reading are nearer
    const told = await app.ctx.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', id)
      .where('text', 'like', '%Seen anyway%')
      .execute();
    expect(told).toHaveLength(0);
    const facts = await lawyerFacts(app.ctx.db, id);
    if (!facts) throw new Error('no lawyer');
    expect((await leadsOf(app.ctx.db, facts, Date.now())).map((r) => String(r.id))).toContain(caseId);
  });
});
