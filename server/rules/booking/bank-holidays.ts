// The bank holidays of the UK's three jurisdictions, which close a lawyer's days to bookings unless
// the lawyer opens on them (docs/decisions/0115-bank-holidays.md). England and Wales, Scotland and
// Northern Ireland each have their own. The dates are data: bank-holidays.json beside this file,
// from the source it names, rewritten by `npm run update:bank-holidays`
// (scripts/dev/update-bank-holidays.ts). Past the last year the list holds for all three, no day
// is known not to be a bank holiday, so the slots stop there (server/rules/booking/slots.ts).
import { HORIZON_DAYS_MAX, LONDON } from '../../../src/api/booking-contract.ts';
import type { Regulator } from '../../../src/api/regulators.ts';
import { findPlace } from '../places/geo.ts';
import type { Jurisdiction } from '../places/geo.ts';
import list from './bank-holidays.json' with { type: 'json' };
import { addDays, wallClock } from './wall-time.ts';

/** The list's names for the jurisdictions, as its source spells them. */
export const DIVISIONS = {
  'england-wales': 'england-and-wales',
  scotland: 'scotland',
  'northern-ireland': 'northern-ireland',
} as const satisfies Record<Jurisdiction, string>;
export type Division = (typeof DIVISIONS)[Jurisdiction];

export interface BankHoliday {
  /** YYYY-MM-DD */
  date: string;
  title: string;
  /** 'Substitute day' for a holiday moved off a weekend; else empty */
  notes: string;
}

export interface BankHolidayList {
  /** where the dates come from */
  source: string;
  about: string;
  /** when the file was last written */
  updated: string;
  divisions: Record<Division, BankHoliday[]>;
}

export const BANK_HOLIDAYS: BankHolidayList = list;

/** How the pages name a jurisdiction. */
export const JURISDICTION_NAMES: Record<Jurisdiction, string> = {
  'england-wales': 'England and Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
};

/**
 * The last date the list speaks for in every jurisdiction: 31 December of the last year it holds
 * a bank holiday of each (the source publishes whole years).
 */
export function knownUntil(holidays: BankHolidayList): string {
  const lastYears = Object.values(holidays.divisions).map((events) =>
    events.reduce((year, e) => (e.date.slice(0, 4) > year ? e.date.slice(0, 4) : year), ''),
  );
  const year = lastYears.reduce((least, y) => (y < least ? y : least));
  return year === '' ? '0000-12-31' : `${year}-12-31`;
}

export const BANK_HOLIDAYS_KNOWN_UNTIL = knownUntil(BANK_HOLIDAYS);

const byDate = new Map<Jurisdiction, Map<string, string>>(
  (Object.keys(DIVISIONS) as Jurisdiction[]).map((j) => [
    j,
    new Map(BANK_HOLIDAYS.divisions[DIVISIONS[j]].map((e) => [e.date, e.title])),
  ]),
);

/** The bank holiday on a date in the jurisdiction ('Christmas Day'), or undefined for none known. */
export function bankHolidayOn(jurisdiction: Jurisdiction, date: string): string | undefined {
  return byDate.get(jurisdiction)?.get(date);
}

/**
 * Whose bank holidays a lawyer keeps: the jurisdiction of the place they practise in; for a place
 * the place data does not know, their regulator's (the law societies of Scotland and Northern
 * Ireland); else England and Wales.
 */
export function lawyerJurisdiction(lawyer: { location: string; regulator: Regulator }): Jurisdiction {
  const place = findPlace(lawyer.location)?.jurisdiction;
  if (place) return place;
  if (lawyer.regulator === 'LSS') return 'scotland';
  if (lawyer.regulator === 'LSNI') return 'northern-ireland';
  return 'england-wales';
}

/**
 * What the API says at start when the list ends before the furthest day a lawyer may let clients
 * book (HORIZON_DAYS_MAX from today, London): a lawyer closed on bank holidays then offers no time
 * past the list's end. Null while the list reaches far enough.
 */
export function bankHolidayShortfall(now: number, until = BANK_HOLIDAYS_KNOWN_UNTIL): string | null {
  const today = wallClock(now, LONDON).date;
  const furthest = addDays(today, HORIZON_DAYS_MAX);
  if (until >= furthest) return null;
  return (
    `The bank holidays kept end on ${until}, before ${furthest}, the furthest a lawyer may let clients book: ` +
    `lawyers closed on bank holidays offer no time after ${until}. ` +
    `Run npm run update:bank-holidays (${BANK_HOLIDAYS.source}) and deploy the new list.`
  );
}
