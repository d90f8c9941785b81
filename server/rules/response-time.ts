// A lawyer's response time, as cards show it ('Usually responds within N hours';
// docs/decisions/0125-fair-leads-and-response-time.md): the median time from a case becoming
// their lead to their response, over their responses of the last 90 days, in whole hours rounded
// up (at least 1); none before they have 3 responses in that window.

export const RESPONSE_TIME_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;
const RESPONSE_TIME_MIN_RESPONSES = 3;
const HOUR_MS = 60 * 60 * 1000;

/** One response as the figure reads it: when the case became the lawyer's lead, and when they answered (ISO). */
export interface TimedResponse {
  leadAt: string;
  createdAt: string;
}

/** The responses that count at `now`: those of the 90 days before it. */
export const inWindow = (responses: TimedResponse[], now: number): TimedResponse[] =>
  responses.filter((r) => Date.parse(r.createdAt) > now - RESPONSE_TIME_WINDOW_MS);

/** The median wait in whole hours rounded up, at least 1; null under 3 responses. */
export function responseTimeHours(responses: TimedResponse[]): number | null {
  if (responses.length < RESPONSE_TIME_MIN_RESPONSES) return null;
  // a response can be dated before its lead only by a clock set back: it counts as at once
  const waits = responses
    .map((r) => Math.max(0, Date.parse(r.createdAt) - Date.parse(r.leadAt)))
    .sort((a, b) => a - b);
  const middle = waits.length / 2;
  const median =
    waits.length % 2 === 1
      ? (waits[Math.floor(middle)] ?? 0)
      : ((waits[middle - 1] ?? 0) + (waits[middle] ?? 0)) / 2;
  return Math.max(1, Math.ceil(median / HOUR_MS));
}

/** When the figure next changes without a new response: when its oldest response leaves the
 * window; null when it is none (fewer responses than it needs cannot become more by waiting). */
export function refreshAt(responses: TimedResponse[]): number | null {
  if (responses.length < RESPONSE_TIME_MIN_RESPONSES) return null;
  const oldest = Math.min(...responses.map((r) => Date.parse(r.createdAt)));
  return oldest + RESPONSE_TIME_WINDOW_MS;
}
