// Which start times a lawyer offers: the grid of each weekly window in London wall time, less
// what the notice period, the horizon, blocked dates, the bank holidays of the lawyer's
// jurisdiction and active bookings rule out.
// docs/decisions/0065-slots-on-a-london-grid.md, docs/decisions/0115-bank-holidays.md
import { ACTIVE_STATUSES, minutesOf } from '../../../src/api/booking-contract.ts';
import type { Availability, Consultation, ConsultationType } from '../../../src/api/booking-contract.ts';
import type { Jurisdiction } from '../places/geo.ts';
import { BANK_HOLIDAYS_KNOWN_UNTIL, bankHolidayOn, JURISDICTION_NAMES } from './bank-holidays.ts';
import { addDays, daysBetween, HOUR, isoWeekday, MINUTE, wallClock, wallToInstant } from './wall-time.ts';

/** A stretch of time in epoch milliseconds, start included, end excluded. */
export interface Interval {
  start: number;
  end: number;
}

/** What slots need to know of a lawyer's consultations. */
export type BookedTime = Pick<Consultation, 'startsAt' | 'endsAt' | 'status'>;

/** Half-open intervals overlap when each starts before the other ends: back to back is not overlap. */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** A consultation's time followed by the lawyer's buffer. */
function span(booked: Pick<BookedTime, 'startsAt' | 'endsAt'>, bufferMinutes = 0): Interval {
  return { start: Date.parse(booked.startsAt), end: Date.parse(booked.endsAt) + bufferMinutes * MINUTE };
}

/**
 * Every start on one date's grid: from each window's start, one consultation plus one buffer
 * apart, counted in elapsed time, so a window across a clock change keeps every real slot once.
 * A slot fits wholly in its window; its buffer may run past the window's end.
 */
function gridStarts(availability: Availability, date: string): number[] {
  const { durationMinutes, bufferMinutes, timeZone } = availability;
  const length = durationMinutes * MINUTE;
  const step = (durationMinutes + bufferMinutes) * MINUTE;
  const starts = new Set<number>();
  for (const window of availability.weekly) {
    if (window.day !== isoWeekday(date)) continue;
    const end = wallToInstant(date, minutesOf(window.end), timeZone);
    for (let t = wallToInstant(date, minutesOf(window.start), timeZone); t + length <= end; t += step)
      starts.add(t);
  }
  return [...starts].sort((a, b) => a - b);
}

/** When the rules are applied, and to whom. */
export interface SlotContext {
  now: Date;
  /** whose bank holidays close the lawyer's days, unless they open on them */
  jurisdiction: Jurisdiction;
}

export interface SlotOptions extends SlotContext {
  /** the first calendar date (Europe/London) to list */
  from: string;
  days: number;
  type?: ConsultationType;
}

// The rules both the list and the booking-time check apply.
function rules(
  availability: Availability,
  bookings: readonly BookedTime[],
  { now, jurisdiction }: SlotContext,
) {
  const today = wallClock(now.getTime(), availability.timeZone).date;
  const busy = bookings
    .filter((b) => ACTIVE_STATUSES.includes(b.status))
    .map((b) => span(b, availability.bufferMinutes));
  const blocked = new Set(availability.blockedDates);
  const length = (availability.durationMinutes + availability.bufferMinutes) * MINUTE;
  const closedOnHolidays = !availability.openOnBankHolidays;
  const horizonEnd = addDays(today, availability.horizonDays);
  // past the end of the list, any day may be a bank holiday no one has written down yet
  const listEnds = closedOnHolidays && BANK_HOLIDAYS_KNOWN_UNTIL < horizonEnd;
  return {
    earliest: now.getTime() + availability.minNoticeHours * HOUR,
    horizonEnd,
    lastDate: listEnds ? BANK_HOLIDAYS_KNOWN_UNTIL : horizonEnd,
    today,
    blocked: (date: string) => blocked.has(date),
    bankHoliday: (date: string) => (closedOnHolidays ? bankHolidayOn(jurisdiction, date) : undefined),
    taken: (start: number) => busy.some((b) => overlaps(b, { start, end: start + length })),
  };
}

