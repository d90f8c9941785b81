// Notifications as a new user meets them (spec §9: one at a time). The newest replaces the
// older; a new page starts clean, except for the notification raised by the action that led
// there; on a phone a notification leaves the content it talks about in view.
import { e2eEnv } from '../playwright.config';
import { registerThroughForm, signInThroughForm, submitRegistration, uniqueEmail } from './accounts';
import { fillFamilyCase } from './cases';
import { expect, test, type Locator, type Page } from './fixtures';
import { DEMO, signInThroughApi } from './session';

/** The notifications on screen (Radix renders each as a list item of the region). */
const shown = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');

/** Waits for a notification, then expects it alone on screen at that moment: an older one
 * would go by itself within 5 s, so waiting for the count would hide a stack. */
async function expectOnly(page: Page, text: RegExp) {
  await expect(shown(page).filter({ hasText: text })).toBeVisible();
  expect(await shown(page).allTextContents()).toEqual([expect.stringMatching(text)]);
}

async function postCase(page: Page, fill: (form: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Post New Case' }).click();
  const form = page.getByRole('form', { name: 'Post a New Case' });
  await fill(form);
  await form.getByRole('button', { name: 'Post Case' }).click();
  await expect(form).toBeHidden();
}

test.describe('notifications', () => {
  test('three failed attempts leave one notification, the latest; a sign-up keeps only its own', async ({
    page,
  }) => {
    await page.goto('/register?role=client');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectOnly(page, /Please fill in all fields/);

    await submitRegistration(page, {
      name: 'Sam Stack',
      email: DEMO.client.email,
      confirm: 'something else',
    });
    await expectOnly(page, /Passwords do not match/);

    // the address is taken: the server refuses
    await submitRegistration(page, { name: 'Sam Stack', email: DEMO.client.email });
    await expectOnly(page, /Registration failed\. Please try again\./);

    await submitRegistration(page, { name: 'Sam Stack', email: uniqueEmail('stack') });
    await expect(page).toHaveURL('/client-dashboard');
    await expectOnly(page, /Account created successfully!/);
  });

  // (the local API asks the client to choose an area for a description that fits none, and its
  // market has lawyers of every area in every legal system: 'No Match Found' comes from the
  // spec-only matcher, e2e/spec-only/cases.spec.ts)
  test("a stale notification does not follow the person to the next page ('Case Posted Successfully', then sign-out)", async ({
    page,
  }) => {
    await signInThroughApi(page, e2eEnv.apiUrl, DEMO.client);
    await page.goto('/client-dashboard');
    await postCase(page, fillFamilyCase);
    await expectOnly(page, /Case Posted Successfully/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(shown(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(shown(page)).toHaveCount(0);
  });

  test('the notification of the action that navigates comes along: signed in, and session expired', async ({
    page,
  }) => {
    const account = await registerThroughForm(page, 'lawyer', 'Nadia Notice');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    // the messages card asks last, and draws nothing for a lawyer without conversations
    const messagesAsked = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/conversations/',
    );
    await signInThroughForm(page, account, 'lawyer');
    await expectOnly(page, /Logged in successfully/);

    // the dashboard loads its later sections after it draws: once they have asked, nothing else
    // does, and the click below is the first call to carry the tokens
    await expect(page.getByText('No upcoming consultations')).toBeVisible();
    await expect(page.getByText(/Clients can review a consultation once it is completed/)).toBeVisible();
    await messagesAsked;
    await page.waitForLoadState('networkidle');

    // tokens the server no longer accepts: the next page's first authenticated call is refused,
    // the refresh too, and the person lands on the sign-in page told why
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'expired');
      localStorage.setItem('refresh_token', 'expired');
    });
    await page.getByRole('link', { name: /Profile/ }).click();
    await expect(page).toHaveURL('/login');
    await expectOnly(page, /Your session has expired\. Please sign in again\./);
  });

  test('on a phone a notification does not cover the matched lawyers it announces', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInThroughApi(page, e2eEnv.apiUrl, DEMO.client);
    await page.goto('/client-dashboard');
    await postCase(page, fillFamilyCase);
    const toast = shown(page);
    await expectOnly(page, /We found lawyers for your case!/);
    const first = page.getByRole('region', { name: 'Recommended Lawyers' }).getByRole('article').first();
    await expect(first).toBeVisible();

    const overlap = async () => {
      const [a, b] = [await toast.boundingBox(), await first.boundingBox()];
      if (!a || !b) throw new Error('no box');
      return (
        Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)) *
        Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x))
      );
    };
    expect(await overlap(), 'where the results appear').toBe(0);
    // the person scrolls down until the first card is in full view
    await first.evaluate((card) => card.scrollIntoView({ block: 'end' }));
    await expect(toast).toBeVisible();
    expect(await overlap(), 'scrolled to the first card').toBe(0);
  });
});
