// A booking from a lawyer's public profile opened from a case is about that case
// (docs/decisions/0116-one-fee-rule.md): a new client posts a family case, opens it, opens the
// demo lawyer's (Amelia Hughes) full profile from its matched lawyers, books there with the case
// chosen and her fixed first-consultation fee shown, and the case's page lists the consultation.
import { registerThroughForm } from './accounts';
import { expectAccessible } from './axe';
import { chooseTime, confirmBooking } from './booking-dialog';
import { fillFamilyCase } from './cases';
import { expect, test } from './fixtures';

test('a booking from the public profile opened from a case lands on that case', async ({ page }) => {
  test.setTimeout(150_000);
  await registerThroughForm(page, 'client', 'Rosalind Pemberton');
  await page.getByRole('button', { name: 'Post New Case' }).click();
  const form = page.getByRole('form', { name: 'Post a New Case' });
  await fillFamilyCase(form);
  await form.getByRole('button', { name: 'Post Case' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('link', { name: 'View your cases' }).click();
  await page.getByRole('link', { name: 'Arrangements for my children after divorce' }).first().click();
  await expect(page).toHaveURL(/\/cases\/\d+$/);
  const casePath = new URL(page.url()).pathname;
  const caseId = casePath.split('/').pop() ?? '';

  const matches = page.getByRole('region', { name: 'Matched lawyers' });
  const card = matches.getByRole('article', { name: 'Amelia Hughes' });
  await card.getByRole('button', { name: 'View Profile of Amelia Hughes' }).click();
  await page
    .getByRole('dialog', { name: 'Amelia Hughes' })
    .getByRole('link', { name: 'Open full profile' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/lawyers/\\d+\\?case=${caseId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Amelia Hughes' })).toBeVisible();
  await expect(page.getByText('First consultation: £75')).toBeVisible();

  await page.getByRole('button', { name: 'Book Consultation with Amelia Hughes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a consultation with Amelia Hughes' });
  await expect(dialog.getByRole('combobox', { name: 'About which case?' })).toHaveValue(caseId);
  await expect(dialog.getByText('First consultation fee £75')).toBeVisible();
  // the last time offered: the other journeys that book her take the first and the middle one
  await chooseTime(dialog, 'last');
  await expect(dialog.getByText(/^You chose /)).toBeVisible();
  await expectAccessible(page);
  await confirmBooking(dialog);

  await page.goto(casePath);
  const consultations = page.getByRole('region', { name: 'Consultations' });
  await expect(consultations.getByRole('listitem').filter({ hasText: 'Amelia Hughes' })).toContainText(
    'Fee £75',
  );
});
