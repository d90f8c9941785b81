// A review from a real consultation (docs/decisions/0101-reviews-from-consultations.md,
// 0105-review-screens.md): the demo client (Sarah Mitchell) reviews her completed consultation
// with the demo lawyer (Amelia Hughes) with 4 stars, on her dashboard; Amelia's public profile and
// her card on a match then show the new average and count, worked out here from her reviews as
// the API lists them. The review's text holds a script, an image with an error handler and a line
// break, which the profile shows as typed (the other texts people type: inert-text.spec.ts). On the
// real local API with the demo data.
import { e2eEnv } from '../playwright.config';
import { expectAccessible } from './axe';
import { fillFamilyCase } from './cases';
import { expect, test, type Page } from './fixtures';
import { DEMO, signInThroughApi } from './session';
import { ratingWords } from '@/lib/rating-words';
import { reviewPageSchema } from '@/api/reviews-contract';
import { loginResponseSchema } from '@/api/contract';

const SCRIPT = '<script>window.__pwned=1</script>';
const IMAGE = '<img src=x onerror="window.__pwned=1">';
const REVIEW_TEXT = `Clear advice on the children arrangements, and she explained every option. ${SCRIPT}\r\n${IMAGE} Thank you.`;

/** The lawyer's visible reviews, every page: the count and the sum of their stars. */
async function reviewTotals(page: Page, lawyerId: string) {
  let sum = 0;
  for (let n = 1; ; n += 1) {
    const response = await page.request.get(`${e2eEnv.apiUrl}/api/lawyers/${lawyerId}/reviews/?page=${n}`);
    expect(response.ok()).toBe(true);
    const body = reviewPageSchema.parse(await response.json());
    sum += body.results.reduce((total, review) => total + review.rating, 0);
    if (body.results.length < body.pageSize) return { count: body.count, sum };
  }
}

test('the demo client reviews her completed consultation with 4 stars; the profile and the card show the new figures', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const login = await page.request.post(`${e2eEnv.apiUrl}/api/accounts/login/`, {
    data: DEMO.verifiedLawyer,
  });
  const amelia = loginResponseSchema.parse(await login.json()).user.id;
  const before = await reviewTotals(page, amelia);
  const expected = ratingWords(
    Math.round(((before.sum + 4) / (before.count + 1)) * 10) / 10,
    before.count + 1,
  );
  expect(expected).not.toBe(ratingWords(Math.round((before.sum / before.count) * 10) / 10, before.count));

  await signInThroughApi(page, e2eEnv.apiUrl, DEMO.client);
  await page.goto('/client-dashboard');
  const reviews = page.getByRole('region', { name: 'Your Reviews' });
  await reviews
    .getByRole('button', { name: 'Write a review of your consultation with Amelia Hughes' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Review your consultation with Amelia Hughes' });
  await expect(dialog).toBeVisible();
  // the fourth star, as a person clicks it (the radio itself is visually hidden behind it)
  await dialog.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByLabel('Your review (optional)').fill(REVIEW_TEXT);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you for your review.').first()).toBeVisible();
  await expect(reviews.getByText('You rated this 4 out of 5')).toBeVisible();

  // her public profile, as anyone sees it
  await page.goto(`/lawyers/${amelia}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Amelia Hughes' })).toBeVisible();
  await expect(page.getByText(expected).first()).toBeVisible();
  const written = page.getByRole('article', { name: 'Review by Sarah' }).first();
  await expect(written).toContainText('Clear advice on the children arrangements');
  // as typed, the markup as words: nothing of it became an element or ran
  await expect(written).toContainText(SCRIPT);
  await expect(written).toContainText(IMAGE);
  await expect(page.locator('script:has-text("__pwned")')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

  // and her card on a match
  await page.goto('/client-dashboard');
  await page.getByRole('button', { name: 'Post New Case' }).click();
  const form = page.getByRole('form', { name: 'Post a New Case' });
  await fillFamilyCase(form);
  await form.getByRole('button', { name: 'Post Case' }).click();
  await expect(form).toBeHidden();
  const card = page.getByRole('article', { name: 'Amelia Hughes' }).first();
  await expect(card).toContainText(expected);
});
