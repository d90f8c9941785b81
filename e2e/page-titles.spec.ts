// Every route has its own document title, said to screen-reader users when the app navigates
// (WCAG 2.4.2), and the public pages carry their own title and description in the HTML itself,
// where search engines read them.
import { e2eEnv } from '../playwright.config';
import { expect, test, type Page } from './fixtures';
import { DEMO, signInThroughApi, type Account } from './session';

const PUBLIC_PAGES = [
  ['/', 'LawMatch — Connect with Verified Legal Experts'],
  ['/login', 'Sign in — LawMatch'],
  ['/register', 'Create an account — LawMatch'],
  ['/role-select', 'Get started — LawMatch'],
  ['/privacy', 'Privacy notice — LawMatch'],
  ['/terms', 'Terms of use — LawMatch'],
  ['/complaints', 'Complaints — LawMatch'],
  ['/contact', 'Contact — LawMatch'],
  ['/review-policy', 'Review policy — LawMatch'],
  ['/how-we-rank', 'How we rank — LawMatch'],
  ['/lawyers', 'Find a lawyer — LawMatch'],
] as const;

const SIGNED_IN_PAGES: [path: string, title: string, account: Account][] = [
  ['/client-dashboard', 'Client dashboard — LawMatch', DEMO.client],
  ['/lawyer-dashboard', 'Lawyer dashboard — LawMatch', DEMO.verifiedLawyer],
  ['/lawyer-profile', 'Profile and verification — LawMatch', DEMO.verifiedLawyer],
  ['/admin-dashboard', 'Admin dashboard — LawMatch', DEMO.admin],
];

/** The polite live region that names the page the app has just shown. */
const announcement = (page: Page) => page.getByRole('status').filter({ hasText: /— LawMatch$|^LawMatch —/ });

test.describe('page titles', () => {
  test('the public pages arrive with their own title and description in the HTML', async ({ request }) => {
    const descriptions = new Set<string>();
    for (const [path, title] of PUBLIC_PAGES) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<title>${title}</title>`);
      const found = /<meta\s+name="description"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(found.length, `${path}: a description of 50–160 characters`).toBeGreaterThanOrEqual(50);
      expect(found.length, path).toBeLessThanOrEqual(160);
      descriptions.add(found);
    }
    expect(descriptions.size, 'each public page describes itself').toBe(PUBLIC_PAGES.length);
  });

  test('each public page and the 404 keep their title once the app runs', async ({ page }) => {
    for (const [path, title] of [...PUBLIC_PAGES, ['/no-such-page', 'Page not found — LawMatch'] as const]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page, path).toHaveTitle(title);
    }
  });

  for (const [path, title, account] of SIGNED_IN_PAGES) {
    test(`${path} is titled '${title}'`, async ({ page }) => {
      await signInThroughApi(page, e2eEnv.apiUrl, account);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(title);
    });
  }

  test('navigating in the app changes the title and says the new page', async ({ page }) => {
    await page.goto('/');
    // a link followed before the app has taken over the prerendered page loads a new document
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$')),
    );
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveTitle('Sign in — LawMatch');
    await expect(announcement(page)).toHaveText('Sign in — LawMatch');

    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveTitle('Create an account — LawMatch');
    await expect(announcement(page)).toHaveText('Create an account — LawMatch');

    await page.getByRole('link', { name: 'LawMatch' }).click();
    await expect(page).toHaveTitle(PUBLIC_PAGES[0][1]);
    await expect(announcement(page)).toHaveText(PUBLIC_PAGES[0][1]);
  });
});
