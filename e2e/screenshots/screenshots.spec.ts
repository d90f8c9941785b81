// `npm run screenshots`, the Playwright project `screenshots` (it runs only when named): every
// page at both widths (full page) and its dialogs (as the viewport shows them), signed in through
// the API as the demo accounts, written to docs/screenshots/ as NAME-desktop.png and
// NAME-mobile.png (docs/decisions/0029-accessible-at-two-widths.md). The build and a fresh local
// API are the project's own web servers (playwright.config.ts).
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, type Browser, type Page } from '@playwright/test';
import { screenshotsEnv } from '../../playwright.config';
import { VIEWPORTS } from '../browser';
import { fillFamilyCase } from '../cases';
import { DEMO, signInThroughApi, type Account } from '../session';
import { loginResponseSchema } from '@/api/contract';
import { reviewPageSchema } from '@/api/reviews-contract';

const OUT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const written = new Set<string>();

/** The page as it stands, at each width, once the layout, the fonts and every image have
 * settled and no notification passes over it; `fullPage: false` for a dialog over the page. */
async function shoot(page: Page, name: string, fullPage = true) {
  const toasts = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button', { name: 'Close toast' });
  while ((await toasts.count()) > 0) await toasts.first().click();
  // a whole page as a person sees it by scrolling: every part drawn, also those the browser skips
  // while they are far from the screen (docs/decisions/0150-long-forms-draw-what-is-near-the-screen.md)
  if (fullPage) await page.addStyleTag({ content: '.draw-when-near { content-visibility: visible; }' });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.evaluate(async () => {
      await document.fonts.ready;
      const loading = [...document.images].filter((img) => !img.complete);
      await Promise.all(
        loading.map((img) => new Promise((done) => img.addEventListener('loadend', done, { once: true }))),
      );
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    const file = `${name}-${viewport.name}.png`;
    await page.screenshot({ path: `${OUT_DIR}${file}`, fullPage, animations: 'disabled', caret: 'hide' });
    written.add(file);
  }
}

/** A tab of its own (signed in as `account` when given), at the desktop width with reduced motion. */
async function open(browser: Browser, path: string, account?: Account) {
  const { webUrl: baseURL, apiUrl } = screenshotsEnv;
  const page = await browser.newPage({ baseURL, viewport: VIEWPORTS[0], reducedMotion: 'reduce' });
  if (account) await signInThroughApi(page, apiUrl, account);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

/** The demo client reports the demo lawyer's newest review, through the API. */
async function reportNewestReview(browser: Browser) {
  const { apiUrl } = screenshotsEnv;
  const context = await browser.newContext();
  try {
    const login = await context.request.post(`${apiUrl}/api/accounts/login/`, { data: DEMO.client });
    const { tokens } = loginResponseSchema.parse(await login.json());
    const page = reviewPageSchema.parse(
      await (await context.request.get(`${apiUrl}/api/lawyers/3/reviews/`)).json(),
    );
    const newest = page.results[0];
    if (!newest) throw new Error('The demo lawyer has no reviews to report');
    const report = await context.request.post(`${apiUrl}/api/reviews/${newest.id}/report/`, {
      headers: { Authorization: `Bearer ${tokens.access}` },
      data: { reason: 'This review names the other parent of my children.' },
    });
    if (!report.ok()) throw new Error(`The report failed: ${report.status()}`);
  } finally {
    await context.close();
  }
}

test('every page and its dialogs at 1280 and 375 px, into docs/screenshots/', async ({ browser }) => {
  test.setTimeout(300_000);
  await test.step('the public pages, and one that does not exist', async () => {
    for (const [name, path] of [
      ['landing', '/'],
      ['login', '/login'],
      ['register', '/register?role=client'],
      ['role-select', '/role-select'],
      ['privacy', '/privacy'],
      ['terms', '/terms'],
      ['complaints', '/complaints'],
      ['contact', '/contact'],
      ['review-policy', '/review-policy'],
      ['not-found', '/no-such-page'],
    ] as const) {
      const page = await open(browser, path);
      await shoot(page, name);
      await page.close();
    }
    // a verified lawyer's public profile (the demo's lawyer@lawmatch.test), once its reviews are
    // on screen (docs/decisions/0103-public-lawyer-profile.md)
    const profile = await open(browser, '/lawyers/3');
    await profile.getByRole('region', { name: 'Reviews' }).getByRole('article').first().waitFor();
    await shoot(profile, 'lawyer-public-profile');
    await profile.close();
  });

  await test.step("the client: the case form, the matched lawyers, one lawyer's profile", async () => {
    const client = await open(browser, '/client-dashboard', DEMO.client);
    await client.getByRole('button', { name: 'Post New Case' }).click();
    const form = client.getByRole('form', { name: 'Post a New Case' });
    await fillFamilyCase(form);
    await shoot(client, 'client-case-form');
    await form.getByRole('button', { name: 'Post Case' }).click();
    const first = client.getByRole('region', { name: 'Recommended Lawyers' }).getByRole('article').first();
    await first.waitFor();
    await shoot(client, 'client-dashboard-results');
    await first.getByRole('button', { name: /^View Profile of / }).click();
    await client.getByRole('dialog').waitFor();
    await shoot(client, 'client-lawyer-profile-dialog', false);
    await client.keyboard.press('Escape');
    await first.getByRole('button', { name: 'Book Consultation' }).click();
    await client.getByRole('dialog').getByRole('group', { name: 'Start time (London time)' }).waitFor();
    await shoot(client, 'client-book-dialog', false);
    await client.close();
  });

  await test.step('the client: the list of cases, a case with two responses, the bell', async () => {
    const client = await open(browser, '/cases', DEMO.client);
    await client.getByRole('list', { name: 'Your cases, newest first' }).getByRole('link').first().waitFor();
    await shoot(client, 'client-cases');
    // the demo case that two lawyers answered (the step above posted a newer one)
    await client
      .getByRole('list', { name: 'Your cases, newest first' })
      .getByRole('listitem')
      .filter({ hasText: '2 responses' })
      .getByRole('link')
      .first()
      .click();
    await client
      .getByRole('article', { name: /^Response from / })
      .first()
      .waitFor();
    await shoot(client, 'client-case');
    await client.getByRole('button', { name: /^Notifications/ }).click();
    await client.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await shoot(client, 'notifications-panel', false);
    await client.close();
  });

  await test.step('the lawyers: awaiting review (the banner, documents on file) and verified, with the booking settings', async () => {
    const pending = await open(browser, '/lawyer-dashboard', DEMO.pendingLawyer);
    await pending.getByRole('region', { name: 'Verification Required' }).waitFor();
    await shoot(pending, 'lawyer-dashboard-unverified');
    await pending.goto('/lawyer-profile');
    await pending.getByRole('region', { name: 'Verification status' }).waitFor();
    await pending.getByText('On file', { exact: true }).first().waitFor();
    await shoot(pending, 'lawyer-profile');
    await pending.close();

    const verified = await open(browser, '/lawyer-dashboard', DEMO.verifiedLawyer);
    await verified.getByRole('switch', { name: 'Availability Status' }).waitFor();
    await verified
      .getByRole('link', { name: /^View Details of / })
      .first()
      .waitFor();
    // the demo consultations (server/seed/seed-consultations.ts), each with its actions
    await verified
      .getByRole('button', { name: /^Add to calendar: / })
      .first()
      .waitFor();
    await shoot(verified, 'lawyer-dashboard-verified');
    await verified
      .getByRole('button', { name: /^(Propose another time|Reschedule): / })
      .first()
      .click();
    await verified.getByRole('dialog', { name: 'Propose another time' }).getByLabel('Day').waitFor();
    await shoot(verified, 'lawyer-propose-dialog', false);
    await verified.keyboard.press('Escape');
    await verified
      .getByRole('link', { name: /^View Details of / })
      .first()
      .click();
    await verified.getByRole('heading', { level: 1 }).waitFor();
    await shoot(verified, 'lawyer-lead');
    await verified.getByRole('button', { name: /^Respond to Case: / }).click();
    await verified
      .getByRole('dialog', { name: 'Respond to Case' })
      .getByLabel('Message to the client')
      .waitFor();
    await shoot(verified, 'lawyer-respond-dialog', false);
    await verified.close();

    const settings = await open(browser, '/availability', DEMO.verifiedLawyer);
    await settings
      .getByRole('form', { name: 'Your booking settings' })
      .getByRole('checkbox', { name: 'Monday' })
      .waitFor();
    await shoot(settings, 'lawyer-booking-settings');
    await settings.close();
  });

  await test.step('the client: a review, and their account', async () => {
    const client = await open(browser, '/client-dashboard', DEMO.client);
    await client
      .getByRole('button', { name: 'Write a review of your consultation with Amelia Hughes' })
      .click();
    const dialog = client.getByRole('dialog', { name: 'Review your consultation with Amelia Hughes' });
    await dialog.locator('label').filter({ hasText: '4 stars' }).click();
    await shoot(client, 'client-review-dialog', false);
    await client.close();

    const account = await open(browser, '/account', DEMO.client);
    await shoot(account, 'account');
    await account.getByRole('button', { name: 'Delete your account' }).click();
    await account.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    await shoot(account, 'account-delete-dialog', false);
    await account.close();
  });

  await test.step("the admin: the review queue and one request's documents", async () => {
    // a reported review, for the admin's list of them
    await reportNewestReview(browser);
    const admin = await open(browser, '/admin-dashboard', DEMO.admin);
    await admin.getByRole('article').first().waitFor();
    await shoot(admin, 'admin-dashboard');
    await admin.getByRole('button', { name: 'Show reported reviews' }).click();
    await admin
      .getByRole('button', { name: /^Hide review/ })
      .first()
      .waitFor();
    await shoot(admin, 'admin-reported-reviews');
    await admin
      .getByRole('button', { name: /^View Documents of / })
      .first()
      .click();
    await admin.getByRole('dialog').getByRole('img').first().waitFor();
    // every document has arrived once no spinner is left in the dialog
    await admin.waitForFunction(() => !document.querySelector('[role="dialog"] [role="status"]'));
    await shoot(admin, 'admin-documents-dialog', false);
    await admin.close();
  });

  // only once every shot is written: a picture of a page that is no longer shot goes
  for (const file of readdirSync(OUT_DIR))
    if (file.endsWith('.png') && !written.has(file)) rmSync(`${OUT_DIR}${file}`);
  console.log(`Wrote ${written.size} screenshots to ${OUT_DIR}`);
});
