import { expect, test } from './fixtures';
import { expectAccessible } from './axe';

test.describe('landing page', () => {
  const links: [name: string, path: string, heading: string][] = [
    ['Login', '/login', 'Welcome Back'],
    ['Get Started', '/role-select', 'Who are you?'],
    ['Find a Lawyer', '/register?role=client', 'Create Account'],
    ['Join as Lawyer', '/register?role=lawyer', 'Create Account'],
    ['Start Your Legal Journey', '/role-select', 'Who are you?'],
  ];

  for (const [name, path, heading] of links) {
    test(`"${name}" leads to ${path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('the logo leads home and the page shows its sections', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'LawMatch' }).click();
    await expect(page).toHaveURL('/');
    for (const heading of [
      'Connect with Verified Legal Experts',
      'How It Works',
      'Featured Legal Professionals',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText('£150/hour')).toBeVisible();
  });
});

// the trust pages, linked from every page's footer (docs/decisions/0100-trust-pages.md)
test.describe('the footer', () => {
  const trustPages = [
    ['Privacy', '/privacy', 'Privacy notice'],
    ['Terms', '/terms', 'Terms of use'],
    ['Complaints', '/complaints', 'Making a complaint'],
    ['Contact', '/contact', 'Contact us'],
    ['Review policy', '/review-policy', 'How reviews work'],
    ['How we rank', '/how-we-rank', 'How we rank lawyers'],
  ] as const;

  test('links the trust pages from the landing and sign-in pages, and each link leads to its page', async ({
    page,
  }) => {
    for (const start of ['/', '/login', '/register', '/role-select']) {
      await page.goto(start);
      const footer = page.getByRole('navigation', { name: 'Footer' });
      for (const [name, path] of trustPages)
        await expect(footer.getByRole('link', { name, exact: true }), start).toHaveAttribute('href', path);
    }
    await page.goto('/');
    for (const [name, path, heading] of trustPages) {
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the complaints page links the Legal Ombudsman, and the privacy notice the ICO', async ({ page }) => {
    await page.goto('/complaints');
    await expect(page.getByRole('link', { name: 'legalombudsman.org.uk' })).toHaveAttribute(
      'href',
      'https://www.legalombudsman.org.uk/',
    );
    await page.goto('/privacy');
    await expect(page.getByRole('link', { name: 'ico.org.uk' })).toHaveAttribute(
      'href',
      'https://ico.org.uk/',
    );
  });
});

test.describe('accessibility of the public pages', () => {
  for (const [path, heading] of [
    ['/', 'Connect with Verified Legal Experts'],
    ['/login', 'Welcome Back'],
    ['/register', 'Create Account'],
    ['/register?role=lawyer', 'Create Account'],
    ['/role-select', 'Who are you?'],
    ['/privacy', 'Privacy notice'],
    ['/terms', 'Terms of use'],
    ['/complaints', 'Making a complaint'],
    ['/contact', 'Contact us'],
    ['/review-policy', 'How reviews work'],
    ['/how-we-rank', 'How we rank lawyers'],
    ['/no-such-page', 'Oops! Page not found'],
  ] as const) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('the login form shows its validation message and stays accessible', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByText('Please fill in all fields')).toBeVisible();
    await expectAccessible(page);
  });
});
