// The bank holidays kept (docs/decisions/0115-bank-holidays.md): the file parses, names its
// source, holds each jurisdiction's own days, and reaches a year past the day the suite runs, so
// no lawyer's horizon runs past it; the update script keeps the years the source does not list.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HORIZON_DAYS_MAX } from '../../../../src/api/booking-contract.ts';
import {
  BANK_HOLIDAYS,
  BANK_HOLIDAYS_KNOWN_UNTIL,
  DIVISIONS,
  bankHolidayOn,
  bankHolidayShortfall,
  knownUntil,
  lawyerJurisdiction,
} from '../../../../server/rules/booking/bank-holidays.ts';
import type { BankHolidayList } from '../../../../server/rules/booking/bank-holidays.ts';
import { addDays, wallClock } from '../../../../server/rules/booking/wall-time.ts';
import { BANK_HOLIDAYS_FILE, SOURCE, merged } from '../../../../scripts/dev/update-bank-holidays.ts';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const eventSchema = z.strictObject({
  date: z.iso.date(),
  title: z.string().min(1),
  notes: z.enum(['', 'Substitute day']),
});
const fileSchema = z.strictObject({
  source: z.literal('https://www.gov.uk/bank-holidays.json'),
  about: z.string().includes('npm run update:bank-holidays'),
  updated: z.iso.date(),
  divisions: z.strictObject({
    'england-and-wales': z.array(eventSchema).min(8),
    scotland: z.array(eventSchema).min(9),
    'northern-ireland': z.array(eventSchema).min(10),
  }),
});

describe('the file of bank holidays', () => {
  const raw: unknown = JSON.parse(readFileSync(BANK_HOLIDAYS_FILE, 'utf8'));

  it('parses, names GOV.UK as its source, and is what the server reads', () => {
    const parsed = fileSchema.parse(raw);
    expect(parsed.source).toBe(SOURCE);
    expect(BANK_HOLIDAYS).toEqual(parsed);
  });

  it('lists each jurisdiction in date order, once a day, on weekdays only, with no year missing', () => {
    for (const [division, events] of Object.entries(BANK_HOLIDAYS.divisions)) {
      const dates = events.map((e) => e.date);
      expect(dates, division).toEqual([...new Set(dates)].sort());
      expect(
        events.filter((e) => weekday(e.date) === 0 || weekday(e.date) === 6),
        division,
      ).toEqual([]);
      const years = [...new Set(dates.map((d) => Number(d.slice(0, 4))))];
      expect(years.at(-1)! - years[0]! + 1, division).toBe(years.length);
    }
  });

  it('reaches a year past today, the furthest a lawyer may let clients book', () => {
    const today = wallClock(Date.now(), 'Europe/London').date;
    const furthest = addDays(today, HORIZON_DAYS_MAX);
    // when this fails, run `npm run update:bank-holidays` where GOV.UK can be reached, and commit the file
    expect(
      BANK_HOLIDAYS_KNOWN_UNTIL >= furthest,
      `the bank holidays end on ${BANK_HOLIDAYS_KNOWN_UNTIL}, before ${furthest}: run npm run update:bank-holidays`,
    ).toBe(true);
    expect(bankHolidayShortfall(Date.now())).toBeNull();
  });

  it("keeps each jurisdiction's own days", () => {
    // Christmas 2026 is a Friday, so Boxing Day's holiday is Monday 28 December, everywhere
    for (const j of ['england-wales', 'scotland', 'northern-ireland'] as const) {
      expect(bankHolidayOn(j, '2026-12-25')).toBe('Christmas Day');
      expect(bankHolidayOn(j, '2026-12-28')).toBe('Boxing Day');
      expect(bankHolidayOn(j, '2026-12-26')).toBeUndefined();
    }
    // Scotland: 2 January (a Saturday in 2027, so Monday 4 January), St Andrew's Day, August's
    // first Monday, and no Easter Monday
    expect(bankHolidayOn('scotland', '2027-01-04')).toBe('2nd January');
    expect(bankHolidayOn('scotland', '2026-11-30')).toBe('St Andrew’s Day');
    expect(bankHolidayOn('scotland', '2026-08-03')).toBe('Summer bank holiday');
    expect(bankHolidayOn('scotland', '2026-04-06')).toBeUndefined();
    expect(bankHolidayOn('scotland', '2026-08-31')).toBeUndefined();
    // Northern Ireland: St Patrick's Day, and the Twelfth (a Sunday in 2026, so Monday 13 July)
    expect(bankHolidayOn('northern-ireland', '2026-03-17')).toBe('St Patrick’s Day');
    expect(bankHolidayOn('northern-ireland', '2026-07-13')).toBe('Battle of the Boyne (Orangemen’s Day)');
    // none of those in England and Wales
    for (const date of ['2027-01-04', '2026-11-30', '2026-03-17', '2026-07-13', '2026-08-03'])
      expect(bankHolidayOn('england-wales', date), date).toBeUndefined();
    // Easter moves: Good Friday 2027 is 26 March, Easter Monday 2028 is 17 April
    expect(bankHolidayOn('england-wales', '2027-03-26')).toBe('Good Friday');
    expect(bankHolidayOn('northern-ireland', '2028-04-17')).toBe('Easter Monday');
  });

  it('is known until 31 December of the last year listed for all three', () => {
    const list = (years: Record<string, string>): BankHolidayList => ({
      ...BANK_HOLIDAYS,
      divisions: Object.fromEntries(
        Object.values(DIVISIONS).map((d) => [d, [{ date: years[d] ?? '2030-01-01', title: 'x', notes: '' }]]),
      ) as BankHolidayList['divisions'],
    });
    expect(knownUntil(list({}))).toBe('2030-12-31');
    expect(knownUntil(list({ scotland: '2029-12-25' }))).toBe('2029-12-31');
    expect(bankHolidayShortfall(Date.parse('2029-06-01T12:00:00Z'), '2029-12-31')).toMatch(
      /^The bank holidays kept end on 2029-12-31, before 2030-06-01, .*npm run update:bank-holidays/,
    );
    expect(bankHolidayShortfall(Date.parse('2028-12-31T12:00:00Z'), '2029-12-31')).toBeNull();
  });
});

