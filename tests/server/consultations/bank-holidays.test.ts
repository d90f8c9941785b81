// Bank holidays over HTTP (docs/decisions/0115-bank-holidays.md): by default a lawyer offers no
// time on a bank holiday of the jurisdiction they practise in, and a booking or a proposal on one
// is a 400 on `startsAt` that names the day and the holiday; a lawyer who opens on bank holidays
// offers them like any other day. Each jurisdiction keeps its own: Christmas in England and Wales,
// St Andrew's Day and 2 January in Scotland, St Patrick's Day in Northern Ireland.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilitySchema } from '../../../src/api/booking-contract.ts';
import { call } from '../support/cases-fixtures.ts';
import {
  act,
  book,
  bookableLawyer,
  booked,
  client,
  setAvailability,
  slots,
  world,
} from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';
import { lawyer as approvedLawyer } from '../support/cases-fixtures.ts';
import { bearer } from '../support/helpers.ts';

let w: World;
let me: Person;
/** London, Edinburgh and Belfast, each open every day 09:00–17:00 and closed on bank holidays */
let london: Person;
let edinburgh: Person;
let belfast: Person;

const CLOSED = { openOnBankHolidays: false, horizonDays: 120 };

beforeAll(async () => {
  w = await world();
  me = await client(w.app, 'Harriet Quillfeather');
  london = await bookableLawyer(w, CLOSED, 'Alex Morgan');
  edinburgh = await approvedLawyer(w.app, w.admin, 'Family Law', 'Edinburgh', { name: 'Morag Sinclair' });
  await setAvailability(w, edinburgh, { ...(await settingsOf(london)), ...CLOSED });
  belfast = await approvedLawyer(w.app, w.admin, 'Family Law', 'Belfast', { name: 'Orla Devlin' });
  await setAvailability(w, belfast, { ...(await settingsOf(london)), ...CLOSED });
}, 60_000);
afterAll(async () => {
  await w.app.dispose();
});

async function settingsOf(who: Person) {
  const res = await call(w.app, 'GET', '/api/lawyers/me/availability/', who.access);
  const { available: _available, ...rest } = availabilitySchema.parse(res.json());
  return rest;
}

/** The London dates with a free time, from `from` for `days` days. */
async function freeDates(who: Person, from: string, days: number) {
  const list = (await slots(w, me, who.id, '', { from, days })).slots;
  return [...new Set(list.map((s) => s.slice(0, 10)))];
}

const at = (iso: string) => w.at(Date.parse(iso));
const put = (who: Person, payload: Record<string, unknown>) =>
  w.app.api.inject({
    method: 'PUT',
    url: '/api/lawyers/me/availability/',
    headers: bearer(who.access),
    payload,
  });

describe('a lawyer closed on bank holidays, by default', () => {
  it('offers no time on Christmas Day 2026 or its Boxing Day substitute in England and Wales', async () => {
    at('2026-12-01T10:00:00Z');
    expect(await freeDates(london, '2026-12-24', 6)).toEqual([
      '2026-12-24',
      '2026-12-26',
      '2026-12-27',
      '2026-12-29',
    ]);
  });

  it("keeps Scotland's own: St Andrew's Day and 2 January's substitute, not England's Easter Monday", async () => {
    at('2026-11-20T10:00:00Z');
    expect(await freeDates(edinburgh, '2026-11-29', 3)).toEqual(['2026-11-29', '2026-12-01']);
    expect(await freeDates(london, '2026-11-29', 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    at('2026-12-20T10:00:00Z');
    // 1 January 2027 is a Friday; 2 January, a Saturday, is kept on Monday 4 January
    expect(await freeDates(edinburgh, '2027-01-01', 5)).toEqual(['2027-01-02', '2027-01-03', '2027-01-05']);
    expect(await freeDates(london, '2027-01-01', 5)).toEqual([
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
      '2027-01-05',
    ]);
  });

  it("keeps Northern Ireland's St Patrick's Day", async () => {
    at('2027-02-20T10:00:00Z');
    expect(await freeDates(belfast, '2027-03-16', 3)).toEqual(['2027-03-16', '2027-03-18']);
    expect(await freeDates(london, '2027-03-16', 3)).toEqual(['2027-03-16', '2027-03-17', '2027-03-18']);
  });

  it('refuses a booking on one with a 400 on startsAt that says why', async () => {
    at('2026-12-01T10:00:00Z');
    const res = await book(w, me, {
      lawyerId: String(london.id),
      startsAt: '2026-12-25T10:00:00Z',
      type: 'video',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      startsAt: [
        'Friday, 25 December 2026 is a bank holiday in England and Wales (Christmas Day), and the lawyer does not take bookings on bank holidays.',
      ],
    });
    at('2026-11-20T10:00:00Z');
    const scottish = await book(w, me, {
      lawyerId: String(edinburgh.id),
      startsAt: '2026-11-30T10:00:00Z',
      type: 'video',
    });
    expect(scottish.statusCode).toBe(400);
    expect(scottish.json()).toEqual({
      startsAt: [
        'Monday, 30 November 2026 is a bank holiday in Scotland (St Andrew’s Day), and the lawyer does not take bookings on bank holidays.',
      ],
    });
  });

  it('refuses a new time on one too: the lawyer proposing it, or the client moving to it', async () => {
    at('2026-12-01T10:00:00Z');
    const c = await booked(w, me, london.id, '2026-12-24T10:00:00.000Z');
    const proposed = await act(w, london, c.id, 'propose', { startsAt: '2026-12-28T10:00:00Z' });
    expect(proposed.statusCode).toBe(400);
    expect(proposed.json()).toEqual({
      startsAt: [expect.stringMatching(/^Monday, 28 December 2026 is a bank holiday/)],
    });
    const moved = await act(w, me, c.id, 'reschedule', { startsAt: '2026-12-25T11:00:00Z' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ startsAt: [expect.stringContaining('(Christmas Day)')] });
    expect((await act(w, me, c.id, 'cancel', { reason: 'Plans changed' })).statusCode).toBe(200);
  });
});

describe('a lawyer who opens on bank holidays', () => {
  it('offers them like any day, and can be booked on Christmas Day', async () => {
    at('2026-12-01T10:00:00Z');
    const res = await put(london, { openOnBankHolidays: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(availabilitySchema.parse(res.json()).openOnBankHolidays).toBe(true);
    expect(await freeDates(london, '2026-12-24', 6)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
    ]);
    const c = await booked(w, me, london.id, '2026-12-25T10:00:00.000Z');
    expect(c.status).toBe('requested');

    // the setting is the lawyer's alone: the others stay closed
    at('2026-11-20T10:00:00Z');
    expect(await freeDates(edinburgh, '2026-11-30', 1)).toEqual([]);
  });

  it('is refused for anything but true or false', async () => {
    const res = await put(london, { openOnBankHolidays: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json() as object)).toEqual(['openOnBankHolidays']);
  });
});
