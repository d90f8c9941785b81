// The lawyer's availability settings and the switch among them
// (docs/decisions/0091-availability-switch-and-live-figures.md): kept on the server, changed by any
// subset of fields with the merged whole checked, and an unavailable lawyer is neither matched nor
// shown leads, on this instance at once and on every other one through the change feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilitySchema, defaultAvailability } from '../../../src/api/booking-contract.ts';
import type { Availability } from '../../../src/api/booking-contract.ts';
import { caseDetailSchema, leadListSchema, notificationListSchema } from '../../../src/api/cases-contract.ts';
import { matchResponseSchema } from '../../../src/api/contract.ts';
import { LawyerIndex } from '../../../server/services/matching/lawyer-index.ts';
import { UNAVAILABLE } from '../../../server/services/cases/responses.ts';
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
import { PASSWORD, adminTokens, bearer, login, register } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

const URL = '/api/lawyers/me/availability/';
const MEETING = 'https://meet.example.com/room';

let app: TestApp;
let admin: string;
let owner: Person;
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
  owner = await client(app, 'Nora Ashdown');
});
afterAll(async () => {
  await app.dispose();
});

const get = (access: string) => app.api.inject({ url: URL, headers: bearer(access) });
const put = (access: string, body: unknown) =>
  app.api.inject({ method: 'PUT', url: URL, headers: bearer(access), payload: body as object });
const settings = async (access: string): Promise<Availability> => {
  const res = await get(access);
  expect(res.statusCode).toBe(200);
  return availabilitySchema.parse(res.json());
};
const save = async (access: string, body: object): Promise<Availability> => {
  const res = await put(access, body);
  expect(res.statusCode, res.body).toBe(200);
  return availabilitySchema.parse(res.json());
};

