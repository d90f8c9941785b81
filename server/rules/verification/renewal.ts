// The yearly re-check. Practising certificates run from 1 November to 31 October, so a
// verification lasts one practising year (docs/decisions/0088-yearly-re-check.md):
// - from 1 October, a lawyer last approved before that 1 October is due, by 1 November;
// - 30 days past 1 November (from 1 December) a lawyer still not approved since 1 October
//   leaves matching and leads until approved again.
// An approval from 1 October on counts for the coming year: that is when renewed certificates
// are issued. Dates are London's; the clock is the caller's, so tests choose the day.
import { wallToInstant } from '../booking/wall-time.ts';

export type RenewalState = 'current' | 'due' | 'lapsed';

export interface Renewal {
  state: RenewalState;
  /** 1 November of the practising year being renewed, while due */
  dueBy: string | null;
  /** when a due lawyer leaves matching (1 December), while due */
  leavesMatchingOn: string | null;
}

const LONDON = 'Europe/London';
const londonDay = (year: number, month: number, day: number): number =>
  wallToInstant(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, 0, LONDON);

/** the year of the latest London 1 October at or before `now` */
function renewalYear(now: number): number {
  const year = new Date(now).getUTCFullYear();
  return now >= londonDay(year, 10, 1) ? year : year - 1;
}

/** The start of the practising year's re-check window (the latest London 1 October). */
export function renewalStart(now: number): number {
  return londonDay(renewalYear(now), 10, 1);
}

// callers ask for the cutoff for every lawyer of a list with one `now`: the last answer is kept
const lastCutoff = { now: Number.NaN, cutoff: 0 };

/** Lawyers approved before this instant are out of matching at `now`. */
export function lapseCutoff(now: number): number {
  if (now !== lastCutoff.now) {
    const year = renewalYear(now);
    lastCutoff.now = now;
    lastCutoff.cutoff = now >= londonDay(year, 12, 1) ? londonDay(year, 10, 1) : londonDay(year - 1, 10, 1);
  }
  return lastCutoff.cutoff;
}

export function renewalOf(verifiedAt: string | null, now: number): Renewal | null {
  if (!verifiedAt) return null;
  const approved = Date.parse(verifiedAt);
  if (approved < lapseCutoff(now)) return { state: 'lapsed', dueBy: null, leavesMatchingOn: null };
  const year = renewalYear(now);
  if (approved >= londonDay(year, 10, 1)) return { state: 'current', dueBy: null, leavesMatchingOn: null };
  return {
    state: 'due',
    dueBy: new Date(londonDay(year, 11, 1)).toISOString(),
    leavesMatchingOn: new Date(londonDay(year, 12, 1)).toISOString(),
  };
}
