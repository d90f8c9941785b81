// What a signed-in page's entry does while the app's code is still downloading
// (docs/decisions/0142-intl-data-loaded-while-the-code-downloads.md): it has the browser load
// Intl's locale and time-zone data then, rather than in the page's first render with its data.
import { expect, test } from './fixtures';

test("a signed-in page's entry loads Intl's data before the app's code has arrived", async ({ page }) => {
  await page.addInitScript(() => {
    const made: unknown[] = [];
    Object.assign(window, { datesMade: made });
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        made.push(args[0]);
        return Reflect.construct(target, args) as Intl.DateTimeFormat;
      },
    });
  });
  // every script but the entry held back: the app's code never arrives in this test
  await page.route(/\/assets\/(?!index-)[^/]+\.js$/, () => undefined);
  await page.goto('/client-dashboard', { waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { datesMade: unknown[] }).datesMade))
    .toEqual(['en-GB']);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
