// What scripts/screenshots.ts photographs: every page (desktop full page, mobile full page) and
// two dialogs (as the viewport shows them), signed in through the API as the demo accounts.
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { VIEWPORTS } from '../e2e/browser.ts';
import { DEMO, signInThroughApi, type Account } from '../e2e/session.ts';
import { fillFamilyCase } from '../e2e/cases.ts';

interface Target {
  webUrl: string;
  apiUrl: string;
  outDir: string;
}

/** Waits for the layout after a resize, the fonts and every image on the page. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? null : new Promise((done) => img.addEventListener('loadend', done, { once: true })),
      ),
    );
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** Closes every notification, so that a shot shows the page rather than a passing toast. */
async function dismissToasts(page: Page) {
  const close = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button', { name: 'Close toast' });
  while ((await close.count()) > 0) await close.first().click();
}

export async function takeScreenshots(browser: Browser, target: Target): Promise<string[]> {
  const written: string[] = [];

  /** The page as it stands, at each width; `fullPage: false` for a dialog over the page. */
  async function shoot(page: Page, name: string, fullPage = true) {
    await dismissToasts(page);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await settle(page);
      const path = join(target.outDir, `${name}-${viewport.name}.png`);
      await page.screenshot({ path, fullPage, animations: 'disabled', caret: 'hide' });
      written.push(path);
    }
  }

  /** A fresh tab (signed in as `account` when given) at the desktop width. */
  async function open(path: string, account?: Account) {
    const context = await browser.newContext({
      baseURL: target.webUrl,
      viewport: VIEWPORTS[0],
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    if (account) await signInThroughApi(page, target.apiUrl, account);
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return page;
  }

  for (const [name, path] of [
    ['landing', '/'],
    ['login', '/login'],
    ['register', '/register?role=client'],
    ['role-select', '/role-select'],
    ['not-found', '/no-such-page'],
  ] as const) {
    const page = await open(path);
    await shoot(page, name);
    await page.context().close();
  }

  // the client: the case form, the matched lawyers, one lawyer's profile
  const client = await open('/client-dashboard', DEMO.client);
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
  await client.context().close();

  // the lawyers: awaiting review (the banner, the profile with documents on file) and verified
  const pending = await open('/lawyer-dashboard', DEMO.pendingLawyer);
  await pending.getByRole('region', { name: 'Verification Required' }).waitFor();
  await shoot(pending, 'lawyer-dashboard-unverified');
  await pending.goto('/lawyer-profile');
  await pending.getByRole('region', { name: 'Verification status' }).waitFor();
  await pending.getByText('On file', { exact: true }).first().waitFor();
  await shoot(pending, 'lawyer-profile');
  await pending.context().close();

  const verified = await open('/lawyer-dashboard', DEMO.verifiedLawyer);
  await verified.getByRole('switch', { name: 'Availability Status' }).waitFor();
  await shoot(verified, 'lawyer-dashboard-verified');
  await verified.context().close();

  // the admin: the review queue and one request's documents
  const admin = await open('/admin-dashboard', DEMO.admin);
  await admin.getByRole('article').first().waitFor();
  await shoot(admin, 'admin-dashboard');
  await admin
    .getByRole('button', { name: /^View Documents of / })
    .first()
    .click();
  const documents = admin.getByRole('dialog');
  await documents.getByRole('img').first().waitFor();
  // every document has arrived once no spinner is left in the dialog
  await admin.waitForFunction(() => !document.querySelector('[role="dialog"] [role="status"]'));
  await shoot(admin, 'admin-documents-dialog', false);
  await admin.context().close();

  return written;
}
