// Every signed-in page paints from a frame (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md):
// on each host setting (e2e/static-host.ts), with every script held back, a signed-in page's
// address shows that page's frame (its heading, or a skeleton where the heading holds data) and
// nothing of another page, accessibly; a public page's address shows its own frame where the host
// serves another file there (docs/decisions/0162-public-pages-paint-from-a-frame.md), the landing
// page and an unknown path none; once the scripts run, the page itself replaces the frame.
import type { APIRequestContext, Request } from '@playwright/test';
import { resolve } from 'node:path';
import { e2eEnv, e2eViteEnv } from '../playwright.config';
import { PUBLIC_FRAME_PATHS } from '@/app/page-guard';
import { caseSchema } from '@/api/cases-contract';
import { registerResponseSchema } from '@/api/contract';
import { uniqueEmail } from './accounts';
import { expectAccessible } from './axe';
import { holdScripts, visibleText } from './held-scripts';
import { watchErrors } from './page-errors';
import { expect, test, type Page } from './fixtures';
import { DEMO, signInThroughApi, type Account } from './session';
import { startStaticHost } from './static-host';

const API = e2eEnv.apiUrl;
const CASE_TITLE = 'Contact arrangements for my daughter';

/** A new client with one open Family Law case in London, which the demo lawyer has as a lead. */
async function clientWithCase(request: APIRequestContext) {
  const client = { email: uniqueEmail('frames'), password: 'Frames-Client-2026' };
  const registered = await request.post(`${API}/api/accounts/register/`, {
    data: { name: 'Frances Frame', email: client.email, password: client.password, userType: 'client' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = registerResponseSchema.parse(await registered.json()).tokens.access;
  const posted = await request.post(`${API}/api/cases/`, {
    data: {
      title: CASE_TITLE,
      description: 'We need to agree when my daughter stays with each of us, and put it in writing.',
      location: 'London',
      category: 'Family Law',
      urgency: 'Medium',
    },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  return { client, caseId: caseSchema.parse(await posted.json()).id };
}

type Who = 'client' | 'lawyer' | 'admin';

/** [the frame's path, an address it is for, who opens it, the frame's heading (none where the
 * page's heading holds data), the page's heading once it runs, the answer its HTML asks for
 * (none where the page is usable before its first answer)] */
type FramedPage = readonly [string, string, Who, string | null, string, string | null];

const framedPages = (caseId: string): FramedPage[] => [
  ['/client-dashboard', '/client-dashboard', 'client', 'Client Dashboard', 'Client Dashboard', null],
  ['/cases', '/cases/', 'client', 'Your cases', 'Your cases', '/api/cases/'],
  ['/cases/:id', `/cases/${caseId}`, 'client', null, CASE_TITLE, `/api/cases/${caseId}/`],
  ['/lawyer-dashboard', '/lawyer-dashboard', 'lawyer', 'Lawyer Dashboard', 'Lawyer Dashboard', null],
  [
    '/lawyer-profile',
    '/lawyer-profile',
    'lawyer',
    'Lawyer Profile',
    'Lawyer Profile',
    '/api/accounts/lawyer-profiles/me/',
  ],
  ['/leads/:id', `/leads/${caseId}`, 'lawyer', null, CASE_TITLE, `/api/cases/${caseId}/`],
  [
    '/availability',
    '/availability',
    'lawyer',
    'Booking settings',
    'Booking settings',
    '/api/lawyers/me/availability/',
  ],
  [
    '/services',
    '/services',
    'lawyer',
    'Services and prices',
    'Services and prices',
    '/api/lawyers/me/services/',
  ],
  ['/admin-dashboard', '/admin-dashboard', 'admin', 'Admin Dashboard', 'Admin Dashboard', null],
  ['/account', '/account', 'client', 'Your account', 'Your account', null],
];
/** The spinner a page shows while its first answer comes: never once that answer came before the
 * page's code (docs/decisions/0148-an-answer-that-has-come-is-drawn-at-once.md). The lawyer's
 * profile shows its form at once, its fields filled when the answer is read. */
const FIRST_ANSWER_SPINNERS: Record<string, string> = {
  '/cases': 'Loading your cases',
  '/cases/:id': 'Loading your case',
  '/leads/:id': 'Loading the case',
  '/availability': 'Loading your booking settings',
  '/services': 'Loading your services and prices',
};

/** The frames' own headings, and what the public pages say: none may show on another frame. */
const FRAME_HEADINGS = framedPages('0').flatMap(([, , , heading]) => (heading ? [heading] : []));
/** What tells the public pages' frames apart: their headings, but the directory's opening sentence,
 * as its heading is also the header's link (docs/decisions/0162-public-pages-paint-from-a-frame.md). */
const PUBLIC_FRAME_MARKS = [
  'Welcome Back',
  'Create Account',
  'Who are you?',
  'Forgot your password?',
  'Choose a new password',
  'Search LawMatch’s verified lawyers who are taking new clients',
  'Privacy notice',
  'Terms of use',
  'Making a complaint',
  'Contact us',
  'How reviews work',
  'How we rank lawyers',
];
const OTHER_PAGES = [
  'Connect with Verified Legal Experts',
  'Welcome Back',
  'Create Account',
  'Find a Lawyer',
];

/** The API allows the suite's own web address only (CORS): its answers reach the static host's
 * page through the test, unchanged but for that header (as e2e/public-profile-frame.spec.ts does). */
async function allowOrigin(page: Page, origin: string) {
  const apis = [new URL(API).origin, new URL(e2eEnv.matchUrl).origin];
  await page.route(
    (url) => apis.includes(url.origin),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'access-control-allow-origin': origin },
      });
    },
  );
}

/** The public pages used only through the app: a sign-in form, the directory
 * (docs/decisions/0163-pages-used-through-the-app-fetch-it-with-their-html.md). */
const USED_THROUGH_THE_APP: readonly string[] = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/lawyers',
];

