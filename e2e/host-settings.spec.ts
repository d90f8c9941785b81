// Deep links on the host settings people actually use (e2e/static-host.ts): before the app
// starts (its scripts held back), a path shows its own prerendered page, its own frame or nothing,
// never another page's content, and once the app runs it shows the right page. The only inline
// script, the page guard, runs under the strict CSP by its hash (the fixture fails on any
// refusal). docs/decisions/0015-deep-links-on-any-static-host.md
import { resolve } from 'node:path';
import { e2eEnv, e2eViteEnv } from '../playwright.config';
import { PUBLIC_FRAME_PATHS } from '@/app/page-guard';
import { holdScripts, visibleText } from './held-scripts';
import { expect, test } from './fixtures';
import { startStaticHost, type HostSetting } from './static-host';

const HEADINGS = {
  landing: 'Connect with Verified Legal Experts',
  login: 'Welcome Back',
  register: 'Create Account',
  roleSelect: 'Who are you?',
  privacy: 'Privacy notice',
  terms: 'Terms of use',
  complaints: 'Making a complaint',
  contact: 'Contact us',
  reviewPolicy: 'How reviews work',
  howWeRank: 'How we rank lawyers',
  directory: 'Find a lawyer',
};

/** What tells each page apart in the text: its heading, but for the directory, whose heading is
 * also the header's link, its opening sentence */
const MARKS: Record<keyof typeof HEADINGS, string> = {
  ...HEADINGS,
  directory: 'Search LawMatch’s verified lawyers who are taking new clients',
};

/** [path, the page it shows once the app runs (signed out), the prerendered file of its own] */
const PATHS = [
  ['/', HEADINGS.landing, '/'],
  ['/login', HEADINGS.login, '/login'],
  ['/register?role=lawyer', HEADINGS.register, '/register'],
  ['/role-select', HEADINGS.roleSelect, '/role-select'],
  ['/privacy', HEADINGS.privacy, '/privacy'],
  ['/terms', HEADINGS.terms, '/terms'],
  ['/complaints', HEADINGS.complaints, '/complaints'],
  ['/contact', HEADINGS.contact, '/contact'],
  ['/review-policy', HEADINGS.reviewPolicy, '/review-policy'],
  ['/how-we-rank', HEADINGS.howWeRank, '/how-we-rank'],
  ['/lawyers', HEADINGS.directory, '/lawyers'],
  ['/client-dashboard', HEADINGS.login, null],
  ['/admin-dashboard', HEADINGS.login, null],
] as const;

/** What a signed-in page's address shows before the app starts: its frame, the brand and the
 * page's heading (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md, whose journey is
 * e2e/signed-in-frames.spec.ts). A public page's address served another file shows the public
 * page's own frame (docs/decisions/0162-public-pages-paint-from-a-frame.md, checked below, and in
 * e2e/signed-in-frames.spec.ts); every other path without a file of its own, nothing. */
const FRAME_TEXT: Record<string, string> = {
  '/client-dashboard': 'LawMatch Client Dashboard',
  '/admin-dashboard':
    'LawMatch Admin Dashboard Platform figures, the lawyers waiting for verification and the reviews people reported.',
};

/** Which paths each setting answers with their own prerendered file. */
const OWN_FILE: Record<HostSetting, (path: string) => boolean> = {
  index: (path) => path === '/',
  shell: (path) => path === '/',
  pages: () => true,
};

for (const setting of ['index', 'shell', 'pages'] as const) {
  test.describe(`a static host that serves ${setting === 'index' ? 'index.html' : setting === 'shell' ? 'the empty shell' : 'login.html for /login, else the shell'} for unknown paths`, () => {
    let host: Awaited<ReturnType<typeof startStaticHost>>;
    test.beforeAll(async () => {
      host = await startStaticHost(resolve(e2eEnv.outDir), setting, e2eViteEnv);
    });
    test.afterAll(async () => host.stop());

    for (const [path, heading, ownFile] of PATHS) {
      test(`${path}: no other page's content before the app starts, then its own page`, async ({ page }) => {
        const release = await holdScripts(page);
        await page.goto(`${host.url}${path}`, { waitUntil: 'commit' });
        const before = await visibleText(page);
        const showsOwn = ownFile !== null && OWN_FILE[setting](ownFile);
        const ownFrame = !showsOwn && ownFile !== null && PUBLIC_FRAME_PATHS.includes(ownFile);
        for (const [name, other] of Object.entries(MARKS)) {
          if ((showsOwn || ownFrame) && HEADINGS[name as keyof typeof HEADINGS] === heading)
            expect(before, `${path} shows its own page or frame`).toContain(other);
          else expect(before, `${path} shows nothing of '${other}'`).not.toContain(other);
        }
        const frameText = ownFrame ? await page.locator(`[data-frame-of="${ownFile}"]`).innerText() : '';
        if (!showsOwn)
          expect(before.replace(/\s+/g, ' ')).toBe(FRAME_TEXT[path] ?? frameText.replace(/\s+/g, ' ').trim());
        // nothing of another page can be clicked either
        if (!showsOwn) await expect(page.getByRole('link', { name: 'Find a Lawyer' })).toHaveCount(0);

        await release();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        if (path === '/register?role=lawyer')
          await expect(page.getByText('Join LawMatch as a legal professional')).toBeVisible();
      });
    }
  });
}
