// Slots on the lawyer's London grid: the clock changes, the defaults, the edges of a window,
// and the booking-time check (docs/decisions/0065-slots-on-a-london-grid.md).
import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '../../../../src/api/booking-contract.ts';
import type { Availability } from '../../../../src/api/booking-contract.ts';
import { freeSlots, isBookableStart, overlaps } from '../../../../server/rules/booking/slots.ts';
import type { BookedTime } from '../../../../server/rules/booking/slots.ts';
import { BANK_HOLIDAYS_KNOWN_UNTIL } from '../../../../server/rules/booking/bank-holidays.ts';
import { addDays, formatWall, wallToInstant } from '../../../../server/rules/booking/wall-time.ts';
import type { Jurisdiction } from '../../../../server/rules/places/geo.ts';
import { availability, everyDay, LONG_BEFORE } from './booking-fixtures.ts';

const day = (a: Availability, date: string, bookings: BookedTime[] = [], now = LONG_BEFORE) =>
  freeSlots(a, bookings, { from: date, days: 1, now, jurisdiction: 'england-wales' });
const clock = (iso: string) => iso.slice(11, 16);
// the grid's tests fall on no bank holiday of England and Wales
const E_W = 'england-wales';
const london = (iso: string) => formatWall(Date.parse(iso), 'Europe/London').slice(-9);
const booked = (
  startsAt: string,
  endsAt: string,
  status: BookedTime['status'] = 'confirmed',
): BookedTime => ({
  startsAt,
  endsAt,
  status,
});

