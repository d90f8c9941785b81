// Signed in, every page says so: the landing page (prerendered signed out, then hydrated), the
// 404 and the dashboards show the name, a way back to one's dashboard and Logout. A page for
// another kind of account still leads home (spec §4), and a notification says why.
import { e2eEnv } from '../playwright.config';
import { expectAccessible } from './axe';
import { expect, test, type Page } from './fixtures';
import { watchErrors } from './page-errors';
import { DEMO, signInThroughApi } from './session';

const account = (page: Page) => page.getByRole('navigation', { name: 'Account' });

test.describe('the header knows who is signed in', () => {
  test('the landing page, signed in: name, Dashboard and Logout instead of Login and Get Started', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const user = await signInThroughApi(page, e2eEnv.apiUrl, DEMO.client);
    await page.goto('/');
    await expect(account(page)).toContainText(user.name);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get Started', exact: true })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(errors, 'no hydration error').toEqual([]);
    await expectAccessible(page);

    await account(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/client-dashboard');
    await page.getByRole('link', { name: 'LawMatch' }).click();
    await expect(page).toHaveURL('/');

    await account(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started', exact: true })).toBeVisible();
    await expect(account(page)).toHaveCount(0);
  });

  test('the 404 and the lawyer profile lead back to the dashboard', async ({ page }) => {
    const user = await signInThroughApi(page, e2eEnv.apiUrl, DEMO.verifiedLawyer);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(account(page)).toContainText(user.name);
    await expectAccessible(page);
    await page.goto('/lawyer-profile');
    await account(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/lawyer-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeVisible();
  });

  test("a client who opens the admin dashboard is taken home and told it is another kind of account's page", async ({
    page,
  }) => {
    await signInThroughApi(page, e2eEnv.apiUrl, DEMO.client);
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL('/');
    const notice = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
    await expect(notice).toHaveText([/administrator/i]);
    await expect(notice).toContainText('client');
    await expect(account(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/client-dashboard',
    );
    await expectAccessible(page);
  });
});
