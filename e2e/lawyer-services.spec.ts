// A lawyer's services and prices on the real local API (docs/services-and-prices.md): from the
// dashboard to Services and prices, a fixed-fee service added with a disbursement, the total a
// client would see worked out as it is typed, saved, and on the public profile with VAT stated.
// The demo's Property Law lawyer in Cardiff, whom no other journey depends on.
import { e2eEnv } from '../playwright.config';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { DEMO, signInThroughApi } from './session';

const TOTAL = '£1,500 + VAT + £20 disbursements = £1,820';

test('a lawyer adds a fixed-fee service, and the public profile shows it with VAT', async ({ page }) => {
  // two axe scans at two widths on a shared machine
  test.setTimeout(150_000);
  const lawyer = await signInThroughApi(page, e2eEnv.apiUrl, DEMO.propertyLawyer);
  await page.goto('/lawyer-dashboard');
  await page.getByRole('link', { name: 'Edit services and prices' }).click();
  await expect(page).toHaveURL('/services');
  await expect(page).toHaveTitle('Services and prices — LawMatch');
  const form = page.getByRole('form', { name: 'Your services and prices' });
  // the demo's prices are there to change
  await expect(form.getByRole('group', { name: /^Service 1: Residential conveyancing/ })).toBeVisible();
  const before = await form.getByRole('group', { name: /^Service \d+:/ }).count();
  await expectAccessible(page);

  await form.getByRole('button', { name: 'Add a service' }).click();
  const added = form.getByRole('group', { name: new RegExp(`^Service ${before + 1}:`) });
  await added.getByLabel('Service', { exact: true }).selectOption('other');
  await added.getByLabel('Name of the service').fill('Lease extension');
  await added.getByLabel('Fee (£)').fill('1500');
  await added.getByRole('button', { name: 'Add a disbursement' }).click();
  await added.getByLabel('Disbursement 1', { exact: true }).fill('HM Land Registry fee');
  await added.getByLabel('Disbursement 1 amount (£)').fill('20');
  await expect(added.getByText(TOTAL)).toBeVisible();
  await form.getByRole('button', { name: 'Save services and prices' }).click();
  await expect(form.getByText('Your services and prices are saved.')).toBeVisible();

  await page.goto(`/lawyers/${lawyer.id}`);
  const prices = page.getByRole('region', { name: 'Services and prices' });
  await expect(prices.getByRole('heading', { level: 3, name: 'Lease extension' })).toBeVisible();
  await expect(prices.getByText(TOTAL)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Insurance and complaints' })).toContainText(
    'Legal Ombudsman, PO Box 6167, Slough, SL1 0EH',
  );
  await expectAccessible(page);
});
