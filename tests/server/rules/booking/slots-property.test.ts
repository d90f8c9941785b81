// Over random weekly hours, lengths, buffers, notice, horizons, blocked dates, jurisdictions and
// bookings, across both of 2026's clock changes and its bank holidays: no offered start overlaps
// an active booking (with the buffers), falls inside the notice period, lies past the horizon, on
// a bank holiday the lawyer keeps, or off the grid; and every start that breaks none of those is
// offered. The model below finds London's wall times its
// own way (a wall time is the instant 0 or 60 minutes before it reads as UTC), not with the
// module's conversion.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MIN_NOTICE_HOURS,
  availabilitySchema,
  CONSULTATION_STATUSES,
} from '../../../../src/api/booking-contract.ts';
import type { Availability, WeeklyWindow } from '../../../../src/api/booking-contract.ts';
import { bankHolidayOn } from '../../../../server/rules/booking/bank-holidays.ts';
import { freeSlots, isBookableStart } from '../../../../server/rules/booking/slots.ts';
import type { BookedTime } from '../../../../server/rules/booking/slots.ts';
import type { Jurisdiction } from '../../../../server/rules/places/geo.ts';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const london = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** 'YYYY-MM-DDTHH:MM' as a London clock reads at an instant */
const wallOf = (t: number) => london.format(t).replace(', ', 'T');
const dateOf = (t: number) => wallOf(t).slice(0, 10);
const plusDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The instant of a London wall time: its first occurrence, or read in GMT inside the spring gap. */
function londonInstant(date: string, mins: number): number {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + mins * MIN;
  const label = new Date(asUtc).toISOString().slice(0, 16);
  for (const back of [60, 0]) if (wallOf(asUtc - back * MIN) === label) return asUtc - back * MIN;
  return asUtc;
}

const hhmm = (m: number) =>
  m === 1440 ? '24:00' : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
// up to three non-overlapping windows a day, on five-minute ticks
const dayWindows = (day: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: 288 }), { maxLength: 6 }).map((ticks) => {
    const sorted = ticks.sort((a, b) => a - b);
    const windows: WeeklyWindow[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) {
      windows.push({ day, start: hhmm((sorted[i] ?? 0) * 5), end: hhmm((sorted[i + 1] ?? 0) * 5) });
    }
    return windows;
  });

const CHANGES = [Date.parse('2026-03-29T01:00:00Z'), Date.parse('2026-10-25T01:00:00Z')];
const nowArb = fc.oneof(
  fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') }),
  // a few days either side of a clock change, so the change falls inside the range
  fc.tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -10 * DAY, max: 3 * DAY })).map(([t, d]) => t + d),
);

const scenario = nowArb.chain((now) =>
  fc.record({
    now: fc.constant(now),
    availability: fc
      .record({
        weekly: fc.tuple(...[1, 2, 3, 4, 5, 6, 7].map(dayWindows)).map((days) => days.flat()),
        durationMinutes: fc.integer({ min: 15, max: 120 }),
        bufferMinutes: fc.integer({ min: 0, max: 60 }),
        minNoticeHours: fc.integer({ min: MIN_NOTICE_HOURS, max: 72 }),
        horizonDays: fc.integer({ min: 1, max: 30 }),
        blockedDates: fc.array(
          fc.integer({ min: -2, max: 32 }).map((n) => plusDays(dateOf(now), n)),
          { maxLength: 6 },
        ),
        openOnBankHolidays: fc.boolean(),
      })
      .map((a): Availability => availabilitySchema.parse(a)),
    jurisdiction: fc.constantFrom(
      'england-wales',
      'scotland',
      'northern-ireland',
    ) satisfies fc.Arbitrary<Jurisdiction>,
    bookings: fc
      .array(
        fc.record({
          start: fc.integer({ min: -DAY, max: 32 * DAY }),
          length: fc.integer({ min: 5, max: 180 }),
          status: fc.constantFrom(...CONSULTATION_STATUSES),
        }),
        { maxLength: 25 },
      )
      .map((list) =>
        list.map(({ start, length, status }): BookedTime => {
          const t = Math.floor((now + start) / (5 * MIN)) * 5 * MIN;
          return {
            startsAt: new Date(t).toISOString(),
            endsAt: new Date(t + length * MIN).toISOString(),
            status,
          };
        }),
      ),
    fromOffset: fc.integer({ min: -3, max: 20 }),
    days: fc.integer({ min: 1, max: 40 }),
  }),
);

describe('freeSlots over random settings and bookings', () => {
  it('offers exactly the grid starts that no rule forbids', () => {
    fc.assert(
      fc.property(scenario, ({ now, availability: a, jurisdiction, bookings, fromOffset, days }) => {
        const today = dateOf(now);
        const from = plusDays(today, fromOffset);
        const offered = freeSlots(a, bookings, { from, days, now: new Date(now), jurisdiction });
        const closed = (date: string) =>
          a.blockedDates.includes(date) ||
          (!a.openOnBankHolidays && bankHolidayOn(jurisdiction, date) !== undefined);

        const step = (a.durationMinutes + a.bufferMinutes) * MIN;
        const length = a.durationMinutes * MIN;
        const active = bookings.filter((b) => ['requested', 'proposed', 'confirmed'].includes(b.status));
        const clashes = (t: number) =>
          active.some(
            (b) =>
              t < Date.parse(b.endsAt) + a.bufferMinutes * MIN &&
              Date.parse(b.startsAt) < t + length + a.bufferMinutes * MIN,
          );
        const gridOf = (date: string) =>
          a.weekly
            .filter((w) => w.day === weekday(date))
            .flatMap((w) => {
              const [start, end] = [
                londonInstant(date, minutes(w.start)),
                londonInstant(date, minutes(w.end)),
              ];
              const starts: number[] = [];
              for (let t = start; t + length <= end; t += step) starts.push(t);
              return starts;
            });

        for (const slot of offered.map(Date.parse)) {
          const date = dateOf(slot);
          expect(clashes(slot), 'overlaps a booking').toBe(false);
          expect(slot, 'inside the notice period').toBeGreaterThanOrEqual(now + a.minNoticeHours * 60 * MIN);
          expect(date <= plusDays(today, a.horizonDays), 'past the horizon').toBe(true);
          expect(date >= from && date <= plusDays(from, days - 1), 'outside the dates asked for').toBe(true);
          expect(closed(date), 'on a blocked date or a bank holiday').toBe(false);
          expect(gridOf(date), 'off the grid').toContain(slot);
        }

        const expected: string[] = [];
        for (let i = 0; i < days; i += 1) {
          const date = plusDays(from, i);
          if (date < today || date > plusDays(today, a.horizonDays) || closed(date)) continue;
          for (const t of gridOf(date)) {
            if (t >= now + a.minNoticeHours * 60 * MIN && !clashes(t))
              expected.push(new Date(t).toISOString());
          }
        }
        expect(offered).toEqual([...new Set(expected)].sort());

        // the booking-time check agrees with the list, both ways, on the first dates asked for
        for (const date of days > 1 ? [from, plusDays(from, 1)] : [from]) {
          for (const t of gridOf(date)) {
            const iso = new Date(t).toISOString();
            const check = isBookableStart(a, bookings, iso, { now: new Date(now), jurisdiction });
            expect(check.ok).toBe(offered.includes(iso));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
