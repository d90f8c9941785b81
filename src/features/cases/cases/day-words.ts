import { dateFormat } from '@/lib/intl';
const weekday = dateFormat({ weekday: 'long', timeZone: 'UTC' });
const date = dateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Tuesday 9 June 2026' for the calendar day 2026-06-09, as a time limit is said (docs/intake.md) */
export function dayWords(day: string): string {
  const at = new Date(`${day}T12:00:00Z`);
  return `${weekday.format(at)} ${date.format(at)}`;
}
