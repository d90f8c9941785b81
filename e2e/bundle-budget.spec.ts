// Issue 7: the bundle-size budgets are deterministic, so the test command checks them, on the
// production build the webServer has just made for this run (no second build). The same
// measurement prints in `npm run bench` (scripts/bundle-budget.ts).
import { expect, test } from '@playwright/test';
import { e2eEnv } from '../playwright.config';
import { measureBundle } from '../scripts/bundle-budget';

test('the production build keeps within its bundle-size budgets', () => {
  const rows = measureBundle(e2eEnv.outDir);
  expect(rows.length).toBe(3);
  for (const row of rows) {
    expect
      .soft(row.ok, `${row.metric}: ${row.measured}, budget ${row.budget} (${row.detail ?? ''})`)
      .toBe(true);
  }
});
