// Calendar files over HTTP (docs/decisions/0067-calendar-files.md): one consultation's .ics and a
// person's private feed, read back with ical.js; UTC times, one UID for life while SEQUENCE climbs,
// STATUS following the consultation, nothing the client wrote; a new feed address ends the old.
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarTokenSchema } from '../../../src/api/booking-contract.ts';
import { call, postCase } from '../support/cases-fixtures.ts';
import { makeApp } from '../support/helpers.ts';
import { DAY, act, bookableLawyer, booked, client, slots, world } from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';

const NOTE = 'My landlord kept the deposit for flat 4B';
const CASE_TITLE = 'Arrangements for my children';
const REASON = 'A hearing was moved to that morning.';

let w: World;
let lawyer: Person;
let me: Person;
beforeAll(async () => {
  w = await world();
  lawyer = await bookableLawyer(w);
  me = await client(w.app, 'Harriet Quillfeather');
}, 60_000);
afterAll(async () => {
  await w.app.dispose();
});

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const time = (name: string) => {
      const t = vevent.getFirstPropertyValue(name);
      if (!(t instanceof ICAL.Time)) throw new Error(`${name} is not a date-time`);
      return { utc: t.zone === ICAL.Timezone.utcTimezone, iso: t.toJSDate().toISOString() };
    };
    return {
      uid: String(vevent.getFirstPropertyValue('uid')),
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
      status: String(vevent.getFirstPropertyValue('status')),
      summary: String(vevent.getFirstPropertyValue('summary')),
      start: time('dtstart'),
      end: time('dtend'),
    };
  });
}

const ics = (who: Person, id: string) =>
  call(w.app, 'GET', `/api/consultations/${id}/calendar.ics`, who.access);
const only = async (who: Person, id: string) => {
  const res = await ics(who, id);
  expect(res.statusCode, res.body).toBe(200);
  const list = events(res.body);
  expect(list).toHaveLength(1);
  return { res, event: list[0] as NonNullable<(typeof list)[0]> };
};
const neverWritten = (text: string) => {
  expect(text).not.toContain(NOTE);
  expect(text).not.toContain('deposit');
  expect(text).not.toContain(CASE_TITLE);
  expect(text).not.toContain('hearing');
  expect(text).not.toContain('07700');
};

