// Performance (docs/decisions/0017-content-first-public-pages.md): the public pages are served prerendered (scripts/build/prerender-pages.ts) and
// hydrated; every other path gets the empty shell, so no route flashes another page's markup.
// The pages log no error and cause no CSP violation (Lighthouse's best-practices audits), and
// nothing typed before the app runs is lost.
import type { Page } from '@playwright/test';
import { e2eEnv } from '../playwright.config';
import { EARLY_ANSWER_SCRIPT } from '../src/api/early-answer-script';
import { PAGE_GUARD_SCRIPT } from '../src/app/page-guard';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './session';

const EMPTY_ROOT = '<div id="root"></div>';
const FRAMES = '<div id="frames">';
const PAGES = [
  ['/', 'Connect with Verified Legal Experts'],
  ['/login', 'Welcome Back'],
  ['/register', 'Create Account'],
  ['/role-select', 'Who are you?'],
  ['/privacy', 'Privacy notice'],
  ['/terms', 'Terms of use'],
  ['/complaints', 'Making a complaint'],
  ['/contact', 'Contact us'],
  ['/review-policy', 'How reviews work'],
  ['/how-we-rank', 'How we rank lawyers'],
  // the directory's frame: the heading and the empty form (docs/decisions/0128-directory-page.md)
  ['/lawyers', 'Find a lawyer'],
] as const;
/** The prerendered pages used through the app, and the chunk of each page's own code. */
const APP_FIRST_PAGES = {
  '/login': 'login-page',
  '/register': 'register-page',
  '/lawyers': 'directory-page',
};
const h1 = (text: string) => `>${text}</h1>`; // the <title> has the landing page's words too

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

/** Remembers the <h1> the HTML parser made, before any module script runs. */
async function rememberParsedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        Object.assign(window, { parsedH1: document.querySelector('h1') });
    });
  });
}

/** React marks the DOM nodes it has hydrated; before that a click would load a new document. */
const HYDRATED = () =>
  Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$'));
const isHydrated = (page: Page) => page.evaluate(HYDRATED);
const waitForHydration = (page: Page) => page.waitForFunction(HYDRATED);

const keptParsedHeading = (page: Page) =>
  page.evaluate(() => (window as unknown as { parsedH1: unknown }).parsedH1 === document.querySelector('h1'));

/** The inline scripts of a page's HTML. */
const inlineScripts = (html: string) => html.match(/<script(?![^>]*\bsrc=)[^>]*>[^<]*<\/script>/g);
const GUARD = `<script>${PAGE_GUARD_SCRIPT}</script>`;
const GUARD_AND_EARLY_ANSWER = [GUARD, `<script data-api="${e2eEnv.apiUrl}">${EARLY_ANSWER_SCRIPT}</script>`];

