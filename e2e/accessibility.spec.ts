// Accessibility (docs/decisions/0029-accessible-at-two-widths.md). Each page and dialog is scanned where its functional spec builds it
// (expectAccessible: axe and no sideways scrolling at 1280 and 375 px): the public pages and
// the 404 in public-pages.spec.ts, the client's form, results and profile dialog in
// client-dashboard.spec.ts, a new unverified lawyer's dashboard, case dialog and profile page
// in lawyer.spec.ts, the admin's dashboard and its three dialogs in admin.spec.ts. This file
// adds the lawyer states no other spec reaches, the keyboard-only journey, and a check that the
// scan itself reports what it finds.
import { e2eEnv } from '../playwright.config';
import { expectAccessible } from './axe';
import { expect, test, type Locator, type Page } from './fixtures';
import { DEMO, signInThroughApi } from './session';

/** Presses Tab until the target has the focus, as a person would: it fails if Tab never gets there. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of Tab`);
}

test.describe('the scan itself', () => {
  // axe runs in the page it scans (docs/decisions/0167-axe-runs-in-the-page-it-scans.md): it
  // must still report what it finds, within the part asked for, at each width
  test('reports an image without a text alternative, and only within the part it is asked to scan', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      image.id = 'unnamed-image';
      document.querySelector('main')?.append(image);
    });
    await expect(expectAccessible(page)).rejects.toThrow(/image-alt: .*#unnamed-image/);
    await expectAccessible(page, 'header');
  });
});

test.describe('accessibility of the lawyer pages once documents are in', () => {
  // (the lead page and the Respond to Case dialog: case-journey.spec.ts scans them)
  // the switch is saved on the server: another verified lawyer than the journeys' demo lawyer,
  // whose leads would pause while it is off
  test('a verified lawyer: dashboard with the availability switch, and profile', async ({ page }) => {
    await signInThroughApi(page, e2eEnv.apiUrl, DEMO.cardiffLawyer);
    await page.goto('/lawyer-dashboard');
    const availability = page.getByRole('switch', { name: 'Availability Status' });
    await expect(availability).toBeChecked();
    await expectAccessible(page);
    // the switch works from the keyboard, both ways
    await tabTo(page, availability);
    // the switch is saved on the server: each press waits for the save before the next
    await page.keyboard.press('Space');
    await expect(availability).not.toBeChecked();
    await expect(availability).not.toHaveAttribute('aria-disabled');
    await page.keyboard.press('Space');
    await expect(availability).toBeChecked();
    await expect(availability).not.toHaveAttribute('aria-disabled');

    await page.goto('/lawyer-profile');
    await expect(page.getByRole('region', { name: 'Verification status' })).toContainText(/verified/i);
    await expectAccessible(page);
  });

  // (its dashboard differs from a new lawyer's, which lawyer.spec.ts scans, by a sentence)
  test('the lawyer awaiting review: profile with documents on file', async ({ page }) => {
    await signInThroughApi(page, e2eEnv.apiUrl, DEMO.pendingLawyer);
    await page.goto('/lawyer-profile');
    await expect(page.getByRole('region', { name: 'Verification status' })).toContainText('pending review');
    await expect(page.getByText('On file', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
  });
});

// docs/decisions/0100-trust-pages.md: the footer is on the signed-in layout too, and a trust
// page opened signed in keeps the account links (the signed-out state: public-pages.spec.ts)
test.describe('the trust pages, signed in', () => {
  test('the footer of a dashboard leads by keyboard to the privacy notice, which keeps the account links', async ({
    page,
  }) => {
    await signInThroughApi(page, e2eEnv.apiUrl, DEMO.client);
    await page.goto('/client-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const privacy = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' });
    await tabTo(page, privacy, 120);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await expect(privacy).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
  });
});

test.describe('the keyboard alone', () => {
  test('signs in, posts a case and reaches the matched lawyers without the mouse', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

    // the sign-in form, from the top of the page
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(DEMO.client.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(DEMO.client.password);
    // the link for a forgotten password sits under the field
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
    await page.keyboard.press('Tab');
    const role = page.getByLabel('Sign in as');
    await expect(role).toBeFocused();
    // a closed native select changes option with the arrow keys
    await page.keyboard.press('ArrowDown');
    await expect(role).toHaveValue('client');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/client-dashboard');
    // the address changes while the dashboard's code still loads: a person tabs once it shows
    const open = page.getByRole('button', { name: 'Post New Case' });
    await expect(open).toBeVisible();

    // the skip link leads past the header to the page
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    await tabTo(page, open);
    await page.keyboard.press('Space');
    const form = page.getByRole('form', { name: 'Post a New Case' });
    await expect(form).toBeVisible();
    // the form takes the focus to its first field
    await expect(form.getByLabel('Case Title')).toBeFocused();
    await page.keyboard.type('Arrangements for my children');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Your Location')).toBeFocused();
    await page.keyboard.type('Manchester');
    await page.keyboard.press('Tab');
    const category = form.getByLabel('Legal Category');
    await expect(category).toBeFocused();
    // a select's type-ahead: the letters of an option's name choose it
    await page.keyboard.type('Family');
    await expect(category).toHaveValue('Family Law');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Case Description')).toBeFocused();
    await page.keyboard.type('We are separating and cannot agree where our two children should live.');
    // the area's follow-up questions come next, each answered from the keyboard
    // (docs/decisions/0132-follow-up-questions-and-time-limits.md)
    const children = form.getByLabel('Are children involved?');
    await tabTo(page, children);
    await page.keyboard.type('Yes');
    await expect(children).toHaveValue('yes');
    // how urgent it is: Medium unless chosen
    await tabTo(page, form.getByLabel('How urgent is it?'));
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Post Case' })).toBeFocused();
    await page.keyboard.press('Enter');

    const results = page.getByRole('region', { name: 'Recommended Lawyers' });
    const first = results.getByRole('article').first();
    await expect(first).toBeVisible();
    await expect(first).toContainText('Family Law');
    // focus went back to the Post New Case button: the results come next in the tab order
    await expect(open).toBeFocused();

    // a lawyer's profile opens and closes from the keyboard, and the focus comes back
    const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const viewProfile = first.getByRole('button', { name: `View Profile of ${name}` });
    await tabTo(page, viewProfile);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    // the dialog takes the focus, so a screen reader tells what opened
    await expect(dialog.locator(':focus')).toHaveCount(1);
    // Radix listens for Escape from the render after the one that shows the dialog: a key
    // pressed within that task goes to the layer under it (here the notification of the post,
    // which it closes), as it would for a person, who presses again
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 10_000 });
    await expect(viewProfile).toBeFocused();
  });
});
