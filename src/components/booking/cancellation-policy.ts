// A lawyer's cancellation policy in words, the same in the booking dialog and on the client's
// consultation (docs/decisions/0129-cancellation-policy-and-no-shows.md).
import { formatWeekdayDayTime } from '@/lib/dates';

const HOUR = 60 * 60 * 1000;

/** The instant after which only the lawyer can cancel or move a confirmed consultation. */
export const freeUntil = (startsAt: string, hours: number): number => Date.parse(startsAt) - hours * HOUR;

/** 'Free to cancel until Wednesday 2 December, 10:00 GMT' */
export const freeUntilWords = (startsAt: string, hours: number): string =>
  `Free to cancel until ${formatWeekdayDayTime(new Date(freeUntil(startsAt, hours)).toISOString())}`;

/** The policy before a time is chosen: 'Free to cancel until 48 hours before the start' */
export const policyWords = (hours: number): string =>
  hours === 0
    ? 'Free to cancel until the start'
    : `Free to cancel until ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start`;

const MINUTE = 60 * 1000;
/** Whether a confirmed consultation may be reported as not attended at `now`: from 10 minutes
 * after its start until 48 hours after its end, as the API rules. */
export const noShowOpen = (c: { status: string; startsAt: string; endsAt: string }, now: number): boolean =>
  c.status === 'confirmed' &&
  now >= Date.parse(c.startsAt) + 10 * MINUTE &&
  now <= Date.parse(c.endsAt) + 48 * HOUR;

/** 'The client did not attend' / 'The lawyer did not attend' */
export const noShowWords = (noShowBy: 'client' | 'lawyer' | null): string | null =>
  noShowBy ? `The ${noShowBy} did not attend` : null;
