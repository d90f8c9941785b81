// A verified lawyer's public profile against the local API and its demo data
// (docs/decisions/0103-public-lawyer-profile.md): reached from a match card's View Profile,
// titled with the lawyer, accessible at 1280 and 375 px, and Book Consultation signed out: sign
// in, then back on the profile with the booking open. Its frame, and a deep link on every
// static-host setting, are e2e/public-profile-frame.spec.ts.
import { e2eEnv } from '../playwright.config';
import { expectAccessible } from './axe';
import { fillFamilyCase } from './cases';
import { expect, test } from './fixtures';
import { DEMO_LAWYER, profileHeading, TITLE } from './demo-lawyer';
import { DEMO, signInThroughApi } from './session';

test('from a match card, View Profile leads to the full profile: its facts, title and reviews, accessible', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, e2eEnv.apiUrl, DEMO.client);
  await page.goto('/client-dashboard');
  await page.getByRole('button', { name: 'Post New Case' }).click();
  const form = page.getByRole('form', { name: 'Post a New Case' });
  await fillFamilyCase(form);
  await form.getByRole('button', { name: 'Post Case' }).click();
  const first = page.getByRole('region', { name: 'Recommended Lawyers' }).getByRole('article').first();
  await expect(first).toBeVisible();
  const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByRole('button', { name: `View Profile of ${name}` }).click();
  await page.getByRole('dialog', { name }).getByRole('link', { name: 'Open full profile' }).click();

  await expect(profileHeading(page, name)).toBeVisible();
  // opened from the case just posted, so that a booking from here is about it (docs/decisions/0116-one-fee-rule.md)
  await expect(page).toHaveURL(/\/lawyers\/\d+\?case=\d+$/);
  await expect(page).toHaveTitle(new RegExp(`^${name}, [A-Za-z ]+ in [A-Za-z ]+ — LawMatch$`));
  await expect(page.getByText(/^Verified on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Licence' })).toContainText('number');
  await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
  await expectAccessible(page);
});

test('the demo lawyer: title, description, reviews, and accessible at 1280 and 375 px', async ({ page }) => {
  await page.goto(DEMO_LAWYER.path);
  await expect(profileHeading(page, DEMO_LAWYER.name)).toBeVisible();
  await expect(page).toHaveTitle(TITLE);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Amelia Hughes, Family Law in London/,
  );
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('article').first()).toBeVisible();
  await expect(
    reviews
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Report the review by / }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('signed out, Book Consultation goes to sign-in and back to the profile with the booking open', async ({
  page,
}) => {
  await page.goto(DEMO_LAWYER.path);
  await expect(profileHeading(page, DEMO_LAWYER.name)).toBeVisible();
  await page.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(DEMO.client.email);
  await page.getByLabel('Password').fill(DEMO.client.password);
  await page.getByLabel('Sign in as').selectOption({ label: 'Client (Looking for Legal Help)' });
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: `Book a consultation with ${DEMO_LAWYER.name}` });
  await expect(dialog).toBeVisible();
  // ?book=1 is used once: the address forgets it
  await expect(page).toHaveURL(DEMO_LAWYER.path);
  await expect(dialog.getByRole('button', { name: 'Confirm booking' })).toBeVisible();
  await expectAccessible(page);
});