const frame = (page: Page, path: string) => page.locator(`[data-frame-of="${path}"]`);
const shownFrames = (page: Page) => page.locator('[data-frame-of]:visible');
const corePreload = (page: Page) => page.locator('link[rel="modulepreload"][href*="/assets/core-"]');

for (const setting of ['index', 'shell', 'pages'] as const) {
  test.describe(`the frames on a static host that serves ${setting} for unknown paths`, () => {
    let host: Awaited<ReturnType<typeof startStaticHost>>;
    let accounts: Record<Who, Account>;
    let pages: FramedPage[];
    test.beforeAll(async ({ request }) => {
      host = await startStaticHost(resolve(e2eEnv.outDir), setting, e2eViteEnv);
      const { client, caseId } = await clientWithCase(request);
      accounts = { client, lawyer: DEMO.verifiedLawyer, admin: DEMO.admin };
      pages = framedPages(caseId);
    });
    test.afterAll(async () => host.stop());

    // the third setting serves these addresses the empty shell, as the second does: their
    // frames are checked there once, its own file (login.html) by the test below
    for (const [path] of setting === 'pages' ? [] : framedPages('0')) {
      test(`${path}: its own frame before any script runs, then the page`, async ({ page }) => {
        const [, address, who, heading, pageHeading, firstAnswer] = pages.find(([each]) => each === path)!;
        const problems = watchErrors(page);
        await signInThroughApi(page, API, accounts[who]);
        await allowOrigin(page, host.url);
        // a page whose list or form waits for its first answer has it asked for by the HTML, and
        // takes that answer (docs/decisions/0146-a-case-asked-for-from-the-html.md,
        // 0147-a-page-s-first-answer-asked-for-from-the-html.md)
        const asked: string[] = [];
        const answered: string[] = [];
        const isFirstAnswer = (request: Request) =>
          firstAnswer && request.method() === 'GET' && request.url() === `${API}${firstAnswer}`;
        page.on('request', (request) => void (isFirstAnswer(request) && asked.push(request.url())));
        page.on(
          'requestfinished',
          (request) => void (isFirstAnswer(request) && answered.push(request.url())),
        );
        // every status the page shows, as it shows it
        await page.addInitScript(() => {
          const statuses = new Set<string>();
          Object.assign(window, { __statuses: statuses });
          new MutationObserver(() => {
            for (const status of document.querySelectorAll('[role=status]'))
              statuses.add(status.textContent ?? '');
          }).observe(document, { childList: true, subtree: true, characterData: true });
        });
        const release = await holdScripts(page);
        await page.goto(`${host.url}${address}`, { waitUntil: 'commit' });
        const before = await visibleText(page);
        // the answer has come before the page's code runs
        if (firstAnswer) await expect.poll(() => answered.length).toBe(1);

        await expect(frame(page, path)).toBeVisible();
        await expect(shownFrames(page)).toHaveCount(1);
        // what every signed-in page runs is asked for from the HTML, whichever file was served
        // (docs/decisions/0139-nothing-built-before-the-page-draws.md)
        await expect(corePreload(page)).toHaveCount(1);
        await expect(page.getByRole('banner')).toContainText('LawMatch');
        if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(heading ? 1 : 0);
        for (const other of [...FRAME_HEADINGS, ...OTHER_PAGES].filter((text) => text !== heading))
          expect(before, `${address} shows nothing of '${other}'`).not.toContain(other);
        // nothing in a frame can be clicked or typed into
        await expect(page.locator('a:visible, button:visible, input:visible')).toHaveCount(0);
        // what runs before the page is usable is compiled as it downloads: its first line says so
        // to V8 (docs/decisions/0140-compiled-as-it-downloads-and-profiles-from-any-file.md); the
        // same files for every page, so checked on one
        if (setting === 'shell' && path === '/client-dashboard') {
          for (const chunk of ['core', 'signed-in']) {
            const href = await page
              .locator(`link[rel="modulepreload"][href*="/assets/${chunk}-"]`)
              .getAttribute('href');
            const script = await page.request.get(new URL(href ?? '', host.url).href);
            const [firstLine] = (await script.text()).split('\n', 1);
            expect(firstLine, chunk).toBe('//# allFunctionsCalledOnLoad');
          }
        }

        await release();
        await expect(page.getByRole('heading', { level: 1, name: pageHeading })).toBeVisible();
        await expect(page.locator('#frames')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('banner')).toHaveCount(1);
        await page.waitForLoadState('networkidle');
        expect(asked).toHaveLength(firstAnswer ? 1 : 0);
        const statuses = await page.evaluate(() => [
          ...(window as unknown as { __statuses: Set<string> }).__statuses,
        ]);
        if (FIRST_ANSWER_SPINNERS[path]) expect(statuses).not.toContain(FIRST_ANSWER_SPINNERS[path]);
        expect(problems).toEqual([]);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }

    // The frames are the same markup whichever file carries them: scanned on one setting, each
    // in a page of its own rather than in the test above, whose first answer is kept for the
    // page's code only so long (docs/decisions/0139-nothing-built-before-the-page-draws.md): two
    // scans on a loaded machine could outlast that and have the page rightly ask again.
    for (const [path] of setting === 'shell' ? framedPages('0') : []) {
      test(`${path}: its frame is accessible`, async ({ page }) => {
        const [, address, who] = pages.find(([each]) => each === path)!;
        await signInThroughApi(page, API, accounts[who]);
        await allowOrigin(page, host.url);
        await holdScripts(page);
        await page.goto(`${host.url}${address}`, { waitUntil: 'commit' });
        await expect(frame(page, path)).toBeVisible();
        await expectAccessible(page);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }

    test('the landing page and an unknown path show no frame; a public page its own, where its file is not served', async ({
      page,
    }) => {
      for (const [path, heading, framed] of [
        ['/', 'Connect with Verified Legal Experts', null],
        ['/login', 'Welcome Back', setting === 'pages' ? null : '/login'],
        ['/register', 'Create Account', setting === 'pages' ? null : '/register'],
        // no file of its own on any setting (docs/decisions/0162-public-pages-paint-from-a-frame.md)
        ['/forgot-password', 'Forgot your password?', '/forgot-password'],
        ['/no-such-page', 'Oops! Page not found', null],
        ['/cases/12/more', 'Oops! Page not found', null],
      ] as const) {
        const release = await holdScripts(page);
        await page.goto(`${host.url}${path}`, { waitUntil: 'commit' });
        const before = await visibleText(page);
        await expect(shownFrames(page), path).toHaveCount(framed ? 1 : 0);
        if (framed) {
          await expect(frame(page, framed)).toBeVisible();
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(page.locator('a:visible, button:visible, input:visible'), path).toHaveCount(0);
        }
        for (const other of [...FRAME_HEADINGS, ...PUBLIC_FRAME_MARKS].filter((text) => text !== heading))
          expect(before, `${path} shows no '${other}'`).not.toContain(other);
        // no file preloads the app where it holds no page: the landing page loads it after its
        // paint, and an unknown path has nothing to preload (a sign-in page's, the test below)
        if (!framed && !USED_THROUGH_THE_APP.includes(path))
          await expect(corePreload(page), path).toHaveCount(0);
        await release();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(shownFrames(page), path).toHaveCount(0);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
    });

    // a public page asks for its code with its HTML, before any script has run, where it is used
    // only through the app: a sign-in form or the directory in any file, any page where the host
    // served another page's file and the page's frame shows; a page that works as HTML (its own
    // file: links) leaves its code for after its paint
    // (docs/decisions/0163-pages-used-through-the-app-fetch-it-with-their-html.md). The directory
    // asks for its lawyers too, and the page takes that answer rather than asking again
    // (docs/decisions/0164-the-directory-s-lawyers-asked-for-from-the-html.md), and the header reads
    // from it whether the backend has the directory.
    test('a public page asks for its code with its HTML where only the app makes it work', async ({
      page,
    }) => {
      const lawyers = `${new URL(API).origin}/api/lawyers/`;
      const pageChunks = [
        ['/login', 'login-page'],
        ['/register', 'register-page'],
        ['/forgot-password', 'forgot-password-page'],
        ['/reset-password', 'reset-password-page'],
        ['/lawyers', 'directory-page'],
        ['/privacy', 'privacy-page'],
        ['/role-select', 'role-select-page'],
      ] as const;
      for (const [path, own] of pageChunks) {
        // every address asked for: the static host's files by their path, the API's in full
        const asked: string[] = [];
        const onRequest = (request: Request) => {
          const url = new URL(request.url());
          asked.push(url.origin === host.url ? url.pathname : url.href);
        };
        const lawyersAsked = () => asked.filter((url) => url === lawyers).length;
        page.on('request', onRequest);
        await allowOrigin(page, host.url);
        const release = await holdScripts(page);
        await page.goto(`${host.url}${path}`, { waitUntil: 'commit' });
        await visibleText(page); // parsed: every preload the HTML holds has been asked for
        // the pages' own chunks asked for (a chunk the trust pages share, say, is not one of them)
        const pages = () =>
          asked.filter((asset) =>
            pageChunks.some(([, chunk]) => new RegExp(`^/assets/${chunk}-[^/]+\\.js$`).test(asset)),
          );
        if (USED_THROUGH_THE_APP.includes(path) || setting !== 'pages') {
          await expect.poll(pages, path).toEqual([expect.stringMatching(`^/assets/${own}-`)]);
          expect(
            asked.some((asset) => asset.startsWith('/assets/core-')),
            path,
          ).toBe(true);
        } else expect(pages(), path).toEqual([]);
        if (path === '/lawyers') await expect.poll(lawyersAsked, path).toBe(1);
        await release();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(shownFrames(page), path).toHaveCount(0);
        if (path === '/lawyers') {
          await expect(page.getByRole('link', { name: /^View Profile/ }).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(lawyersAsked(), 'the lawyers asked for once').toBe(1);
          // their answer says whether the backend has the directory: the header sends no probe
          expect(asked.filter((url) => url === `${lawyers}?q=~`)).toEqual([]);
          // the directory is not a lawyer's profile: the app starts at once, with no profile code
          expect(asked.filter((asset) => asset.startsWith('/assets/public-profile-route-'))).toEqual([]);
        }
        page.off('request', onRequest);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
    });

    // the public pages' frames, each on the address of its page, scanned on one setting
    for (const path of setting === 'shell' ? PUBLIC_FRAME_PATHS : []) {
      test(`${path}: its public frame is accessible and shows that page's heading alone`, async ({
        page,
      }) => {
        await holdScripts(page);
        await page.goto(`${host.url}${path}`, { waitUntil: 'commit' });
        await expect(frame(page, path)).toBeVisible();
        await expect(shownFrames(page)).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.locator('a:visible, button:visible, input:visible')).toHaveCount(0);
        await expectAccessible(page);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }
  });
}

test('signed out at a signed-in address, the frame stays until the app sends the visitor to sign in', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/lawyer-dashboard', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeVisible();
  await release();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#frames')).toHaveCount(0);
});