describe('GET and PUT /api/lawyers/me/availability/', () => {
  it('answers the defaults to a lawyer who never saved any: available', async () => {
    const { tokens } = await register(app, 'lawyer');
    expect(await settings(tokens.access)).toEqual(defaultAvailability());
    expect(defaultAvailability().available).toBe(true);
  });

  it('is for lawyers only: a client or an admin 403, no token 401', async () => {
    for (const access of [owner.access, admin]) {
      expect((await get(access)).statusCode).toBe(403);
      expect((await put(access, { available: false })).statusCode).toBe(403);
    }
    expect((await app.api.inject({ url: URL })).statusCode).toBe(401);
    const anonymous = await app.api.inject({ method: 'PUT', url: URL, payload: { available: false } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the switch on the server: another sign-in of the same lawyer reads it back', async () => {
    const { email, tokens } = await register(app, 'lawyer');
    const off = await save(tokens.access, { available: false });
    // the whole settings come back, the rest as they were
    expect(off).toEqual({ ...defaultAvailability(), available: false });
    const again = await login(app, email, PASSWORD);
    expect(again.tokens.access).not.toBe(tokens.access);
    expect(await settings(again.tokens.access)).toMatchObject({ available: false });
    expect(await save(again.tokens.access, { available: true })).toMatchObject({ available: true });
    expect(await settings(tokens.access)).toMatchObject({ available: true });
  });

  it('changes only the fields sent: the others keep their stored values', async () => {
    const { tokens } = await register(app, 'lawyer');
    const first = await save(tokens.access, {
      durationMinutes: 45,
      types: ['phone', 'video'],
      meetingUrl: MEETING,
      blockedDates: ['2026-12-25', '2026-12-24', '2026-12-25'],
    });
    // the contract's own order and no repeats
    expect(first).toMatchObject({ types: ['video', 'phone'], blockedDates: ['2026-12-24', '2026-12-25'] });
    const switched = await save(tokens.access, { available: false });
    expect(switched).toEqual({ ...first, available: false });
    const later = await save(tokens.access, { bufferMinutes: 15 });
    expect(later).toEqual({ ...first, available: false, bufferMinutes: 15 });
    expect(await settings(tokens.access)).toEqual(later);
    // an empty change changes nothing
    expect(await save(tokens.access, {})).toEqual(later);
  });

  it('checks the merged whole: a video type needs a link, stored or sent, and nothing is kept when refused', async () => {
    const { tokens } = await register(app, 'lawyer');
    const refused = await put(tokens.access, { types: ['video'], available: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      meetingUrl: ['Add your https meeting link to offer video consultations.'],
    });
    expect(await settings(tokens.access)).toEqual(defaultAvailability());
    await save(tokens.access, { meetingUrl: MEETING });
    // the stored link is enough now
    expect(await save(tokens.access, { types: ['video'] })).toMatchObject({
      types: ['video'],
      meetingUrl: MEETING,
    });
    // and clearing it while video is offered is refused
    const cleared = await put(tokens.access, { meetingUrl: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toEqual({
      meetingUrl: ['Add your https meeting link to offer video consultations.'],
    });
    const inPerson = await put(tokens.access, { types: ['in_person'] });
    expect(inPerson.json()).toEqual({
      officeAddress: ['Add your office address to offer in-person consultations.'],
    });
    expect(await settings(tokens.access)).toMatchObject({ types: ['video'], meetingUrl: MEETING });
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    [
      'a short duration',
      { durationMinutes: 5 },
      { durationMinutes: ['Ensure this value is greater than or equal to 15.'] },
    ],
    ['a switch that is not true or false', { available: 'no' }, { available: ['Expected boolean.'] }],
    [
      'less than two hours of notice',
      { minNoticeHours: 1 },
      { minNoticeHours: ['Ensure this value is greater than or equal to 2.'] },
    ],
    ['no type at all', { types: [] }, { types: ['Choose at least one type of consultation.'] }],
    [
      'a link that is not https',
      { meetingUrl: 'http://meet.example.com' },
      {
        meetingUrl: ['Enter a valid https link, such as https://meet.example.com/room.'],
      },
    ],
    [
      'another time zone',
      { timeZone: 'Europe/Paris' },
      { timeZone: ['"Europe/Paris" is not a valid choice.'] },
    ],
    ['an unknown field', { colour: 'red' }, { colour: ['This field is not allowed.'] }],
    [
      'windows that overlap',
      {
        weekly: [
          { day: 1, start: '09:00', end: '13:00' },
          { day: 1, start: '12:00', end: '17:00' },
        ],
      },
      { 'weekly.1.start': ['This window overlaps another one on the same day.'] },
    ],
    ['a list', [{ available: false }], { non_field_errors: ['Invalid data. Expected a JSON object.'] }],
  ])('refuses %s with 400 and field messages, keeping what was stored', async (_, body, errors) => {
    const { tokens } = await register(app, 'lawyer');
    await save(tokens.access, { available: false });
    const res = await put(tokens.access, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await settings(tokens.access)).toEqual({ ...defaultAvailability(), available: false });
  });

  it('reads settings kept before a change of the contract: an unknown or refused one takes its default', async () => {
    const { user, tokens } = await register(app, 'lawyer');
    await app.ctx.db
      .insertInto('lawyer_availability')
      .values({
        user_id: Number(user.id),
        available: 0,
        settings: JSON.stringify({ durationMinutes: 5, bufferMinutes: 10, retired: true }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(await settings(tokens.access)).toEqual({
      ...defaultAvailability(),
      bufferMinutes: 10,
      available: false,
    });
    // and the lawyer can change them again
    expect(await save(tokens.access, { durationMinutes: 20 })).toMatchObject({
      durationMinutes: 20,
      bufferMinutes: 10,
    });
  });

  it('keeps both of two changes sent at once', async () => {
    const { tokens } = await register(app, 'lawyer');
    await Promise.all([
      save(tokens.access, { durationMinutes: 60 }),
      save(tokens.access, { bufferMinutes: 10 }),
      save(tokens.access, { available: false }),
    ]);
    expect(await settings(tokens.access)).toMatchObject({
      durationMinutes: 60,
      bufferMinutes: 10,
      available: false,
    });
  });
});

describe('an unavailable lawyer gets no leads', () => {
  it('empties their list, hides each case, refuses a response with the reason, and all comes back when switched on', async () => {
    const me = await lawyer(app, admin, 'Family Law', 'Bristol');
    const before = await postCase(app, owner.access, { location: 'Bristol', title: 'Before' });
    const leads = async () =>
      leadListSchema
        .parse((await call(app, 'GET', '/api/cases/', me.access)).json())
        .results.map((l) => l.id);
    expect(await leads()).toEqual([before]);

    await save(me.access, { available: false });
    expect(await leads()).toEqual([]);
    expect((await call(app, 'GET', `/api/cases/${before}/`, me.access)).statusCode).toBe(404);
    expect((await call(app, 'POST', `/api/cases/${before}/dismiss/`, me.access)).statusCode).toBe(404);
    const respond = await call(app, 'POST', `/api/cases/${before}/responses/`, me.access, RESPONSE);
    expect(respond.statusCode).toBe(409);
    expect(respond.json()).toEqual({ detail: UNAVAILABLE });

    // a case kept meanwhile tells them nothing
    const during = await postCase(app, owner.access, { location: 'Bristol', title: 'During' });
    const bell = notificationListSchema.parse(
      (await call(app, 'GET', '/api/notifications/', me.access)).json(),
    );
    const told = bell.results.filter((n) => n.kind === 'new_lead').map((n) => n.link);
    expect(told).toEqual([`/leads/${before}`]);

    await save(me.access, { available: true });
    // both are leads again, newest first, though the one kept meanwhile was never told
    expect(await leads()).toEqual([during, before]);
    expect((await call(app, 'POST', `/api/cases/${during}/responses/`, me.access, RESPONSE)).statusCode).toBe(
      201,
    );
  });

  it('still lets them open a case they responded to', async () => {
    const me = await lawyer(app, admin, 'Family Law', 'Bath');
    const id = await postCase(app, owner.access, { ...FAMILY_CASE, location: 'Bath' });
    expect((await call(app, 'POST', `/api/cases/${id}/responses/`, me.access, RESPONSE)).statusCode).toBe(
      201,
    );
    await save(me.access, { available: false });
    const detail = await call(app, 'GET', `/api/cases/${id}/`, me.access);
    expect(detail.statusCode).toBe(200);
    expect(caseDetailSchema.parse(detail.json())).toMatchObject({ responded: true });
  });
});

describe('an unavailable lawyer is not matched', () => {
  const ask = { city: 'Truro', issue: 'A question about VAT', category: 'Tax Law' as const };
  const matchedIds = async (index?: LawyerIndex) => {
    if (index) return (await index.match(ask)).lawyers.map((l) => l.id);
    const res = await app.match.inject({ method: 'POST', url: '/api/match-lawyer', payload: ask });
    expect(res.statusCode).toBe(200);
    return matchResponseSchema.parse(res.json()).lawyers.map((l) => l.id);
  };

  it('leaves every instance’s index when switched off, and comes back when switched on', async () => {
    const me = await lawyer(app, admin, 'Tax Law', 'Truro');
    const id = String(me.id);
    // another instance on the same database: its own index, kept fresh by the change feed only
    const other = new LawyerIndex(
      app.ctx.db,
      () => '',
      () => Date.now(),
    );
    try {
      expect(await matchedIds()).toContain(id);
      expect(await matchedIds(other)).toContain(id);

      await save(me.access, { available: false });
      // this instance applied its own change at once
      expect(await matchedIds()).not.toContain(id);
      // the other one applies it from the feed, as it does a profile change
      await other.refresh();
      expect(await matchedIds(other)).not.toContain(id);

      // a change that leaves the switch as it was is no change to matching
      await save(me.access, { durationMinutes: 60 });
      expect(await matchedIds()).not.toContain(id);

      await save(me.access, { available: true });
      expect(await matchedIds()).toContain(id);
      await other.refresh();
      expect(await matchedIds(other)).toContain(id);
    } finally {
      await other.stop();
    }
  });
});
