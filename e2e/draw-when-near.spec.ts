// The long settings forms draw the parts near the screen first
// (docs/decisions/0150-long-forms-draw-what-is-near-the-screen.md): on a phone, the booking
// settings' and the services' parts further down are skipped by the browser until they near the
// screen, and then are there to read and fill; the parts on screen are drawn at once. Read-only:
// the demo's lawyers' settings are opened, nothing is saved.
import { e2eEnv } from '../playwright.config';
import { expect, test, type Locator } from './fixtures';
import { DEMO, signInThroughApi } from './session';

test.use({ viewport: { width: 412, height: 823 } });

/** Whether the browser has drawn what is in the part: false while content-visibility skips it. */
const drawn = (part: Locator) =>
  part.evaluate((element) =>
    (element.firstElementChild ?? element).checkVisibility({ contentVisibilityAuto: true }),
  );

test('the booking settings draw the days off once they near the screen', async ({ page }) => {
  await signInThroughApi(page, e2eEnv.apiUrl, DEMO.verifiedLawyer);
  await page.goto('/availability');
  const form = page.getByRole('form', { name: 'Your booking settings' });
  const week = form.getByRole('region', { name: 'Weekly hours' });
  const daysOff = form.getByRole('region', { name: 'Days off' });
  await expect(week.getByLabel('Monday, hours 1 from')).toBeVisible();
  expect(await drawn(week)).toBe(true);
  // far below the first screen: skipped, yet in the page for a screen reader and find-in-page
  expect(await drawn(daysOff)).toBe(false);
  await expect(daysOff.getByRole('heading', { name: 'Days off' })).toBeAttached();

  await daysOff.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(daysOff)).toBe(true);
  const date = daysOff.getByLabel('Date to block');
  await expect(date).toBeVisible();
  await date.fill('2027-12-24');
  await expect(date).toHaveValue('2027-12-24');
});

test('a part further down is drawn when the keyboard reaches it', async ({ page }) => {
  await signInThroughApi(page, e2eEnv.apiUrl, DEMO.propertyLawyer);
  await page.goto('/services');
  const form = page.getByRole('form', { name: 'Your services and prices' });
  const practice = form.getByRole('region', { name: 'Insurance and complaints' });
  await expect(form.getByRole('group', { name: /^Service 1:/ })).toBeVisible();
  expect(await drawn(practice)).toBe(false);

  // as when the form moves the focus to a field in error: the service above it is drawn at its
  // own height as it comes on screen, and the field stays in view all the same
  const insurer = practice.getByLabel('Indemnity insurer');
  await insurer.focus();
  await expect(insurer).toBeFocused();
  await expect(insurer).toBeInViewport();
  expect(await drawn(practice)).toBe(true);
  await page.keyboard.type('Example Mutual');
  await expect(insurer).toHaveValue(/Example Mutual$/);
});
