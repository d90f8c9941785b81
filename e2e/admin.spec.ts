// The admin's review end to end against the local API
// (docs/decisions/0008-admin-decisions-call-the-review-extension.md): the demo admin reviews a
// seeded pending lawyer's documents on the desk's New list and approves them once confirmed
// (docs/decisions/0086-save-is-not-submit.md); that lawyer then signs in verified, and a client's
// case in the lawyer's category and city is matched to them. Axe scans the dashboard and its
// dialogs at both widths (docs/decisions/0029-accessible-at-two-widths.md).
import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './axe';
import { DEMO } from './session';
import { e2eEnv } from '../playwright.config';
import { loginResponseSchema } from '@/api/contract';
import { adminStatsSchema, type AdminStats } from '@/api/stats-contract';
import { formatCount } from '@/lib/format';

const ADMIN = DEMO.admin;
// server/seed/demo-data.ts: a pending lawyer with all four files on record, in a city where
// no verified Property Law lawyer practises (lawyer.spec.ts works with its own new lawyers)
const PENDING = { name: 'Catriona Hay', email: 'catriona.hay@lawmatch.test', password: 'LawMatch-Demo-2026' };
const CASE = { category: 'Property Law', city: 'Edinburgh' };
const CLIENT = DEMO.client;

type LoginRole = 'Administrator' | 'Lawyer (Legal Professional)' | 'Client (Looking for Legal Help)';

async function signIn(page: Page, email: string, password: string, role: LoginRole, dashboard: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Sign in as').selectOption({ label: role });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(dashboard);
}

/** The admin's figures as the API answers them now. */
async function adminFigures(page: Page): Promise<AdminStats> {
  const login = await page.request.post(`${e2eEnv.apiUrl}/api/accounts/login/`, { data: ADMIN });
  const { tokens } = loginResponseSchema.parse(await login.json());
  const stats = await page.request.get(`${e2eEnv.apiUrl}/api/accounts/me/stats/`, {
    headers: { Authorization: `Bearer ${tokens.access}` },
  });
  return adminStatsSchema.parse(await stats.json());
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const request = (page: Page) => page.getByRole('article', { name: PENDING.name });

test.describe.configure({ mode: 'serial' });

test.describe('admin verification review', () => {
  test('the admin finds a pending lawyer, opens the documents and approves them', async ({ page }) => {
    // five axe scans (each at two widths), a popup and a download: up to 90 s on a busy
    // two-core machine
    test.setTimeout(150_000);
    const documentCalls: { url: string; authorization: string | undefined }[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/documents/'))
        documentCalls.push({ url: r.url(), authorization: r.headers().authorization });
    });

    await signIn(page, ADMIN.email, ADMIN.password, 'Administrator', '/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // the live figures of the local API, not spec §9's fixed ones
    const live = await adminFigures(page);
    const overview = page.getByRole('region', { name: 'Platform overview' });
    await expect(overview.getByText(formatCount(live.users), { exact: true })).toBeVisible();
    await expect(overview.getByText(formatCount(live.cases), { exact: true })).toBeVisible();
    await expect(request(page)).toBeVisible();
    await expect(page.getByText('Sample data')).toHaveCount(0);
    // the local API has the lists by state: the desk opens on New
    await expect(page.getByRole('tab', { name: /^New \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Search requests' }).fill('catriona');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(request(page).getByRole('list', { name: 'Documents' })).toContainText('ID submitted');

    // the documents: fetched with the admin's token, shown from object URLs
    await request(page)
      .getByRole('button', { name: `View Documents of ${PENDING.name}` })
      .click();
    const documents = page.getByRole('dialog', { name: `Documents of ${PENDING.name}` });
    const photo = documents.getByRole('img', { name: `Profile Photo of ${PENDING.name}` });
    await expect(photo).toBeVisible();
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page, '[role="dialog"]');

    const popupOpened = page.waitForEvent('popup');
    await documents.getByRole('link', { name: 'Open Government ID in a new tab' }).click();
    const popup = await popupOpened;
    expect(popup.url()).toMatch(/^blob:/);
    await popup.close();

    const downloaded = page.waitForEvent('download');
    await documents.getByRole('link', { name: 'Download Law Degree Certificate' }).click();
    expect((await downloaded).suggestedFilename()).toBe('catriona-hay-law_degree.pdf');

    expect(documentCalls.length).toBeGreaterThanOrEqual(4);
    for (const call of documentCalls) expect(call.authorization).toMatch(/^Bearer .+/);
    await documents.getByRole('button', { name: 'Close' }).click();
    await expect(documents).toBeHidden();

    // the confirmation and the two note dialogs: scanned, then left without deciding
    for (const [button, title] of [
      [`Approve ${PENDING.name}`, `Approve ${PENDING.name}?`],
      [`Reject ${PENDING.name}`, `Reject ${PENDING.name}?`],
      [`Request More Info from ${PENDING.name}`, `Request more information from ${PENDING.name}`],
    ] as const) {
      await request(page).getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }

    // Approve asks first, naming the lawyer (docs/decisions/0086-save-is-not-submit.md)
    await request(page)
      .getByRole('button', { name: `Approve ${PENDING.name}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Approve ${PENDING.name}?` });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(confirm).toBeHidden();
    await expect(notifications(page).getByText('Lawyer Approved')).toBeVisible();
    await expect(
      notifications(page).getByText('The lawyer has been verified and can now receive cases.'),
    ).toBeVisible();
    await expect(request(page)).toHaveCount(0);

    // the server agrees: a reload no longer lists the request
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Lawyer Verification Requests' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(request(page)).toHaveCount(0);
  });

  test('the approved lawyer signs in verified, with the availability switch', async ({ page }) => {
    await signIn(page, PENDING.email, PENDING.password, 'Lawyer (Legal Professional)', '/lawyer-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeVisible();
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByText(PENDING.name)).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Availability Status' })).toBeVisible();
    await expect(account.getByText('Unverified')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Verification Required' })).toHaveCount(0);
  });

  test("a client's case in the lawyer's category and city is matched to the lawyer", async ({ page }) => {
    await signIn(page, CLIENT.email, CLIENT.password, 'Client (Looking for Legal Help)', '/client-dashboard');
    await page.getByRole('button', { name: 'Post New Case' }).click();
    await page.getByLabel('Case Title').fill('Buying a tenement flat');
    await page.getByLabel('Your Location').fill(CASE.city);
    await page.getByLabel('Legal Category').selectOption(CASE.category);
    await page
      .getByLabel('Case Description')
      .fill('I am buying a flat in a tenement and need help with the missives and the title deeds.');
    await page.getByRole('button', { name: 'Post Case' }).click();
    await expect(notifications(page).getByText('We found lawyers for your case!')).toBeVisible();
    const results = page.getByRole('region', { name: 'Recommended Lawyers' });
    await expect(results.getByRole('article', { name: PENDING.name })).toBeVisible();
  });
});
