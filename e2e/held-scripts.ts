// The app's scripts held back, so that a journey can look at what the HTML and the stylesheet
// paint on their own (a prerendered page, a frame), and the text they show then
// (docs/decisions/0015-deep-links-on-any-static-host.md, 0133-public-profile-paints-at-once.md,
// 0135-signed-in-pages-paint-from-a-frame.md).
import type { Page, Route } from '@playwright/test';

/** Holds every script of the app back; resolves to the function that releases them. */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  // a held request the page has since dropped (a preload it no longer needs) is already handled
  const go = (route: Route) => route.continue().catch(() => undefined);
  await page.route(/\/assets\/[^/]+\.js$/, (route) => (released ? go(route) : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map(go));
  };
}

/** The text a person can see, once the HTML is parsed and styled (the body's innerText leaves
 * out what is not rendered; the root's own would not, were the root itself hidden). */
export async function visibleText(page: Page) {
  // parsed, and styled: before its stylesheet has loaded the browser paints nothing
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  );
  return page.evaluate(() => document.body.innerText.trim());
}
