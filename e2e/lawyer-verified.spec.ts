// A verified lawyer against the local API: practice details are saved at once, a changed
// licence number goes to an admin while the lawyer stays verified, and the badge, the banner
// and the history follow without a reload (docs/decisions/0086-save-is-not-submit.md).
import { e2eEnv } from '../playwright.config';
import { registerThroughForm } from './accounts';
import { expectAccessible } from './axe';
import { expect, test, type Page } from './fixtures';
import { approveThroughApi, chooseFiles, fillDetails, IMMIGRATION_LAWYER, pdf } from './lawyer-profile';

const status = (page: Page) => page.getByRole('region', { name: 'Verification status' });
const account = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('a verified lawyer saves practice details at once and sends a licence change for review', async ({
  page,
}) => {
  // a sign-up, three saves and axe scans at two widths: 40–70 s on two busy cores
  test.setTimeout(150_000);
  const lawyer = await registerThroughForm(page, 'lawyer', 'Grace Adeyemi');
  await page.goto('/lawyer-profile');
  await fillDetails(page, IMMIGRATION_LAWYER);
  await page.getByLabel('Hourly rate (£)').fill('160');
  await chooseFiles(page, {
    'Government ID': pdf('passport.pdf'),
    'Law degree certificate': pdf('llb.pdf'),
    'Bar association certificate': pdf('practising-certificate.pdf'),
  });
  await page.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(status(page)).toContainText('Your documents are pending review.');
  await expect(account(page).getByText('Pending review')).toBeVisible();

  await approveThroughApi(page, e2eEnv.apiUrl, lawyer.email);
  await page.reload();
  await expect(status(page)).toContainText('Your profile is verified.');
  await expect(status(page)).toContainText(/Verified on \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(account(page).getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Hourly rate (£)')).toHaveValue('160');

  // practice details: saved at once, no review, no documents asked for
  await page.getByLabel('Hourly rate (£)').fill('175');
  await expect(page.getByText(/needs a new review/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notifications(page).getByText('Changes saved')).toBeVisible();
  await expect(status(page)).toContainText('Your profile is verified.');

  // a verified fact: said before sending, then waiting for review while still verified
  await page.getByLabel('Bar licence number (SRA number)').fill('SRA 7654321');
  await expect(
    page.getByText(/Changing your name, regulator, licence number or a document needs a new review/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit changes for review' }).click();
  await expect(notifications(page).getByText('Changes submitted for review')).toBeVisible();
  await expect(status(page)).toContainText('Your changes are waiting for review.');
  await expect(account(page).getByText('Verified', { exact: true })).toBeVisible();

  const history = page.getByRole('region', { name: 'Verification history' });
  await expect(history.getByText('Changes sent for review')).toBeVisible();
  await expect(history.getByText('Approved', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/lawyer-dashboard');
  const banner = page.getByRole('region', { name: 'Verified' });
  await expect(banner).toContainText('Your changes are waiting for review.');
  await expect(page.getByRole('switch', { name: 'Availability Status' })).toBeVisible();
  await expectAccessible(page);
});

test('a refused licence number is told on its field, and nothing typed is lost', async ({ page }) => {
  await registerThroughForm(page, 'lawyer', 'Tomasz Nowak');
  await page.goto('/lawyer-profile');
  await fillDetails(page, { ...IMMIGRATION_LAWYER, 'Bar licence number': 'not a number' });
  await page.getByLabel('Fixed first consultation fee (£)').fill('£60');
  await chooseFiles(page, {
    'Government ID': pdf('passport.pdf'),
    'Law degree certificate': pdf('llb.pdf'),
    'Bar association certificate': pdf('practising-certificate.pdf'),
  });
  await page.getByRole('button', { name: 'Submit for Verification' }).click();

  const licence = page.getByLabel('Bar licence number (SRA number)');
  await expect(licence).toHaveAccessibleDescription(/An SRA number is up to seven digits/);
  await expect(licence).toHaveValue('not a number');
  await expect(page.getByLabel('Fixed first consultation fee (£)')).toHaveValue('£60');
  await expect(page.getByLabel('City')).toHaveValue('Birmingham');
  await expect(page.getByText('practising-certificate.pdf')).toBeVisible();

  // the regulator decides the number's name, and its rule
  await page.getByLabel('Regulator').selectOption('BSB');
  await expect(page.getByLabel('Bar licence number (BSB registration number)')).toHaveValue('not a number');
  await expectAccessible(page);
});
