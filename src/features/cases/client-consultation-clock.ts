import { useEffect, useState } from 'react';

// setTimeout takes at most 2^31 - 1 ms (about 24.8 days); a later change is waited for in steps
const LONGEST_WAIT = 2_147_483_647;

/**
 * The time now, read again at the next moment `nextChange` names (such as when Join Meeting
 * opens, or when the 24-hour limit begins), so what depends on the clock changes on screen by
 * itself. Null: nothing will change.
 */
export function useNow(nextChange: (now: Date) => number | null): Date {
  const [now, setNow] = useState(() => new Date());
  const next = nextChange(now);
  useEffect(() => {
    if (next === null || next <= now.getTime()) return;
    const timer = setTimeout(
      () => setNow(new Date()),
      Math.min(Math.max(next - Date.now(), 0) + 1, LONGEST_WAIT),
    );
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}