// a London calendar date as the booking settings list it: 'Friday, 25 December 2026'
const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateWords = (date: string) => longDate.format(Date.parse(`${date}T12:00:00Z`));

/** Free start times as UTC ISO strings, in order. */
export function freeSlots(
  availability: Availability,
  bookings: readonly BookedTime[],
  options: SlotOptions,
): string[] {
  const { from, days, type } = options;
  if (!availability.available || (type && !availability.types.includes(type))) return [];
  const rule = rules(availability, bookings, options);
  // only the dates that can hold a slot, however wide the range asked for
  const first = from > rule.today ? from : rule.today;
  const last = addDays(from, days - 1) < rule.lastDate ? addDays(from, days - 1) : rule.lastDate;
  const slots: string[] = [];
  for (let i = 0; i <= daysBetween(first, last); i += 1) {
    const date = addDays(first, i);
    if (rule.blocked(date) || rule.bankHoliday(date)) continue;
    for (const start of gridStarts(availability, date)) {
      if (start >= rule.earliest && !rule.taken(start)) slots.push(new Date(start).toISOString());
    }
  }
  return slots;
}

type BookingRefusal =
  'unavailable' | 'type' | 'notice' | 'horizon' | 'blocked' | 'bank-holiday' | 'off-grid' | 'taken';
export type Bookable = { ok: true } | { ok: false; reason: BookingRefusal; message: string };

const TYPE_WORDS: Record<ConsultationType, string> = {
  video: 'video',
  phone: 'phone',
  in_person: 'in-person',
};

/**
 * The check at booking time, by the same rules as freeSlots: a start is bookable exactly when
 * freeSlots would offer it. 'taken' is the only refusal a moment earlier might not have given
 * (a 409); the others are a bad request. To move a consultation, leave it out of `bookings`.
 */
export function isBookableStart(
  availability: Availability,
  bookings: readonly BookedTime[],
  startsAt: string,
  at: SlotContext & { type?: ConsultationType },
): Bookable {
  const { type } = at;
  const no = (reason: BookingRefusal, message: string): Bookable => ({ ok: false, reason, message });
  if (!availability.available) return no('unavailable', 'This lawyer is not taking bookings at the moment.');
  if (type && !availability.types.includes(type)) {
    return no('type', `This lawyer does not offer ${TYPE_WORDS[type]} consultations.`);
  }
  const rule = rules(availability, bookings, at);
  const start = Date.parse(startsAt);
  // a time finer than the millisecond lies between two starts, whatever it would round to
  const fraction = /\.(\d+)Z$/i.exec(startsAt)?.[1] ?? '';
  if (Number.isNaN(start) || /[1-9]/.test(fraction.slice(3))) {
    return no('off-grid', 'Choose one of the offered start times.');
  }
  if (start < rule.earliest) {
    const hours = availability.minNoticeHours;
    return no(
      'notice',
      hours > 0
        ? `Choose a time at least ${hours} ${hours === 1 ? 'hour' : 'hours'} from now.`
        : 'Choose a time in the future.',
    );
  }
  const { date } = wallClock(start, availability.timeZone);
  if (date > rule.horizonEnd)
    return no('horizon', `Choose a time within the next ${availability.horizonDays} days.`);
  if (date > rule.lastDate) {
    return no(
      'horizon',
      `Choose a time on or before ${dateWords(rule.lastDate)}: the bank holidays after it are not known yet.`,
    );
  }
  if (rule.blocked(date)) return no('blocked', 'The lawyer is not available on this date.');
  const holiday = rule.bankHoliday(date);
  if (holiday) {
    return no(
      'bank-holiday',
      `${dateWords(date)} is a bank holiday in ${JURISDICTION_NAMES[at.jurisdiction]} (${holiday}), and the lawyer does not take bookings on bank holidays.`,
    );
  }
  if (!gridStarts(availability, date).includes(start))
    return no('off-grid', 'Choose one of the offered start times.');
  if (rule.taken(start)) return no('taken', 'This time has just been taken. Please choose another.');
  return { ok: true };
}