test.describe('prerendered pages', () => {
  test('the public pages arrive as HTML, content first; other paths get the empty shell', async ({
    request,
  }) => {
    for (const [path, heading] of PAGES) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(h1(heading));
      expect(html, path).toContain(`<div id="root" data-prerendered="${path}">`);
      // the CSP allows two inline scripts by their hashes (security-headers.ts): the page guard,
      // and in index.html, which hosts serve at any address, the request for a lawyer's profile
      // (it asks only there: docs/decisions/0140-compiled-as-it-downloads-and-profiles-from-any-file.md),
      // and in the directory's file, where it asks for the lawyers
      // (docs/decisions/0164-the-directory-s-lawyers-asked-for-from-the-html.md)
      expect(inlineScripts(html), path).toEqual(
        path === '/' || path === '/lawyers' ? GUARD_AND_EARLY_ANSWER : [GUARD],
      );
      expect(html, path).toMatch(/<script type="module" fetchpriority="low"/); // the content comes first
      // the signed-in pages' frames travel in the file hosts serve for unknown paths, and in no other
      // page's (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md)
      expect(html.includes(FRAMES), path).toBe(path === '/');
      // the page itself holds no other's: the public pages' own frames, hidden until a host serves
      // index.html at their address, follow it (docs/decisions/0162-public-pages-paint-from-a-frame.md)
      const [root = ''] = html.split(FRAMES);
      for (const [other, otherHeading] of PAGES) {
        if (other !== path) expect(root, `${path} holds no ${other}`).not.toContain(h1(otherHeading));
      }
      // a page used through the app (a sign-in form, the directory) lists its code for the guard
      // to preload; a page that works as HTML lists none of its own: it loads the app after its
      // paint (docs/decisions/0163-pages-used-through-the-app-fetch-it-with-their-html.md)
      expect(html, path).not.toContain('<link rel="modulepreload"');
      const own = APP_FIRST_PAGES[path as keyof typeof APP_FIRST_PAGES];
      const listed = new RegExp(`<meta name="lawmatch-page-preloads:${path}" content="[^"]*/assets/${own}-`);
      if (own) expect(html, path).toMatch(listed);
      else if (path !== '/') expect(html, path).not.toContain('<meta name="lawmatch-page-preloads:');
    }
    // before the app runs, a form cannot submit itself (the fields would land in the URL)
    for (const path of ['/login', '/register', '/lawyers']) {
      expect(await (await request.get(path)).text(), path).toMatch(
        /<button[^>]*type="submit"[^>]*disabled=""/,
      );
    }
    for (const path of ['/admin-dashboard', '/client-dashboard', '/no-such-page']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(EMPTY_ROOT);
      expect(html, path).not.toContain('fetchpriority="low"'); // here the script is the content
      // the page guard names the frame to show; the frames follow the empty root
      expect(inlineScripts(html), path).toEqual(GUARD_AND_EARLY_ANSWER);
      expect(html, path).toContain(`${EMPTY_ROOT}${FRAMES}`);
    }
  });

  // a lawyer's profile frame (docs/decisions/0133-public-profile-paints-at-once.md)
  test("a lawyer's address gets the profile's frame: its heading, the request for the lawyer, the profile's code listed", async ({
    request,
  }) => {
    const html = await (await request.get('/lawyers/3')).text();
    expect(html).toContain(h1('Lawyer profile'));
    expect(html).toContain('<div id="root" data-prerendered="/lawyers/:id">');
    expect(html).toContain('<title>Lawyer profile — LawMatch</title>');
    for (const [other, otherHeading] of PAGES)
      expect(html, `holds no ${other}`).not.toContain(h1(otherHeading));
    // the guard, then the request for the lawyer, both before the stylesheet and the app
    expect(inlineScripts(html)).toEqual(GUARD_AND_EARLY_ANSWER);
    expect(html.indexOf(EARLY_ANSWER_SCRIPT)).toBeLessThan(html.indexOf('rel="stylesheet"'));
    // the app and the profile's route listed for the entry to preload once the lawyer is painted,
    // nothing of the dashboards; no preload in the HTML itself
    // (docs/decisions/0141-a-profile-paints-from-any-file.md)
    const listed = /<meta name="lawmatch-profile-preloads" content="([^"]+)">/.exec(html)?.[1] ?? '';
    const preloads = listed.split(' ').map((href) => href.replace(/^\/assets\//, ''));
    for (const chunk of ['start-', 'core-', 'public-profile-route-', 'lawyer-card-', 'lawyer-profile-'])
      expect(
        preloads.some((file) => file.startsWith(chunk)),
        `${chunk} in ${preloads.join(', ')}`,
      ).toBe(true);
    expect(preloads.filter((file) => /^(signed-in|dashboard-shell)-/.test(file))).toEqual([]);
    expect(html).not.toContain('rel="modulepreload"');
  });

  for (const [path, heading] of PAGES) {
    test(`${path} is hydrated, not rendered afresh, with no error or CSP violation`, async ({ page }) => {
      const problems = await watchProblems(page);
      await rememberParsedHeading(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await keptParsedHeading(page)).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('links on a hydrated page navigate inside the app', async ({ page }) => {
    const problems = await watchProblems(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('what is typed before the app runs is kept, and the form works once it does', async ({ page }) => {
    const problems = await watchProblems(page);
    // hold the app's script back until the person has typed into the prerendered form
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await expect(signIn).toBeDisabled();
    await page.getByLabel('Email').fill(DEMO.client.email);
    await page.getByLabel('Password').fill(DEMO.client.password);
    await page.getByLabel('Password').press('Enter'); // no submit: the button is disabled
    expect(new URL(page.url()).search).toBe('');
    expect(await isHydrated(page)).toBe(false);

    release();
    await expect(signIn).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.client.email);
    await expect(page.getByLabel('Password')).toHaveValue(DEMO.client.password);
    await page.getByLabel('Sign in as').selectOption('client');
    await signIn.click();
    await expect(page).toHaveURL(/\/client-dashboard$/);
    expect(problems).toEqual([]);
  });

  test('/register?role=lawyer hydrates the register page, then applies the role', async ({ page }) => {
    const problems = await watchProblems(page);
    await rememberParsedHeading(page);
    await page.goto('/register?role=lawyer');
    await waitForHydration(page);
    await expect(page.getByText('Join LawMatch as a legal professional')).toBeVisible();
    await expect(page.getByLabel('I am a')).toHaveCount(0); // the role is preset: no picker
    expect(await keptParsedHeading(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('a signed-in visitor to a prerendered sign-in page goes to their dashboard', async ({ page }) => {
    const problems = await watchProblems(page);
    await signInThroughApi(page, e2eEnv.apiUrl, DEMO.admin);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
