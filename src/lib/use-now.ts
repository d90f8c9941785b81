import { useEffect, useState } from 'react';

// setTimeout takes at most 2^31 - 1 ms (about 24.8 days); a later change is waited for in steps
const LONGEST_WAIT = 2_147_483_647;
// a timer may fire a hair early; a little late is never noticed
const MARGIN_MS = 50;

/**
 * The time now, read again at the next moment `nextChange` names (Join Meeting opening or closing,
 * a consultation's end, the 24-hour limit), so what depends on the clock changes on screen by
 * itself (docs/decisions/0099-consultations-on-the-dashboards.md). Null: nothing will change.
 */
export function useNow(nextChange: (now: Date) => number | null): Date {
  const [now, setNow] = useState(() => new Date());
  const next = nextChange(now);
  useEffect(() => {
    if (next === null) return;
    const wait = Math.min(Math.max(next - Date.now(), 0) + MARGIN_MS, LONGEST_WAIT);
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}

/** The earliest of the moments given, or null when there is none. */
export function soonest(...moments: (number | null)[]): number | null {
  const ahead = moments.filter((t): t is number => t !== null);
  return ahead.length > 0 ? Math.min(...ahead) : null;
}
