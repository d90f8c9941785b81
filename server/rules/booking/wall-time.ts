// Wall-clock time in a named zone through the platform's Intl (ICU and its tz data, which ship
// with Node and every browser), so no time-zone database is downloaded or bundled.
// Instants are milliseconds since the epoch; dates are 'YYYY-MM-DD' calendar dates in the zone.
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// the clock's fields for arithmetic, and what a person reads
const FIELDS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const LABEL: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZoneName: 'short',
};
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: 'en-CA' | 'en-GB', timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      ...(locale === 'en-CA' ? FIELDS : LABEL),
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(key, f);
  }
  return f;
}

/** The wall clock at an instant: its calendar date and the minutes after that date's midnight. */
export function wallClock(instant: number, timeZone: string): { date: string; minutes: number } {
  const p: Record<string, string> = {};
  for (const part of formatter('en-CA', timeZone).formatToParts(instant)) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/** Wall time minus UTC at an instant, in minutes (Europe/London: 0 in winter, 60 in summer). */
function offsetMinutes(instant: number, timeZone: string): number {
  const { date, minutes } = wallClock(instant, timeZone);
  const wallAsUtc = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  return Math.round((wallAsUtc - (instant - (instant % MINUTE))) / MINUTE);
}

/**
 * The instant a wall time names on a date; minutes may reach 1440 (midnight ending the day).
 * Where the clocks go forward the wall time does not exist and is read with the offset before
 * the change (01:30 on the spring Sunday is 02:30 BST); where they go back it names the first
 * of its two instants (RFC 5545 §3.3.5).
 */
export function wallToInstant(date: string, minutes: number, timeZone: string): number {
  const wallAsUtc = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  // offsets a day either side: zones change them months apart, never twice in a day
  const before = offsetMinutes(wallAsUtc - DAY, timeZone);
  const after = offsetMinutes(wallAsUtc + DAY, timeZone);
  const fits = [before, after]
    .map((offset) => wallAsUtc - offset * MINUTE)
    .filter((instant, i) => offsetMinutes(instant, timeZone) === (i === 0 ? before : after));
  return fits.length > 0 ? Math.min(...fits) : wallAsUtc - before * MINUTE;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Whole days from one date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

/** ISO weekday of a date: Monday 1 … Sunday 7. */
export function isoWeekday(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** 'Mon, 30 Mar 2026, 09:00 BST': what a person reads, with the zone's abbreviation. */
export function formatWall(instant: number, timeZone: string): string {
  return formatter('en-GB', timeZone).format(instant);
}