describe("one consultation's file", () => {
  it('follows every change: UID kept, SEQUENCE up, STATUS as the consultation; nothing the client wrote', async () => {
    const caseId = await postCase(w.app, me.access, { title: CASE_TITLE });
    // more than 24 hours ahead, so the client may still move it once confirmed
    const [first, second] = (await slots(w, me, lawyer.id)).slots.filter(
      (s) => Date.parse(s) > w.now() + 2 * DAY,
    );
    const c = await booked(w, me, lawyer.id, first as string, { caseId, note: NOTE });
    const requested = await only(me, c.id);
    expect(requested.res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(requested.res.headers['content-disposition']).toBe(
      `attachment; filename="lawmatch-consultation-${c.id}.ics"`,
    );
    expect(requested.event).toMatchObject({
      uid: `consultation-${c.id}@lawmatch`,
      sequence: 0,
      status: 'TENTATIVE',
      summary: 'Consultation with Alex Morgan (LawMatch)',
      start: { utc: true, iso: c.startsAt },
      end: { utc: true, iso: c.endsAt },
    });
    neverWritten(requested.res.body);

    expect((await act(w, lawyer, c.id, 'confirm')).statusCode).toBe(200);
    expect((await only(lawyer, c.id)).event).toMatchObject({ sequence: 1, status: 'CONFIRMED' });
    // the lawyer's file names the client in full once the time is agreed
    expect((await only(lawyer, c.id)).event.summary).toBe(
      'Consultation with Harriet Quillfeather (LawMatch)',
    );

    expect((await act(w, me, c.id, 'reschedule', { startsAt: second })).statusCode).toBe(200);
    const moved = await only(me, c.id);
    expect(moved.event).toMatchObject({
      uid: requested.event.uid,
      sequence: 2,
      status: 'TENTATIVE',
      start: { utc: true, iso: second },
    });

    expect((await act(w, me, c.id, 'cancel', { reason: REASON })).statusCode).toBe(200);
    const cancelled = await only(me, c.id);
    expect(cancelled.event).toMatchObject({ uid: requested.event.uid, sequence: 3, status: 'CANCELLED' });
    neverWritten(cancelled.res.body);
  });

  it('is for its two parties only', async () => {
    const [slot] = (await slots(w, me, lawyer.id)).slots;
    const c = await booked(w, me, lawyer.id, slot as string);
    expect((await ics(await client(w.app, 'Nosy Parker'), c.id)).statusCode).toBe(404);
    expect((await ics(await bookableLawyer(w, {}, 'Other Lawyer'), c.id)).statusCode).toBe(404);
    expect((await w.app.api.inject({ url: `/api/consultations/${c.id}/calendar.ics` })).statusCode).toBe(401);
  });
});

describe('the private feed', () => {
  const renew = async (who: Person, headers: Record<string, string> = {}) => {
    const res = await w.app.api.inject({
      method: 'POST',
      url: '/api/calendar/token/',
      headers: { authorization: `Bearer ${who.access}`, ...headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    return calendarTokenSchema.strict().parse(res.json());
  };
  const feed = (url: string) => w.app.api.inject({ url: new URL(url).pathname });

  it("holds the person's consultations from 30 days back, cancelled ones too, and nothing the client wrote", async () => {
    const person = await client(w.app, 'Feed Person');
    const [a, b] = (await slots(w, person, lawyer.id)).slots;
    const kept = await booked(w, person, lawyer.id, a as string, { note: NOTE });
    const dropped = await booked(w, person, lawyer.id, b as string);
    await act(w, person, dropped.id, 'cancel', { reason: REASON });
    // one long ago, which the feed leaves out
    const old = new Date(w.now() - 40 * DAY).toISOString();
    await w.app.ctx.db
      .insertInto('consultations')
      .values({
        lawyer_id: lawyer.id,
        client_id: person.id,
        type: 'video',
        starts_at: old,
        ends_at: new Date(Date.parse(old) + 30 * 60_000).toISOString(),
        blocked_until: new Date(Date.parse(old) + 30 * 60_000).toISOString(),
        status: 'completed',
        created_at: old,
        updated_at: old,
      })
      .execute();
    // the link is the API's configured address, whatever Host the request names
    const { url, createdAt } = await renew(person, { host: 'attacker.example' });
    expect(url).toMatch(/^http:\/\/localhost:8000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(createdAt).toBe(new Date(w.now()).toISOString());
    const res = await feed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const list = events(res.body);
    expect(list.map((e) => [e.uid, e.status])).toEqual([
      [`consultation-${kept.id}@lawmatch`, 'TENTATIVE'],
      [`consultation-${dropped.id}@lawmatch`, 'CANCELLED'],
    ]);
    expect(list.every((e) => e.start.utc && e.end.utc)).toBe(true);
    neverWritten(res.body);
    // only the token's digest is kept
    const token = /\/calendar\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';
    const row = await w.app.ctx.db
      .selectFrom('calendar_tokens')
      .select('token_hash')
      .where('user_id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('a new address ends the old one; an unknown one is not found', async () => {
    const first = await renew(lawyer);
    expect((await feed(first.url)).statusCode).toBe(200);
    const second = await renew(lawyer);
    expect(second.url).not.toBe(first.url);
    expect((await feed(first.url)).statusCode).toBe(404);
    expect((await feed(second.url)).statusCode).toBe(200);
    expect((await w.app.api.inject({ url: `/api/calendar/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await w.app.api.inject({ url: '/api/calendar/short.ics' })).statusCode).toBe(404);
    expect((await w.app.api.inject({ method: 'POST', url: '/api/calendar/token/' })).statusCode).toBe(401);
  });

  it('starts the address with PUBLIC_API_URL when it is set', async () => {
    const app = await makeApp({ PUBLIC_API_URL: 'https://api.lawmatch.example' });
    try {
      const res = await app.api.inject({
        method: 'POST',
        url: '/api/accounts/register/',
        payload: {
          name: 'Feed Owner',
          email: 'feed.owner@example.test',
          password: 'Correct-Horse-42',
          userType: 'client',
        },
      });
      const access = (res.json() as { tokens: { access: string } }).tokens.access;
      const renewed = await app.api.inject({
        method: 'POST',
        url: '/api/calendar/token/',
        headers: { authorization: `Bearer ${access}` },
      });
      expect(calendarTokenSchema.parse(renewed.json()).url).toMatch(
        /^https:\/\/api\.lawmatch\.example\/api\/calendar\/[\w-]{43}\.ics$/,
      );
    } finally {
      await app.dispose();
    }
  });
});
