// 'Usually responds within N hours' (docs/decisions/0125-fair-leads-and-response-time.md): the
// lawyer's median response time in whole hours, as a card says it; past two days in days.

/** '1 hour', '5 hours', '48 hours', then '3 days' (rounded up); null: nothing to say. */
function responseTimeWords(hours: number | null | undefined): string | null {
  if (hours === null || hours === undefined || !Number.isFinite(hours) || hours < 0) return null;
  const whole = Math.max(1, Math.ceil(hours));
  if (whole <= 48) return whole === 1 ? '1 hour' : `${whole} hours`;
  return `${Math.ceil(whole / 24)} days`;
}

/** The line on a card: 'Usually responds within 5 hours'; null when the figure is none or absent. */
export function respondsWithin(hours: number | null | undefined): string | null {
  const words = responseTimeWords(hours);
  return words === null ? null : `Usually responds within ${words}`;
}
