// Find a lawyer against the local API and its demo data (docs/directory.md "The page",
// docs/decisions/0128-directory-page.md): a visitor follows the header's link, searches for
// conveyancing near Leeds within 25 miles, sorts by price, opens a profile, books (signing in
// first, back with the booking open), and the page is accessible at 1280 and 375 px.
import { expectAccessible } from './axe';
import { chooseTime, confirmBooking } from './booking-dialog';
import { expect, test } from './fixtures';
import { registerThroughForm } from './accounts';

test('search conveyancing near Leeds within 25 miles, sort by price, open a profile and book', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // a client of its own: the demo client's pending consultations are shared by other journeys
  const signUp = await browser.newPage();
  const client = await registerThroughForm(signUp, 'client', 'Dana Finder');
  await signUp.close();
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find a lawyer' }).click();
  await expect(page).toHaveURL('/lawyers');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a lawyer' })).toBeVisible();

  const form = page.getByRole('search', { name: 'Find a lawyer' });
  await form.getByLabel('Service').selectOption({ label: 'Residential conveyancing: buying a home' });
  await form.getByLabel('Town or city').fill('Leeds');
  await form.getByLabel('Distance').selectOption({ label: 'within 25 miles' });
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/lawyers?near=Leeds&service=conveyancing_purchase');
  await expect(page.locator('#directory-count')).toHaveText(/^\d+ lawyers? near Leeds$/);
  const results = page.getByRole('list', { name: 'Lawyers found' });
  await expect(results.getByRole('article').first()).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'Price, lowest first' });
  await expect(page).toHaveURL('/lawyers?near=Leeds&service=conveyancing_purchase&sort=price');
  const first = results.getByRole('article').first();
  await expect(first.getByText('Residential conveyancing: buying a home')).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
      `${width} px scrolls sideways`,
    ).toBe(false);
    await page.screenshot({ path: `/tmp/shots-r3/directory-results-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // back keeps the search: the profile, then back to the same list
  const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByRole('link', { name: `View Profile of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/lawyers?near=Leeds&service=conveyancing_purchase&sort=price');
  await expect(page.getByLabel('Town or city')).toHaveValue('Leeds');

  await results
    .getByRole('link', { name: `Book Consultation with ${name}` })
    .first()
    .click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password').fill(client.password);
  await page.getByLabel('Sign in as').selectOption({ label: 'Client (Looking for Legal Help)' });
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: `Book a consultation with ${name}` });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await chooseTime(dialog, 'last');
  await expect(dialog.getByText(/^You chose /)).toBeVisible();
  // a phone consultation asks for the number to call: a new client has none on file
  const phone = dialog.getByLabel('Your phone number');
  if (await phone.isVisible()) await phone.fill('07700 900123');
  await confirmBooking(dialog);
});

test('an unknown place is said beside the field, and the frame is prerendered', async ({ page }) => {
  await page.goto('/lawyers?near=Leedz');
  await expect(page.getByLabel('Town or city')).toHaveValue('Leedz');
  await expect(
    page.getByText('We could not find this place in the UK.', { exact: false }).first(),
  ).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/shots-r3/directory-unknown-place-${width}.png`, fullPage: true });
  }
  const html = await (await page.request.get('/lawyers')).text();
  expect(html).toContain('data-prerendered="/lawyers"');
  expect(html).toContain('Find a lawyer');
});