describe('clock changes', () => {
  it.each([
    ['09:00', '2026-03-30', '2026-03-30T08:00:00.000Z'],
    ['13:00', '2026-03-30', '2026-03-30T12:00:00.000Z'],
    ['09:00', '2026-10-26', '2026-10-26T09:00:00.000Z'],
    ['13:00', '2026-10-26', '2026-10-26T13:00:00.000Z'],
  ])('hours from %s to 17:00 on Monday %s first offer %s', (start, date, first) => {
    const slots = day(
      availability({ weekly: [{ day: 1, start, end: '17:00' }], minNoticeHours: 0, horizonDays: 365 }),
      date,
    );
    expect(slots[0]).toBe(first);
    expect(london(slots.at(-1) ?? '')).toMatch(/^16:30 (GMT|BST)$/);
  });

  it.each([
    ['2026-03-28', '09:00', '16:30'],
    ['2026-03-29', '08:00', '15:30'],
    ['2026-10-24', '08:00', '15:30'],
    ['2026-10-25', '09:00', '16:30'],
  ])('09:00–17:00 on %s: sixteen slots from %sZ to %sZ', (date, first, last) => {
    const slots = day(everyDay('09:00', '17:00'), date);
    expect(slots).toHaveLength(16);
    expect([clock(slots[0] ?? ''), clock(slots.at(-1) ?? '')]).toEqual([first, last]);
  });

  it('a window across the spring change offers every half hour that exists, once', () => {
    const slots = day(everyDay('00:00', '04:00'), '2026-03-29');
    expect(slots.map(clock)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30']);
    expect(slots.map(london)).toEqual([
      '00:00 GMT',
      '00:30 GMT',
      '02:00 BST',
      '02:30 BST',
      '03:00 BST',
      '03:30 BST',
    ]);
  });

  it('a window across the autumn change offers both 01:00s and both 01:30s, each once', () => {
    const slots = day(everyDay('00:00', '04:00'), '2026-10-25');
    expect(slots.map(london)).toEqual([
      '00:00 BST',
      '00:30 BST',
      '01:00 BST',
      '01:30 BST',
      '01:00 GMT',
      '01:30 GMT',
      '02:00 GMT',
      '02:30 GMT',
      '03:00 GMT',
      '03:30 GMT',
    ]);
    const starts = slots.map(Date.parse);
    expect(starts.slice(1).map((t, i) => t - (starts[i] ?? 0))).toEqual(Array(9).fill(30 * 60_000));
  });

  it('a week across each change: the same London hours every day, no instant twice', () => {
    for (const from of ['2026-03-26', '2026-10-22']) {
      const slots = freeSlots(everyDay('09:00', '17:00'), [], {
        from,
        days: 7,
        now: LONG_BEFORE,
        jurisdiction: E_W,
      });
      expect(slots).toHaveLength(7 * 16);
      expect(new Set(slots).size).toBe(slots.length);
      const hours = new Set(slots.map((s) => london(s).slice(0, 5)));
      expect(hours.size).toBe(16);
    }
  });

  it.each([
    // spring: 01:30 does not exist and is read with the winter offset, as 02:30 BST
    ['2026-03-29', 90, '2026-03-29T01:30:00.000Z'],
    // autumn: 01:30 happens twice; the first is meant
    ['2026-10-25', 90, '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', 0, '2026-10-24T23:00:00.000Z'],
    ['2026-10-24', 1440, '2026-10-24T23:00:00.000Z'],
  ])('wall time %s + %i min is %s', (date, minutes, iso) => {
    expect(new Date(wallToInstant(date, minutes, 'Europe/London')).toISOString()).toBe(iso);
  });
});

describe('the defaults', () => {
  // Monday 2 March 2026, 10:00 GMT
  const now = new Date('2026-03-02T10:00:00Z');
  const slots = freeSlots(defaultAvailability(), [], {
    from: '2026-03-02',
    days: 40,
    now,
    jurisdiction: E_W,
  });

  it('are weekdays 09:00–17:00 in half hours, 24 hours ahead, 28 days out', () => {
    expect(slots[0]).toBe('2026-03-03T10:00:00.000Z');
    const on = (date: string) => slots.filter((s) => s.startsWith(date));
    expect(on('2026-03-03')).toHaveLength(14);
    expect(on('2026-03-04')).toHaveLength(16);
    expect([...on('2026-03-07'), ...on('2026-03-08')]).toEqual([]);
    // the 28th day after today is the last, and it is in summer time
    expect(on('2026-03-30')[0]).toBe('2026-03-30T08:00:00.000Z');
    expect(slots.at(-1)).toBe('2026-03-30T15:30:00.000Z');
  });
});

describe('edges of a window', () => {
  it.each([
    ['shorter than one consultation', everyDay('09:00', '09:20'), []],
    ['exactly one consultation', everyDay('09:00', '09:30'), ['09:00']],
    ['a buffer may run past its end', everyDay('09:00', '10:15', { bufferMinutes: 15 }), ['09:00', '09:45']],
    ['a slot never does', everyDay('09:00', '10:14', { bufferMinutes: 15 }), ['09:00']],
    [
      'length and buffer make the grid',
      everyDay('09:00', '12:00', { durationMinutes: 50, bufferMinutes: 10 }),
      ['09:00', '10:00', '11:00'],
    ],
    [
      'two windows, each with its own grid',
      availability({
        weekly: [
          { day: 3, start: '09:00', end: '10:00' },
          { day: 3, start: '10:10', end: '11:10' },
        ],
        minNoticeHours: 0,
      }),
      ['09:00', '09:30', '10:10', '10:40'],
    ],
  ])('%s', (_, a, times) => {
    // Wednesday 14 January 2026: winter, so London time is UTC
    expect(day(a, '2026-01-14').map(clock)).toEqual(times);
  });

  it('midnight: a window to 24:00 ends the day, and 00:00 in summer is the day before in UTC', () => {
    const a = availability({
      weekly: [
        { day: 6, start: '22:00', end: '24:00' },
        { day: 7, start: '00:00', end: '01:00' },
      ],
      minNoticeHours: 0,
      horizonDays: 365,
    });
    expect(day(a, '2026-06-13')).toEqual(
      ['21:00', '21:30', '22:00', '22:30'].map((t) => `2026-06-13T${t}:00.000Z`),
    );
    expect(day(a, '2026-06-14')).toEqual(['2026-06-13T23:00:00.000Z', '2026-06-13T23:30:00.000Z']);
  });
});

describe('what rules a slot out', () => {
  const a = everyDay('09:00', '12:00', { bufferMinutes: 15 }); // 09:00, 09:45, 10:30, 11:15
  const date = '2026-01-14';

  it.each([
    [
      'a booking on the grid',
      [booked('2026-01-14T10:30:00Z', '2026-01-14T11:00:00Z')],
      ['09:00', '09:45', '11:15'],
    ],
    [
      'a booking off the grid, with its buffer',
      [booked('2026-01-14T10:00:00Z', '2026-01-14T10:20:00Z')],
      ['09:00', '11:15'],
    ],
    [
      'a requested one holds the time too',
      [booked('2026-01-14T09:00:00Z', '2026-01-14T09:30:00Z', 'requested')],
      ['09:45', '10:30', '11:15'],
    ],
    [
      'and a proposed one',
      [booked('2026-01-14T09:00:00Z', '2026-01-14T09:30:00Z', 'proposed')],
      ['09:45', '10:30', '11:15'],
    ],
    [
      'a declined one does not',
      [booked('2026-01-14T09:00:00Z', '2026-01-14T09:30:00Z', 'declined')],
      ['09:00', '09:45', '10:30', '11:15'],
    ],
    [
      'nor a cancelled or completed one',
      [
        booked('2026-01-14T09:00:00Z', '2026-01-14T12:00:00Z', 'cancelled'),
        booked('2026-01-14T09:00:00Z', '2026-01-14T12:00:00Z', 'completed'),
      ],
      ['09:00', '09:45', '10:30', '11:15'],
    ],
  ])('%s', (_, bookings, times) => {
    expect(day(a, date, bookings).map(clock)).toEqual(times);
  });

  it('the notice period, to the minute', () => {
    const now = new Date('2026-01-13T09:45:00Z');
    expect(
      day(everyDay('09:00', '12:00', { minNoticeHours: 24, bufferMinutes: 15 }), date, [], now).map(clock),
    ).toEqual(['09:45', '10:30', '11:15']);
  });

  it('a blocked date, a type not offered, a lawyer not available', () => {
    expect(day(everyDay('09:00', '12:00', { blockedDates: [date] }), date)).toEqual([]);
    expect(day(everyDay('09:00', '12:00', { blockedDates: ['2026-01-15'] }), date)).toHaveLength(6);
    expect(
      freeSlots(a, [], { from: date, days: 1, now: LONG_BEFORE, jurisdiction: E_W, type: 'video' }),
    ).toEqual([]);
    expect(
      freeSlots(a, [], { from: date, days: 1, now: LONG_BEFORE, jurisdiction: E_W, type: 'phone' }),
    ).toHaveLength(4);
    expect(day(everyDay('09:00', '12:00', { available: false }), date)).toEqual([]);
  });

  it('days before today or past the horizon are never listed', () => {
    const now = new Date('2026-01-14T00:00:00Z');
    const short = everyDay('09:00', '10:00', { horizonDays: 2 });
    const dates = new Set(
      freeSlots(short, [], { from: '2026-01-01', days: 365, now, jurisdiction: E_W }).map((s) =>
        s.slice(0, 10),
      ),
    );
    expect([...dates]).toEqual(['2026-01-14', '2026-01-15', '2026-01-16']);
  });
});

describe('isBookableStart', () => {
  const a = everyDay('09:00', '12:00', {
    minNoticeHours: 24,
    horizonDays: 10,
    blockedDates: ['2026-01-16'],
    types: ['phone'],
  });
  const now = new Date('2026-01-13T09:00:00Z');
  const bookings = [booked('2026-01-14T10:00:00Z', '2026-01-14T10:30:00Z')];

  it.each([
    ['2026-01-14T09:30:00.000Z', undefined, 'ok'],
    ['2026-01-14T09:30:00Z', 'phone', 'ok'],
    ['2026-01-14T09:30:00Z', 'video', 'type'],
    ['2026-01-14T08:30:00Z', undefined, 'notice'],
    ['2026-01-24T09:00:00Z', undefined, 'horizon'],
    ['2026-01-16T09:00:00Z', undefined, 'blocked'],
    ['2026-01-14T09:10:00Z', undefined, 'off-grid'],
    ['2026-01-14T12:00:00Z', undefined, 'off-grid'],
    ['2026-01-14T10:00:00Z', undefined, 'taken'],
  ] as const)('%s (%s): %s', (start, type, expected) => {
    const result = isBookableStart(a, bookings, start, { now, jurisdiction: E_W, type });
    expect(result.ok ? 'ok' : result.reason).toBe(expected);
    if (!result.ok) expect(result.message).toMatch(/\.$/);
  });

  it('a lawyer who is not available cannot be booked at all', () => {
    expect(
      isBookableStart({ ...a, available: false }, [], '2026-01-14T09:30:00Z', { now, jurisdiction: E_W }),
    ).toMatchObject({
      reason: 'unavailable',
    });
  });

  it('says how much notice the lawyer needs', () => {
    expect(isBookableStart(a, [], '2026-01-13T12:00:00Z', { now, jurisdiction: E_W })).toMatchObject({
      message: 'Choose a time at least 24 hours from now.',
    });
  });
});

describe('bank holidays (docs/decisions/0115-bank-holidays.md)', () => {
  const open = everyDay('09:00', '12:00');
  const monthBefore = (date: string) => new Date(`${addDays(date, -30)}T00:00:00Z`);
  const dates = (a: Availability, jurisdiction: Jurisdiction, from: string, days: number) => [
    ...new Set(
      freeSlots(a, [], { from, days, now: monthBefore(from), jurisdiction }).map((s) => s.slice(0, 10)),
    ),
  ];

  it.each([
    ['england-wales', '2026-12-24', 6, ['2026-12-24', '2026-12-26', '2026-12-27', '2026-12-29']],
    ['scotland', '2026-11-29', 3, ['2026-11-29', '2026-12-01']],
    ['scotland', '2027-01-02', 4, ['2027-01-02', '2027-01-03', '2027-01-05']],
    ['northern-ireland', '2026-03-16', 3, ['2026-03-16', '2026-03-18']],
    ['northern-ireland', '2026-07-12', 3, ['2026-07-12', '2026-07-14']],
  ] as const)(
    '%s from %s for %i days: the bank holidays offer nothing',
    (jurisdiction, from, days, expected) => {
      expect(dates(open, jurisdiction, from, days)).toEqual(expected);
    },
  );

  it("each jurisdiction keeps only its own: St Andrew's Day is a working day in England and Wales", () => {
    expect(dates(open, 'england-wales', '2026-11-30', 1)).toEqual(['2026-11-30']);
    expect(dates(open, 'scotland', '2026-12-28', 1)).toEqual([]);
    expect(dates(open, 'scotland', '2026-04-06', 1)).toEqual(['2026-04-06']);
    expect(dates(open, 'england-wales', '2026-04-06', 1)).toEqual([]);
  });

  it('a lawyer who opens on bank holidays offers them like any day', () => {
    const always = everyDay('09:00', '12:00', { openOnBankHolidays: true });
    expect(dates(always, 'england-wales', '2026-12-25', 4)).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
    ]);
  });

  it('booking on one is refused with the day, the jurisdiction and the holiday', () => {
    const now = new Date('2026-11-02T09:00:00Z');
    expect(isBookableStart(open, [], '2026-12-25T10:00:00Z', { now, jurisdiction: E_W })).toEqual({
      ok: false,
      reason: 'bank-holiday',
      message:
        'Friday, 25 December 2026 is a bank holiday in England and Wales (Christmas Day), and the lawyer does not take bookings on bank holidays.',
    });
    expect(
      isBookableStart(open, [], '2026-11-30T10:00:00Z', { now, jurisdiction: 'scotland' }),
    ).toMatchObject({
      reason: 'bank-holiday',
      message: expect.stringContaining('in Scotland (St Andrew’s Day)'),
    });
    expect(isBookableStart(open, [], '2026-11-30T10:00:00Z', { now, jurisdiction: E_W }).ok).toBe(true);
    const always = { ...open, openOnBankHolidays: true };
    expect(isBookableStart(always, [], '2026-12-25T10:00:00Z', { now, jurisdiction: E_W }).ok).toBe(true);
  });

  it('past the end of the list, a lawyer closed on bank holidays offers nothing, and says why', () => {
    const until = BANK_HOLIDAYS_KNOWN_UNTIL;
    const now = new Date(`${addDays(until, -3)}T09:00:00Z`);
    const ahead = everyDay('09:00', '12:00', { horizonDays: 30 });
    const offered = freeSlots(ahead, [], { from: addDays(until, -2), days: 10, now, jurisdiction: E_W });
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((s) => s.slice(0, 10) > until)).toEqual([]);
    const later = `${addDays(until, 3)}T10:00:00Z`;
    expect(isBookableStart(ahead, [], later, { now, jurisdiction: E_W })).toMatchObject({
      reason: 'horizon',
      message: expect.stringMatching(
        /^Choose a time on or before .*: the bank holidays after it are not known yet\.$/,
      ),
    });
    // one who opens on them needs no list
    const always = { ...ahead, openOnBankHolidays: true };
    expect(isBookableStart(always, [], later, { now, jurisdiction: E_W }).ok).toBe(true);
  });
});

describe('overlaps', () => {
  it.each([
    [[0, 30], [30, 60], false],
    [[0, 30], [29, 60], true],
    [[0, 60], [10, 20], true],
    [[10, 20], [10, 20], true],
    [[40, 60], [0, 30], false],
  ])('%j and %j: %s', ([as, ae], [bs, be], expected) => {
    expect(overlaps({ start: as ?? 0, end: ae ?? 0 }, { start: bs ?? 0, end: be ?? 0 })).toBe(expected);
  });
});
