/**
 * Makes the browser load Intl's en-GB number data and London's time-zone data, which the first
 * formatter a page makes loads (about 45 ms on a slow phone; src/lib/intl.ts): called in a task of
 * its own while the main thread waits (for the app's code on a signed-in page, for its answer on
 * the directory), rather than in the render that shows the first date, price or count
 * (docs/decisions/0142-intl-data-loaded-while-the-code-downloads.md,
 * docs/decisions/0161-the-directory-draws-its-first-cards-first.md). The formatters are then quick
 * to make. Its own module, not intl.ts: the entry takes it, and must not wait for the chunk that
 * holds intl.ts.
 */
export function loadIntlData() {
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(0);
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(0);
}
