// A new lawyer submits the profile to a backend with the spec's upload only (stub-server.ts):
// the upload answers 201 with a body unlike the local API's, which the SPA does not read, and
// `lawyer-profiles/me` answers 404, so the page says 'Submitted for review'
// (docs/decisions/0014-read-only-what-the-spec-lists.md,
// docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { registerThroughForm } from '../accounts';
import { expect, test, type Page } from '../fixtures';
import { chooseFiles, fillDetails, IMMIGRATION_LAWYER, pdf, png } from '../lawyer-profile';

const status = (page: Page) => page.getByRole('region', { name: 'Verification status' });
const banner = (page: Page) => page.getByRole('region', { name: 'Verification Required' });

test('a new lawyer submits the profile with every file and sees it submitted for review', async ({
  page,
}) => {
  const profileReads: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/accounts/lawyer-profiles/me/')) profileReads.push(response.status());
  });

  await registerThroughForm(page, 'lawyer', 'Priya Natarajan');
  await banner(page).getByRole('link', { name: 'Complete Verification' }).click();
  await expect(page).toHaveURL('/lawyer-profile');
  // no lawyer-profiles/me: the spec's words (spec §6), and an empty form
  await expect(status(page)).toContainText('You cannot receive cases until your profile is verified.');
  await expect(page.getByLabel('City')).toHaveValue('');
  expect(profileReads).toContain(404);

  await fillDetails(page, IMMIGRATION_LAWYER);
  await chooseFiles(page, {
    'Profile photo': png('headshot.png'),
    'Government ID': pdf('passport.pdf'),
    'Law degree certificate': pdf('llb.pdf'),
    'Bar association certificate': pdf('practising-certificate.pdf'),
  });
  await expect(page.getByText('passport.pdf')).toBeVisible();

  const upload = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/accounts/lawyer-profiles/') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit for Verification' }).click();
  const answer = await upload;
  // spec §7: multipart with the bearer token; the stub checked the spec's field names
  expect(answer.request().headers().authorization).toMatch(/^Bearer \S+$/);
  expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
  expect(answer.status()).toBe(201);
  expect(await answer.json()).toEqual({ id: expect.any(Number), status: 'pending' });

  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('Profile Submitted')).toBeVisible();
  await expect(notifications.getByText('Profile and documents uploaded successfully.')).toBeVisible();
  await expect(status(page)).toContainText('Submitted for review.');
  await expect(page.getByText(/could not be read/i)).toHaveCount(0);
  await expect(page.getByText('Could not submit your profile.')).toHaveCount(0);

  // the dashboard says the same for the rest of the visit
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/lawyer-dashboard');
  await expect(banner(page)).toContainText('Submitted for review.');
  await expect(page.getByText(/could not be read/i)).toHaveCount(0);
});
