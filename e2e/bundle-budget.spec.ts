// Issue 7: the bundle-size budgets are deterministic, so the test command checks them, on the
// production build the webServer has just made for this run (no second build). The same
// measurement prints in `npm run bench` (scripts/bundle-budget.ts).
import { expect, test } from '@playwright/test';
import { e2eEnv } from '../playwright.config';
import { initialJsFiles, measureBundle } from '../scripts/bundle-budget';

test('the production build keeps within its bundle-size budgets', () => {
  const rows = measureBundle(e2eEnv.outDir);
  expect(rows.length).toBe(3);
  for (const row of rows) {
    expect
      .soft(row.ok, `${row.metric}: ${row.measured}, budget ${row.budget} (${row.detail ?? ''})`)
      .toBe(true);
  }
});

test('the initial JS counts the app the entry starts, not only the small entry', () => {
  const files = initialJsFiles(e2eEnv.outDir);
  expect(files.some((file) => /(^|\/)start-[^/]+\.js$/.test(file)), files.join(', ')).toBe(true);
});
