// Dates as UK people read them, in London time whatever the browser's zone: '3 November
// 2026', and '1 November' for the yearly re-check (docs/decisions/0088-yearly-re-check.md).
import { dateFormat } from '@/lib/intl';

const LONDON = 'Europe/London';
const longDate = dateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: LONDON,
});
const dayMonth = dateFormat({ day: 'numeric', month: 'long', timeZone: LONDON });
const dateTime = dateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: LONDON,
});

// the same wall time is an hour apart in winter and summer: said with its zone
const zonedDateTime = dateFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: LONDON,
  timeZoneName: 'short',
});

function format(formatter: Pick<Intl.DateTimeFormat, 'format'>, value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter.format(date);
}

/** '3 November 2026'; an unreadable value is shown as it came. */
export const formatLongDate = (value: string) => format(longDate, value);
/** '1 November' */
export const formatDayMonth = (value: string) => format(dayMonth, value);
/** '3 November 2026 at 10:15' */
export const formatDateTime = (value: string) => format(dateTime, value);
/** '2 Nov 2026, 10:05 GMT', '2 Jul 2026, 11:05 BST' */
export const formatZonedDateTime = (value: string) => format(zonedDateTime, value);

const londonParts = dateFormat(
  {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: LONDON,
  },
  'en-CA',
);
const dayLabel = dateFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const zonedTime = dateFormat({
  hour: '2-digit',
  minute: '2-digit',
  timeZone: LONDON,
  timeZoneName: 'short',
});
const weekdayZonedDateTime = dateFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: LONDON,
  timeZoneName: 'short',
});

/** The London calendar date of an instant, as YYYY-MM-DD. */
export const londonDate = (value: string | Date): string =>
  londonParts.format(typeof value === 'string' ? new Date(value) : value);
/** 'Mon 30 Mar' for a London date written YYYY-MM-DD. */
export const formatDayLabel = (date: string) => format(dayLabel, `${date}T12:00:00Z`);
/** '09:00 BST' */
export const formatZonedTime = (value: string) => format(zonedTime, value);
/** 'Mon, 30 Mar 2026, 09:00 BST' */
export const formatWeekdayDateTime = (value: string) => format(weekdayZonedDateTime, value);

const weekdayDayMonth = dateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: LONDON,
});
/** 'Wednesday 2 December, 10:00 GMT': the day and the London time with its zone */
export function formatWeekdayDayTime(value: string) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    weekdayDayMonth.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${formatZonedTime(value)}`;
}
