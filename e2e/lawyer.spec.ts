// The lawyer's journey end to end: a new lawyer registers, is told to verify, submits the profile with real
// PDF and PNG files to the local API, and sees the request pending review. Axe scans both pages.
import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './axe';
import { chooseFiles, fillDetails, IMMIGRATION_LAWYER, pdf, PNG, png } from './lawyer-profile';

const PASSWORD = 'Verify-My-Practice-2026';

function uniqueEmail() {
  return `lawyer.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e.example.com`;
}

/** Registers a new lawyer through the UI and waits for the dashboard. */
async function registerLawyer(page: Page, name = 'Priya Natarajan') {
  await page.goto('/register?role=lawyer');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/lawyer-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeVisible();
}

function banner(page: Page) {
  return page.getByRole('region', { name: 'Verification Required' });
}

function status(page: Page) {
  return page.getByRole('region', { name: 'Verification status' });
}

test.describe('a new lawyer', () => {
  test('registers, is asked to verify, submits the profile with real files and sees pending review', async ({
    page,
  }) => {
    await registerLawyer(page);
    await expect(banner(page)).toContainText('You have not submitted your verification documents yet.');
    await expect(page.getByRole('navigation', { name: 'Account' }).getByText('Unverified')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Availability Status' })).toHaveCount(0);

    await banner(page).getByRole('link', { name: 'Complete Verification' }).click();
    await expect(page).toHaveURL('/lawyer-profile');
    await expect(status(page)).toContainText('You have not submitted your verification documents yet.');

    await fillDetails(page, IMMIGRATION_LAWYER);
    await chooseFiles(page, {
      'Profile photo': png('headshot.png'),
      'Government ID': pdf('passport.pdf'),
      'Law degree certificate': pdf('llb.pdf'),
      'Bar association certificate': png('practising-certificate.png'),
    });
    await expect(page.getByText('passport.pdf')).toBeVisible();
    await expect(page.getByText('practising-certificate.png')).toBeVisible();

    await page.getByRole('button', { name: 'Submit for Verification' }).click();

    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByText('Profile Submitted')).toBeVisible();
    await expect(notifications.getByText('Profile and documents uploaded successfully.')).toBeVisible();
    await expect(status(page)).toContainText('Your documents are pending review.');
    await expect(page.getByText('On file', { exact: true })).toHaveCount(4);

    // the local API kept it: a reload reads it back from lawyer-profiles/me
    await page.reload();
    await expect(status(page)).toContainText('Your documents are pending review.');
    await expect(page.getByLabel('City')).toHaveValue('Birmingham');
    await expect(page.getByLabel('Specialization')).toHaveValue('Immigration Law');
    await expect(page.getByText('On file', { exact: true })).toHaveCount(4);

    await page.goto('/lawyer-dashboard');
    await expect(banner(page)).toContainText('Your documents are pending review.');
  });

  test('a refused file is stopped in the browser and the API refuses a mislabelled one', async ({ page }) => {
    await registerLawyer(page, 'Tom Okafor');
    await page.goto('/lawyer-profile');
    await page
      .getByLabel('Government ID')
      .setInputFiles({ name: 'passport.exe', mimeType: 'application/octet-stream', buffer: PNG });
    await expect(page.getByText('Choose a PDF, JPG or PNG file.')).toBeVisible();

    await fillDetails(page, {
      Specialization: 'Tax Law',
      City: 'Leeds',
      'Years of experience': '4',
      'Bar licence number': 'SRA-100200',
    });
    await chooseFiles(page, {
      // a PNG that claims to be a PDF passes the name check here; the server reads the bytes
      'Government ID': { name: 'passport.pdf', mimeType: 'application/pdf', buffer: PNG },
      'Law degree certificate': pdf('llb.pdf'),
      'Bar association certificate': pdf('bar.pdf'),
    });
    await page.getByRole('button', { name: 'Submit for Verification' }).click();

    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByText('Could not submit your profile.')).toBeVisible();
    await expect(page.getByText(/does not match its \.pdf name/)).toBeVisible();
    await expect(page.getByText('passport.pdf')).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('Leeds');
    await expect(status(page)).toContainText('You have not submitted your verification documents yet.');
  });
});

test.describe('accessibility of the lawyer pages', () => {
  test('the dashboard of a lawyer not yet verified, who is told why there are no leads, has no axe violations', async ({
    page,
  }) => {
    await registerLawyer(page);
    await expect(banner(page)).toContainText('You have not submitted');
    await expect(page.getByText('Leads appear once your profile is verified.')).toBeVisible();
    await expectAccessible(page);
  });

  test('the profile page, empty and with its messages, has no axe violations', async ({ page }) => {
    await registerLawyer(page);
    await page.goto('/lawyer-profile');
    await expect(status(page)).toContainText('You have not submitted');
    await expectAccessible(page);

    await page
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'headshot.png', mimeType: 'image/png', buffer: PNG });
    await page
      .getByLabel('Government ID')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('button', { name: 'Submit for Verification' }).click();
    await expect(page.getByText('Please enter your city')).toBeVisible();
    await expectAccessible(page);
  });
});
