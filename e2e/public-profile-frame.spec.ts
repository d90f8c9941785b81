// A lawyer's public profile's frame against the local API and its demo data: it paints from the
// HTML and paints the lawyer from its own request before the app runs, in its own file
// (docs/decisions/0133-public-profile-paints-at-once.md) and in index.html and the empty shell,
// so that a deep link paints at once on every static-host setting
// (docs/decisions/0015-deep-links-on-any-static-host.md,
// docs/decisions/0141-a-profile-paints-from-any-file.md).
import { resolve } from 'node:path';
import { e2eEnv, e2eViteEnv } from '../playwright.config';
import { EARLY_LAWYER_TIMING } from '../src/app/page-guard';
import { expectAccessible } from './axe';
import { DEMO_LAWYER, profileHeading, TITLE } from './demo-lawyer';
import { holdScripts, visibleText } from './held-scripts';
import { watchErrors } from './page-errors';
import { expect, test, type Page } from './fixtures';
import { startStaticHost } from './static-host';

const BIO = /^Amelia is a family solicitor/;

/** Records, before every frame the browser paints, whether the bio has gone from the screen since
 * it was first on it (window.bioBlinked, false once it has shown and stayed). */
async function watchBio(page: Page) {
  await page.addInitScript((bio) => {
    const state = window as unknown as { bioBlinked?: boolean };
    const look = () => {
      const shown = document.body?.innerText.includes(bio) ?? false;
      if (shown && state.bioBlinked === undefined) state.bioBlinked = false;
      if (!shown && state.bioBlinked === false) state.bioBlinked = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, 'Amelia is a family solicitor');
}

// The profile's frame (public-shell.html, docs/decisions/0133-public-profile-paints-at-once.md):
// its heading paints from the HTML, the lawyer is asked for before any of the app's script has
// run and painted from the answer, and the page takes that answer rather than asking again
test('the frame paints at once, paints the lawyer before the app runs, and the page uses that answer', async ({
  page,
}) => {
  const problems = watchErrors(page);
  let answer: () => void = () => undefined;
  const answerHeld = new Promise<void>((resolve) => (answer = resolve));
  const asked: string[] = [];
  await page.route(`${e2eEnv.apiUrl}/api/lawyers/3/`, async (route) => {
    asked.push(route.request().url());
    await answerHeld;
    await route.continue().catch(() => undefined);
  });
  const release = await holdScripts(page);
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        Object.assign(window, { parsedMain: document.querySelector('main') });
    });
    // what moved on screen, as the browser reports it (cumulative layout shift)
    new PerformanceObserver((list) => {
      const moved = list
        .getEntries()
        .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0);
      Object.assign(window, { shifted: ((window as unknown as { shifted?: number }).shifted ?? 0) + moved });
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto(DEMO_LAWYER.path, { waitUntil: 'commit' });
  await expect(profileHeading(page, 'Lawyer profile')).toBeVisible();
  await expect(page.getByText('Loading the profile...')).toBeVisible();
  await expect.poll(() => asked.length).toBe(1);

  // the answer, with no script of the app yet: the frame paints who the lawyer is, and the bio
  answer();
  await expect(profileHeading(page, DEMO_LAWYER.name)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Family Law', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
  await expect(page.getByText(BIO)).toBeVisible();

  await release();
  await expect(page.getByRole('button', { name: 'Book Consultation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'About' })).toHaveCount(1);
  await expect(page).toHaveTitle(TITLE);
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1); // the page took the frame's answer
  // the frame was hydrated, not drawn afresh
  expect(
    await page.evaluate(
      () => (window as unknown as { parsedMain: unknown }).parsedMain === document.querySelector('main'),
    ),
  ).toBe(true);
  // the profile replaced the frame's loading state without moving what was on screen
  expect(await page.evaluate(() => (window as unknown as { shifted?: number }).shifted ?? 0)).toBeLessThan(
    0.01,
  );
  expect(problems).toEqual([]);
});

test('the frame paints what the answer says as text, never as markup', async ({ page }) => {
  await page.route(`${e2eEnv.apiUrl}/api/lawyers/3/`, async (route) => {
    const response = await route.fetch();
    const lawyer = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...lawyer, name: '<img src=x onerror=alert(1)>Amelia' } });
  });
  await holdScripts(page);
  await page.goto(DEMO_LAWYER.path, { waitUntil: 'commit' });
  await expect(profileHeading(page, '<img src=x onerror=alert(1)>Amelia')).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
});

// the profile's code is asked for once the browser reports the lawyer's name on screen, not when
// the frame has drawn it, a frame or more earlier
// (docs/decisions/0165-a-profile-s-code-waits-for-the-lawyer-on-screen.md)
test("the profile's code is asked for once the lawyer is on screen", async ({ page }) => {
  let answer: () => void = () => undefined;
  const answerHeld = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${e2eEnv.apiUrl}/api/lawyers/3/`, async (route) => {
    await answerHeld;
    await route.continue().catch(() => undefined);
  });
  await page.addInitScript((timing) => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        identifier: string;
        renderTime: number;
      })[])
        if (entry.identifier === timing) Object.assign(window, { lawyerOnScreen: entry.renderTime });
    }).observe({ type: 'element', buffered: true });
  }, EARLY_LAWYER_TIMING);
  // the entry has run (module scripts run before DOMContentLoaded) and waits for the lawyer
  await page.goto(DEMO_LAWYER.path, { waitUntil: 'domcontentloaded' });
  answer();
  await expect(page.getByRole('button', { name: 'Book Consultation' })).toBeVisible();
  const { onScreen, asked } = await page.evaluate(() => ({
    onScreen: (window as unknown as { lawyerOnScreen?: number }).lawyerOnScreen ?? 0,
    asked: performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/assets/public-profile-route-'))?.startTime,
  }));
  expect(onScreen).toBeGreaterThan(0);
  expect(asked).toBeGreaterThanOrEqual(onScreen);
});

test("Try again after a failed answer asks afresh, not for the frame's answer again", async ({ page }) => {
  let calls = 0;
  await page.route(`${e2eEnv.apiUrl}/api/lawyers/3/`, async (route) => {
    calls += 1;
    if (calls === 1) await route.fulfill({ status: 503, body: 'down' });
    else await route.continue();
  });
  await page.goto(DEMO_LAWYER.path);
  await expect(page.getByRole('alert')).toContainText('Could not load this profile.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(profileHeading(page, DEMO_LAWYER.name)).toBeVisible();
  expect(calls).toBe(2);
});

for (const setting of ['index', 'shell', 'pages'] as const) {
  test(`a deep link opens the profile on a static host that serves ${setting} for unknown paths`, async ({
    page,
  }) => {
    const host = await startStaticHost(resolve(e2eEnv.outDir), setting, e2eViteEnv);
    try {
      // the API allows the suite's own web address only (CORS): its answers reach this host's
      // page through the test, unchanged but for that header
      const asked: string[] = [];
      await page.route(`${e2eEnv.apiUrl}/api/**`, async (route) => {
        if (new URL(route.request().url()).pathname === '/api/lawyers/3/') asked.push(route.request().url());
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: { ...response.headers(), 'access-control-allow-origin': host.url },
        });
      });
      const release = await holdScripts(page);
      await watchBio(page);
      await page.goto(`${host.url}${DEMO_LAWYER.path}`, { waitUntil: 'commit' });
      // whichever file the host serves, the lawyer is asked for from the HTML, before any of the
      // app's script has run (docs/decisions/0140-compiled-as-it-downloads-and-profiles-from-any-file.md),
      // and the profile's frame paints the lawyer, alone on screen; the profile's code is fetched
      // once the lawyer is painted (docs/decisions/0141-a-profile-paints-from-any-file.md)
      const routePreload = page.locator('link[rel="modulepreload"][href*="/assets/public-profile-route-"]');
      await expect.poll(() => asked.length).toBe(1);
      await expect(profileHeading(page, DEMO_LAWYER.name)).toBeVisible();
      await expect(page.getByText(BIO)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
        'href',
        setting === 'pages' ? '#main' : '#frame-main',
      );
      if (setting === 'index') await expectAccessible(page);
      await expect(routePreload).toHaveCount(0);
      await release();
      await expect(routePreload).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Book Consultation' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('#frames')).toHaveCount(0);
      await expect(page).toHaveTitle(TITLE);
      await page.waitForLoadState('networkidle');
      expect(asked).toHaveLength(1); // the page took the HTML's answer
      // the app's page took over from the frame without the bio going off screen for a frame
      expect(await page.evaluate(() => (window as unknown as { bioBlinked?: boolean }).bioBlinked)).toBe(
        false,
      );
    } finally {
      // the page may still be asking (its reviews): the answers it no longer needs are dropped
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await host.stop();
    }
  });
}

test("the frame at an address that is no lawyer's shows nothing of itself before the app runs", async ({
  page,
}) => {
  const host = await startStaticHost(resolve(e2eEnv.outDir), 'pages', e2eViteEnv);
  try {
    const release = await holdScripts(page);
    // public/_redirects serves the frame for every /lawyers/*: the page guard hides it here
    await page.goto(`${host.url}/lawyers/3/reviews`, { waitUntil: 'commit' });
    expect(await visibleText(page)).toBe('');
    await release();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await host.stop();
  }
});
