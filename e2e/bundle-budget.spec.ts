// The bundle-size budgets gate the test command, on the production build the webServer has just
// made for this run: each public page's scripts as Chromium fetches them, and the build's largest
// later chunk and its CSS. `npm run bench` prints the same rows (scripts/bench/bundle-budget.ts).
import { e2eEnv } from '../playwright.config';
import { measureBuild, measurePublicPages, PUBLIC_PAGES } from '../scripts/bench/bundle-budget';
import type { Response } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { DEMO, signInThroughApi, type Account } from './session';

// the dashboards' shell is one chunk, which no public page fetches
// (docs/decisions/0107-signed-in-pages-in-few-files.md)
const SIGNED_IN_CHUNK = /^signed-in-[^/]+\.js$/;
// the client's and the lawyer's dashboards fetched 48 and 49 scripts before that chunk, 41 and 42
// with it; 49 and 47 on 2026-11-28, with the small pieces the directory, the area suggestion and
// the did-not-attend report share with other pages (docs/performance.md); 48 and 45 on a later
// build that day, the public pages back within 120 kB
// (docs/decisions/0136-public-pages-back-within-120-kb.md); the client's 52 over the whole visit
// once the sections under its first cards load after them, 30 of them before it draws
// (docs/decisions/0137-dashboards-draw-their-first-cards-first.md); 63 once its case form and the
// dialogs load after it draws, 26 of them before it draws, and about as many bytes as before
// (docs/decisions/0138-schemas-built-on-first-use.md); 64 once the admin's request cards load
// after the admin's dashboard draws, which made the form field (`field`) a chunk of its own that
// the client's case form and dialogs fetch after its page draws
// (docs/decisions/0143-the-admin-dashboard-draws-before-the-requests-cards.md)
const MOST_SCRIPTS = 65;

test('each public page fetches no more script than its budget, and the build keeps within its own', async ({
  browser,
}) => {
  const { rows, fetched } = await measurePublicPages(browser, e2eEnv.webUrl);
  expect(rows).toHaveLength(PUBLIC_PAGES.length);
  // the count is the browser's: the entry, and the app it starts after the first paint
  expect(
    [...fetched].some((file) => /^index-[^/]+\.js$/.test(file)),
    [...fetched].join(', '),
  ).toBe(true);
  expect(
    [...fetched].some((file) => /^start-[^/]+\.js$/.test(file)),
    [...fetched].join(', '),
  ).toBe(true);
  // and each page's own code, which the app loads before it hydrates the page (a lawyer's profile:
  // its route's chunk, which holds the page)
  expect(
    [...fetched].some((file) => file.startsWith('public-profile-route-')),
    [...fetched].join(', '),
  ).toBe(true);
  for (const page of [
    'login',
    'register',
    'role-select',
    'privacy',
    'terms',
    'complaints',
    'contact',
    'review-policy',
    'how-we-rank',
  ])
    expect(
      [...fetched].some((file) => file.startsWith(`${page}-page-`)),
      `${page}-page-*.js in ${[...fetched].join(', ')}`,
    ).toBe(true);
  expect([...fetched].filter((file) => SIGNED_IN_CHUNK.test(file))).toEqual([]);
  // the session's calls load on a click on these pages, not with the page
  // (docs/decisions/0155-form-parts-and-session-calls-in-one-file-each.md)
  expect([...fetched].filter((file) => file.startsWith('session-calls-'))).toEqual([]);
  for (const row of [...rows, ...measureBuild(e2eEnv.outDir, fetched)].filter((r) => r.gates)) {
    expect
      .soft(row.ok, `${row.metric}: ${row.measured}, budget ${row.budget} (${row.detail ?? ''})`)
      .toBe(true);
  }
});

/** The scripts the browser fetches when `account` opens `path`, until the network is idle: their
 * file names, and their text when asked. */
async function scriptsFetched(page: Page, path: string, account: Account) {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await signInThroughApi(page, e2eEnv.apiUrl, account);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return {
    files: responses.map((response) => new URL(response.url()).pathname.split('/').pop() ?? ''),
    texts: () => Promise.all(responses.map((response) => response.text())),
  };
}

for (const [path, account] of [
  ['/client-dashboard', DEMO.client],
  ['/lawyer-dashboard', DEMO.verifiedLawyer],
  ['/admin-dashboard', DEMO.admin],
] as [string, Account][])
  test(`${path} fetches its scripts in few files, the dashboards' shell in one of them`, async ({ page }) => {
    const { files: scripts } = await scriptsFetched(page, path, account);
    expect(scripts.filter((file) => SIGNED_IN_CHUNK.test(file))).toHaveLength(1);
    expect(scripts.length, scripts.join(', ')).toBeLessThanOrEqual(MOST_SCRIPTS);
  });

// the small modules three or more signed-in pages draw with come in the shell's chunk, not in a
// file each (docs/decisions/0153-small-shared-modules-with-the-shell.md): a page's heading, the
// figures and words of a case's status
const SMALL_SHARED = /^(page-heading|stats|case-words)-[^/]+\.js$/;
// a form's parts and the session's calls come in one file each, not in small files of their own
// (docs/decisions/0155-form-parts-and-session-calls-in-one-file-each.md)
const GROUPS = [/^ui-parts-[^/]+\.js$/, /^session-calls-[^/]+\.js$/];
const GROUPED =
  /^(button|card|alert|input|label|field|http|response|with-timeout|accounts|sign-in|account-nav|use-sign-out-home|missing-extension|iso)-[^/]+\.js$/;

for (const [path, account] of [
  ['/availability', DEMO.verifiedLawyer],
  ['/cases', DEMO.client],
] as [string, Account][])
  test(`${path} fetches the small pieces the pages share in few files`, async ({ page }) => {
    const { files: scripts } = await scriptsFetched(page, path, account);
    expect(scripts.filter((file) => SIGNED_IN_CHUNK.test(file))).toHaveLength(1);
    expect(
      scripts.filter((file) => SMALL_SHARED.test(file) || GROUPED.test(file)),
      scripts.join(', '),
    ).toEqual([]);
    for (const group of GROUPS) expect(scripts.filter((file) => group.test(file))).toHaveLength(1);
  });

// the switch is the site's own two elements: the pages that draw one fetch no library for it
// (docs/decisions/0156-a-switch-of-our-own.md); the library's switch names its thumb in its code
for (const path of ['/availability', '/lawyer-dashboard'])
  test(`${path} draws its switch with no library's code for it`, async ({ page }) => {
    const { texts } = await scriptsFetched(page, path, DEMO.verifiedLawyer);
    await expect(page.getByRole('switch').first()).toBeVisible();
    const scripts = await texts();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.includes('SwitchThumb'))).toEqual([]);
  });
