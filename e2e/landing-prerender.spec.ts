// Issue 7, performance: `/` is served prerendered (scripts/prerender-landing.ts) and hydrated;
// every other path gets the empty shell, so no route flashes landing markup. The public pages
// log no error and cause no CSP violation (Lighthouse's best-practices audits).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const EMPTY_ROOT = '<div id="root"></div>';
const LANDING_H1 = 'Connect with Verified Legal Experts</h1>'; // the <title> has the same words

/** Errors and CSP violations the page reports, from before its first script runs. */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction('reportViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

test.describe('prerendered landing page', () => {
  test('/ arrives as HTML; other paths get the empty shell', async ({ request }) => {
    const landing = await (await request.get('/')).text();
    expect(landing).toContain(LANDING_H1);
    expect(landing).not.toContain(EMPTY_ROOT);
    expect(landing).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // the CSP allows no inline script
    for (const path of [
      '/login',
      '/register?role=lawyer',
      '/role-select',
      '/admin-dashboard',
      '/no-such-page',
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(EMPTY_ROOT);
      expect(html, path).not.toContain(LANDING_H1);
    }
  });

  test('the browser hydrates it: links navigate in the app, with no error', async ({ page }) => {
    const problems = await watchProblems(page);
    // the heading as parsed from the HTML, before any module script runs
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          Object.assign(window, { parsedH1: document.querySelector('h1') });
      });
    });
    await page.goto('/');
    // React marks the DOM nodes it has hydrated; before that a click would load a new document
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$')),
    );
    // hydrated, not rendered afresh: React kept the prerendered node
    expect(
      await page.evaluate(
        () => (window as unknown as { parsedH1: unknown }).parsedH1 === document.querySelector('h1'),
      ),
    ).toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
  });

  for (const [path, heading] of [
    ['/login', 'Welcome Back'],
    ['/register', 'Create Account'],
    ['/role-select', 'Who are you?'],
  ] as const) {
    test(`${path} loads with no error and no CSP violation`, async ({ page }) => {
      const problems = await watchProblems(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});
