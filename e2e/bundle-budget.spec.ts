// The bundle-size budgets gate the test command, on the production build the webServer has just
// made for this run: each public page's scripts as Chromium fetches them, and the build's largest
// later chunk and its CSS. `npm run bench` prints the same rows (scripts/bundle-budget.ts).
import { e2eEnv } from '../playwright.config';
import { measureBuild, measurePublicPages, PUBLIC_PAGES } from '../scripts/bundle-budget';
import { expect, test } from './fixtures';

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
  ])
    expect(
      [...fetched].some((file) => file.startsWith(`${page}-page-`)),
      `${page}-page-*.js in ${[...fetched].join(', ')}`,
    ).toBe(true);
  for (const row of [...rows, ...measureBuild(e2eEnv.outDir, fetched)].filter((r) => r.gates)) {
    expect
      .soft(row.ok, `${row.metric}: ${row.measured}, budget ${row.budget} (${row.detail ?? ''})`)
      .toBe(true);
  }
});