describe("a lawyer's jurisdiction", () => {
  it.each([
    ['Glasgow', 'SRA', 'scotland'],
    ['Belfast', 'SRA', 'northern-ireland'],
    ['Cardiff', 'SRA', 'england-wales'],
    ['Leeds', 'LSS', 'england-wales'],
    ['Nowhere Known', 'LSS', 'scotland'],
    ['Nowhere Known', 'LSNI', 'northern-ireland'],
    ['Nowhere Known', 'BSB', 'england-wales'],
  ] as const)('in %s, regulated by %s: %s', (location, regulator, expected) => {
    expect(lawyerJurisdiction({ location, regulator })).toBe(expected);
  });
});

describe('npm run update:bank-holidays', () => {
  const day = (date: string, title = 'A day') => ({ date, title, notes: '' });
  const kept: BankHolidayList = {
    ...BANK_HOLIDAYS,
    divisions: {
      'england-and-wales': [day('2026-12-25', 'Christmas Day'), day('2027-12-27'), day('2028-12-25')],
      scotland: [day('2026-12-25'), day('2027-12-27'), day('2028-12-25')],
      'northern-ireland': [day('2026-12-25'), day('2027-12-27'), day('2028-12-25')],
    },
  };
  const source = (dates: string[]) => ({ events: dates.map((d) => day(d, 'From the source')) });

  it('takes the source for the years it lists from the first the file holds, and keeps every other year', () => {
    const list = merged(
      kept,
      {
        'england-and-wales': source(['2025-12-25', '2027-01-01', '2027-12-27']),
        scotland: source(['2027-01-04']),
        'northern-ireland': source(['2026-12-25', '2027-01-01', '2028-12-25', '2029-01-01']),
      },
      '2027-02-01',
    );
    expect(list).toMatchObject({ source: SOURCE, updated: '2027-02-01' });
    // England and Wales: 2025 is before the file's first year; 2026 and 2028 are not in the source
    expect(list.divisions['england-and-wales']).toEqual([
      day('2026-12-25', 'Christmas Day'),
      day('2027-01-01', 'From the source'),
      day('2027-12-27', 'From the source'),
      day('2028-12-25'),
    ]);
    expect(list.divisions.scotland).toEqual([
      day('2026-12-25'),
      day('2027-01-04', 'From the source'),
      day('2028-12-25'),
    ]);
    expect(list.divisions['northern-ireland']).toEqual(
      ['2026-12-25', '2027-01-01', '2028-12-25', '2029-01-01'].map((d) => day(d, 'From the source')),
    );
  });
});
