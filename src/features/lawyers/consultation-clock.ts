import { useEffect, useState } from 'react';
import type { Consultation } from '@/api/booking-contract';
import { nextJoinChange } from '@/lib/join-window';

// setTimeout takes at most 2^31 - 1 ms (about 24.8 days); a longer wait would fire at once
const LONGEST_WAIT = 2_147_483_647;
// a timer may fire a hair early; a little late is never noticed
const MARGIN_MS = 50;

/** When what the lawyer may do next changes: Join Meeting opening or closing, and for any
 * confirmed consultation its end, from which it can be marked completed. */
function nextChange(c: Consultation, now: Date): number | null {
  const join = nextJoinChange(c, now);
  const end = Date.parse(c.endsAt);
  const ends = c.status === 'confirmed' && now.getTime() < end ? end : null;
  const moments = [join, ends].filter((t): t is number => t !== null);
  return moments.length > 0 ? Math.min(...moments) : null;
}

/** The time to judge a consultation's buttons by, renewed at its next change so the item
 * re-renders then (docs/decisions/0099-consultations-on-the-dashboards.md). */
export function useConsultationClock(c: Consultation): Date {
  const [now, setNow] = useState(() => new Date());
  const next = nextChange(c, now);
  useEffect(() => {
    if (next === null) return;
    const wait = Math.min(Math.max(next - Date.now(), 0) + MARGIN_MS, LONGEST_WAIT);
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}
