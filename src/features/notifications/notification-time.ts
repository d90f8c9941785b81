// When a notification was made, as people in the UK read it: London time with its zone, since
// the same wall time is an hour apart in winter and summer ('2 Nov 2026, 10:05 GMT').
const londonTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
  timeZoneName: 'short',
});

/** An unreadable value is shown as it came. */
export function formatNotificationTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : londonTime.format(date);
}
