// The screens of reviews, public profiles and your data against a backend with the spec's calls
// only (stub-server.ts), where each of their calls answers 404: each says what this server does
// not do, and nothing pretends (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md,
// docs/decisions/0101-reviews-from-consultations.md, docs/decisions/0102-your-data.md,
// docs/decisions/0103-public-lawyer-profile.md).
import { signInThroughForm } from '../accounts';
import { expect, test } from '../fixtures';
import { STUB_ACCOUNTS } from './stub-data';

test("a lawyer's public profile says the lawyer is not found, with a way home", async ({ page }) => {
  await page.goto('/lawyers/1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Lawyer not found' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});

test('the client sees no reviews card, and the account page says downloading is not online', async ({
  page,
}) => {
  await signInThroughForm(page, STUB_ACCOUNTS.client, 'client');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Reviews' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Download your data' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Downloading your data is not available online on this server.',
  );
});

test('the admin is told this server keeps no reviews', async ({ page }) => {
  await signInThroughForm(page, STUB_ACCOUNTS.admin, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(
    page.getByText('This server keeps no reviews, so there are no reported reviews.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show reported reviews' })).toHaveCount(0);
});
