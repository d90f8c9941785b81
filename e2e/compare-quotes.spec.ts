// Quotes on responses on the real local API with the demo data (docs/services-and-prices.md,
// "Quotes on responses" and "Comparing responses"): the demo client's grievance case compares the
// two demo lawyers' quotes side by side and sorts them by total, as a table at 1280 px and as a
// list at 375 px; a demo conveyancer's Respond to Case starts from their published service. Neither
// sends anything, so no other journey sees a change.
import { e2eEnv } from '../playwright.config';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './session';

const CASE_TITLE = 'Dismissed after raising a grievance';
const SHOTS = '/tmp/shots-34';
const NAMES = ['Rachel Adams', 'Mohammed Iqbal'];
/** the bottom of a range as the table says it: '£4,800–£14,400 + VAT = …' → 480000 */
const bottomOf = (total: string) => Number((/£([\d,]+)/.exec(total)?.[1] ?? '').replace(/,/g, '')) * 100;

test('the demo client compares two quotes side by side and sorts them by total', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page, e2eEnv.apiUrl, DEMO.client);
  await page.goto('/cases');
  await page.getByRole('link', { name: CASE_TITLE }).first().click();
  const comparison = page.getByRole('region', { name: 'Compare the quotes' });
  const table = comparison.getByRole('table');
  await expect(table).toBeVisible();
  await expect(comparison.getByRole('list', { name: 'The quotes' })).toBeHidden();
  await expect(table.getByRole('rowheader')).toHaveText(NAMES);
  const totals = async () =>
    (await table.getByRole('row').all())
      .slice(1)
      .map(async (row) => (await row.getByRole('cell').first().textContent()) ?? '');
  const bottoms = async () => (await Promise.all(await totals())).map(bottomOf);
  for (const total of await Promise.all(await totals())) expect(total).toMatch(/^£[\d,]+–£[\d,]+ \+ VAT = /);
  await expect(table.getByRole('cell', { name: 'Price range' })).toHaveCount(2);

  const sortBy = comparison.getByLabel('Sort by');
  await sortBy.selectOption({ label: 'Total: lowest first' });
  await expect(table.getByRole('columnheader', { name: 'Total price as quoted' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const lowest = await bottoms();
  expect(lowest[0]).toBeLessThan(lowest[1] ?? 0);
  await sortBy.selectOption({ label: 'Total: highest first' });
  const highest = await bottoms();
  expect(highest).toEqual([...lowest].reverse());
  await comparison.screenshot({ path: `${SHOTS}/compare-1280.png` });
  await expectAccessible(page);

  // a phone: the same facts as a list, not a squeezed table
  await page.setViewportSize({ width: 375, height: 800 });
  const list = comparison.getByRole('list', { name: 'The quotes' });
  await expect(list).toBeVisible();
  await expect(table).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Total price as quoted');
  await expect(list.getByRole('listitem').first()).toContainText('Response time');
  await comparison.screenshot({ path: `${SHOTS}/compare-375.png` });
  await expectAccessible(page);
});

test('a conveyancer’s Respond to Case starts from their published service', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page, e2eEnv.apiUrl, DEMO.propertyLawyer);
  await page.goto('/lawyer-dashboard');
  await page
    .getByRole('button', { name: /^Respond to Case: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Respond to Case' });
  await expect(
    dialog.getByText(/^Filled in from your service "Residential conveyancing: buying a home"/),
  ).toBeVisible();
  await expect(dialog.getByLabel('How you charge')).toHaveValue('fixed');
  await expect(dialog.getByLabel('Disbursement 1', { exact: true })).toHaveValue(/Searches/);
  await expect(dialog.getByText(/^£[\d,]+ \+ VAT \+ £[\d,]+ disbursements = £[\d,]+$/)).toBeVisible();
  await dialog
    .getByLabel('Message to the client')
    .fill('I act on purchases like yours every week and can start at once.');
  await page.screenshot({ path: `${SHOTS}/respond-quote-1280.png` });
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await dialog.getByLabel('How you charge').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/respond-quote-375.png` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
