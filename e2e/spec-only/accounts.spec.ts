// Against a backend with the spec's calls only (stub-server.ts): registration answers the
// tokens alone, login the §7 fields alone, and every extension (me, token refresh, logout,
// lawyer-profiles/me) 404. Each role still reaches its own dashboard as the spec describes
// (docs/decisions/0014-read-only-what-the-spec-lists.md,
// docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { registerThroughForm, signInThroughForm } from '../accounts';
import { expect, test, type Page } from '../fixtures';
import { STUB_ACCOUNTS } from './stub-data';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const banner = (page: Page) => page.getByRole('region', { name: 'Verification Required' });
const account = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** The body of the next answer to `register/`, to show what the SPA had to work with. */
function registerAnswer(page: Page) {
  return page
    .waitForResponse((response) => response.url().endsWith('/api/accounts/register/'))
    .then(async (response) => ({ status: response.status(), body: (await response.json()) as object }));
}

/** The conversations' list was asked for, and its 404 left no trace of messaging on the page
 * (docs/decisions/0122-conversation-screens.md). */
async function expectNoMessaging(page: Page, asked: Promise<unknown>) {
  await asked;
  await expect(page.getByText('Messages', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/conversation/i)).toHaveCount(0);
}

const conversationsAsked = (page: Page) =>
  page.waitForResponse((response) => /\/api\/conversations\/(\?.*)?$/.test(response.url()));

/** Nothing on the page says an answer was unreadable. */
async function expectNoReadFailure(page: Page) {
  await expect(page.getByText(/could not be read/i)).toHaveCount(0);
}

test.describe('registration answered with the tokens only', () => {
  test('a new client lands on the client dashboard, greeted as new', async ({ page }) => {
    const answer = registerAnswer(page);
    await registerThroughForm(page, 'client', 'Erin Example');
    const { status, body } = await answer;
    expect(status).toBe(201);
    expect(Object.keys(body)).toEqual(['tokens']);

    await expect(notifications(page).getByText('Account created successfully!')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
    await expect(main.getByText('Welcome, Erin')).toBeVisible();
    await expect(account(page).getByText('Erin Example')).toBeVisible();
    await expect(page.getByText('2 active cases')).toBeVisible();
    await expectNoReadFailure(page);
  });

  test('a new lawyer lands on the lawyer dashboard with the unverified banner, and signs in again', async ({
    page,
  }) => {
    const answer = registerAnswer(page);
    const lawyer = await registerThroughForm(page, 'lawyer', 'Tomasz Nowak');
    expect(Object.keys((await answer).body)).toEqual(['tokens']);

    await expect(
      notifications(page).getByText('Account created! Please complete your profile and verification.'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText('Welcome, Tomasz')).toBeVisible();
    // spec §2: the banner, the badge and no availability switch; lawyer-profiles/me is 404,
    // so the spec's own words (spec §6)
    await expect(banner(page)).toContainText('You cannot receive cases until your profile is verified.');
    await expect(banner(page).getByRole('link', { name: 'Complete Verification' })).toHaveAttribute(
      'href',
      '/lawyer-profile',
    );
    await expect(account(page).getByText('Unverified', { exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Availability Status' })).toHaveCount(0);
    await expectNoReadFailure(page);

    // the stub signs in the account it registered, with the registered role
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await signInThroughForm(page, lawyer, 'lawyer');
    await expect(page.getByRole('main').getByText('Welcome back, Tomasz')).toBeVisible();
    await expect(banner(page)).toBeVisible();
  });
});

test.describe('sign-in answered with the §7 fields only', () => {
  test('the client reaches the client dashboard, with no trace of messaging', async ({ page }) => {
    const asked = conversationsAsked(page);
    await signInThroughForm(page, STUB_ACCOUNTS.client, 'client');
    await expect(notifications(page).getByText('Logged in successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Welcome back, Harriet')).toBeVisible();
    await expectNoMessaging(page, asked);
    await expectNoReadFailure(page);
  });

  test('the verified lawyer reaches the lawyer dashboard with the availability switch, and no trace of messaging', async ({
    page,
  }) => {
    const asked = conversationsAsked(page);
    await signInThroughForm(page, STUB_ACCOUNTS.verifiedLawyer, 'lawyer');
    await expect(page.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Availability Status' })).toBeVisible();
    // no consultations on this backend: the spec's samples, marked as such
    await expect(page.getByRole('button', { name: /^Join Meeting with / }).first()).toBeVisible();
    await expect(page.getByText('Sample data').first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(account(page).getByText('Unverified', { exact: true })).toHaveCount(0);
    await expectNoMessaging(page, asked);
    await expectNoReadFailure(page);
  });

  test('the unverified lawyer reaches the lawyer dashboard with the unverified banner', async ({ page }) => {
    await signInThroughForm(page, STUB_ACCOUNTS.unverifiedLawyer, 'lawyer');
    await expect(banner(page)).toContainText('You cannot receive cases until your profile is verified.');
    await expect(account(page).getByText('Unverified', { exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Availability Status' })).toHaveCount(0);
    await expectNoReadFailure(page);
  });

  test('the admin reaches the admin dashboard', async ({ page }) => {
    await signInThroughForm(page, STUB_ACCOUNTS.admin, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('1,247')).toBeVisible();
    await expectNoReadFailure(page);
  });

  test('a wrong password is told as the spec says, and the person stays on the sign-in page', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(STUB_ACCOUNTS.client.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Sign in as').selectOption({ label: 'Client (Looking for Legal Help)' });
    await page.getByRole('button', { name: 'Sign In' }).click();
    // spec §8: toast 'Error' / 'Invalid credentials'
    await expect(notifications(page).getByText('Invalid credentials')).toBeVisible();
    await expect(notifications(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Email')).toHaveValue(STUB_ACCOUNTS.client.email);
  });
});
