// A client posts cases to a matcher that answers as spec §7 allows (stub-server.ts): matched
// with the §3 card fields only, not matched, and a server error. Each ends as spec §8 says.
import { specOnlyEnv } from '../../playwright.config';
import { fillFamilyCase } from '../cases';
import { expect, test, type Locator, type Page } from '../fixtures';
import { signInThroughApi } from '../session';
import { MATCH_FAILURE_WORD, STUB_ACCOUNTS, STUB_LAWYERS } from './stub-data';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const results = (page: Page) => page.getByRole('region', { name: 'Recommended Lawyers' });

async function openCaseForm(page: Page) {
  await signInThroughApi(page, specOnlyEnv.accountsUrl, STUB_ACCOUNTS.client);
  await page.goto('/client-dashboard');
  await page.getByRole('button', { name: 'Post New Case' }).click();
  const form = page.getByRole('form', { name: 'Post a New Case' });
  await expect(form).toBeVisible();
  return form;
}

async function post(form: Locator) {
  await form.getByRole('button', { name: 'Post Case' }).click();
}

test.describe('posting a case to the spec-only matcher', () => {
  test('a family case is matched: the cards show the spec fields and the spec notification', async ({
    page,
  }) => {
    const form = await openCaseForm(page);
    await fillFamilyCase(form);
    await post(form);

    await expect(notifications(page).getByText('Case Posted Successfully')).toBeVisible();
    await expect(notifications(page).getByText('We found lawyers for your case!')).toBeVisible();
    await expect(form).toBeHidden();

    const expected = STUB_LAWYERS.filter((lawyer) => lawyer.specialization === 'Family Law');
    const cards = results(page).getByRole('article');
    await expect(cards).toHaveCount(expected.length);
    for (const lawyer of expected) {
      const card = results(page).getByRole('article', { name: lawyer.name });
      await expect(card.getByText('Family Law')).toBeVisible();
      // a fraction of 1 is shown as a percentage
      await expect(card.getByText(`${Math.round(lawyer.matchScore * 100)}% match`)).toBeVisible();
      await expect(card.getByText(`${lawyer.rating.toFixed(1)} (${lawyer.reviews} reviews)`)).toBeVisible();
      await expect(card.getByText('Verified')).toBeVisible();
      await expect(card.getByText(lawyer.location)).toBeVisible();
      await expect(card.getByText(`${lawyer.experience} years experience`)).toBeVisible();
      await expect(card.getByText(`£${lawyer.hourlyRate}/hour`)).toBeVisible();
      // profile_picture is null: the placeholder
      await expect(card.getByRole('img', { name: `${lawyer.name} (no photo)` })).toBeVisible();
    }
    await expect(results(page).getByRole('status')).toHaveText(`${expected.length} lawyers match your case.`);

    // a backend that does not book (404 on the free times) keeps the spec's answer to the button
    const first = expected[0];
    if (!first) throw new Error('the stub has no Family Law lawyer');
    await results(page)
      .getByRole('article', { name: first.name })
      .getByRole('button', { name: 'Book Consultation' })
      .click();
    await expect(notifications(page).getByText('Booking coming soon')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a case the matcher cannot place shows No Match Found and no lawyers', async ({ page }) => {
    const form = await openCaseForm(page);
    await form.getByLabel('Case Title').fill('A letter I do not understand');
    await form.getByLabel('Your Location').fill('Leeds');
    await form
      .getByLabel('Case Description')
      .fill('I received a letter and would like someone to explain it to me.');
    await post(form);

    await expect(notifications(page).getByText('No Match Found')).toBeVisible();
    await expect(notifications(page).getByText("Sorry, we couldn't find a match right now")).toBeVisible();
    await expect(form).toBeHidden();
    await expect(results(page).getByRole('article')).toHaveCount(0);
    await expect(results(page).getByText('We could not find a match for your last case.')).toBeVisible();
  });

  test('a server error is told as the spec says, and everything typed stays', async ({ page }) => {
    const form = await openCaseForm(page);
    const description = `My ex-wife and I cannot agree custody of our son (${MATCH_FAILURE_WORD}).`;
    await form.getByLabel('Case Title').fill('Custody of my son');
    await form.getByLabel('Your Location').fill('Cardiff');
    await form.getByLabel('Legal Category').selectOption('Family Law');
    await form.getByLabel('Case Description').fill(description);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/match-lawyer'));
    await post(form);
    expect((await answer).status()).toBe(500);

    // spec §8: 'Something went wrong. Please try again.'
    await expect(notifications(page).getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(form.getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(form.getByLabel('Case Title')).toHaveValue('Custody of my son');
    await expect(form.getByLabel('Your Location')).toHaveValue('Cardiff');
    await expect(form.getByLabel('Legal Category')).toHaveValue('Family Law');
    await expect(form.getByLabel('Case Description')).toHaveValue(description);
    await expect(form.getByRole('button', { name: 'Post Case' })).toBeEnabled();
    await expect(results(page).getByRole('article')).toHaveCount(0);

    // the same case without the failing word goes through
    await form.getByLabel('Case Description').fill('My ex-wife and I cannot agree custody of our son.');
    await post(form);
    await expect(notifications(page).getByText('We found lawyers for your case!')).toBeVisible();
    await expect(results(page).getByRole('article').first()).toBeVisible();
  });
});
