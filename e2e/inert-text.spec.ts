// What people type stays words on every screen that shows it (docs/decisions/0110-limits-on-writing.md):
// a client's name, a case's title and description, a booking note, a lawyer's reply to a review
// and a report's reason, each holding a script, an image with an error handler and CR/LF, are
// shown as typed, and none becomes an element or runs. Accounts and texts are made through the
// local API; each side reads them in its own browser. The calendar files and e-mails are the
// server's tests (tests/server/http/inert-text.test.ts); a review's own text, the one review
// the demo data leaves to write, is review-journey.spec.ts's.
import type { APIRequestContext, Browser } from '@playwright/test';
import { e2eEnv } from '../playwright.config';
import { caseSchema } from '@/api/cases-contract';
import { loginResponseSchema, registerResponseSchema } from '@/api/contract';
import { reviewPageSchema } from '@/api/reviews-contract';
import { slotsResponseSchema } from '@/api/booking-contract';
import { londonDate } from '@/lib/dates';
import { uniqueEmail } from './accounts';
import { expect, test, type Page } from './fixtures';
import { DEMO, signInThroughApi, type Account } from './session';

const API = e2eEnv.apiUrl;
const SCRIPT = '<script>window.__pwned=1</script>';
const IMAGE = '<img src=x onerror="window.__pwned=1">';
/** words, then the script, a line break (CR/LF), the image and more words */
const hostile = (before: string, after: string) => `${before} ${SCRIPT}\r\n${IMAGE} ${after}`;

// the first name (what the lawyer sees until a time is agreed) holds the script itself
const CLIENT_NAME = `Eve${SCRIPT}\r\n${IMAGE} Mallory`;
const TITLE = hostile('Contact order', 'for my son');
const DESCRIPTION = hostile('My former partner stops me seeing our son.', 'I need a contact order.');
const NOTE = hostile('Please call after school hours.', 'Thank you.');
const REPLY = hostile('Thank you for your kind words.', 'It was a pleasure.');
const REASON = hostile('This review names a colleague.', 'Please check it.');

/** Shown as typed: every part of it, the markup as words; nothing of it became an element or ran. */
async function expectInert(page: Page, ...texts: string[]) {
  for (const text of texts) {
    for (const part of text.split('\r\n')) await expect(page.getByText(part).first()).toBeVisible();
  }
  await expect(page.locator('script:has-text("__pwned")')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
}

async function tokenOf(request: APIRequestContext, account: Account) {
  const response = await request.post(`${API}/api/accounts/login/`, { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  return loginResponseSchema.parse(await response.json());
}

async function post(request: APIRequestContext, path: string, token: string, data: unknown) {
  const response = await request.post(`${API}${path}`, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as unknown;
}

/** A page signed in as `account`, in a browser context of its own. */
async function signedIn(browser: Browser, baseURL: string | undefined, account: Account) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughApi(page, API, account);
  return page;
}

test('a name, a case, a note, a reply and a report holding markup and CR/LF are shown as typed on every screen', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = testInfo.project.use.baseURL;

  // the client, through the API: registered, the case posted, the demo lawyer booked with the note
  const client = { email: uniqueEmail('inert'), password: 'Inert-Words-2026' };
  const registered = await request.post(`${API}/api/accounts/register/`, {
    data: { name: CLIENT_NAME, email: client.email, password: client.password, userType: 'client' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const clientToken = registerResponseSchema.parse(await registered.json()).tokens.access;
  const kase = caseSchema.parse(
    await post(request, '/api/cases/', clientToken, {
      title: TITLE,
      description: DESCRIPTION,
      location: 'London',
      category: 'Family Law',
      urgency: 'Medium',
    }),
  );
  const lawyer = await tokenOf(request, DEMO.verifiedLawyer);
  const slots = await request.get(
    `${API}/api/lawyers/${lawyer.user.id}/slots/?from=${londonDate(new Date())}&days=28&type=video`,
    { headers: { Authorization: `Bearer ${clientToken}` } },
  );
  const [startsAt] = slotsResponseSchema.parse(await slots.json()).slots;
  expect(startsAt, 'the demo lawyer has a free time').toBeDefined();
  await post(request, '/api/consultations/', clientToken, {
    lawyerId: lawyer.user.id,
    startsAt,
    type: 'video',
    caseId: kase.id,
    note: NOTE,
  });

  // the demo lawyer replies to one of her reviews on her profile's first page; the client reports it
  const reviews = await request.get(`${API}/api/lawyers/${lawyer.user.id}/reviews/?page=1`);
  const review = reviewPageSchema.parse(await reviews.json()).results.find((r) => r.reply === null);
  expect(review, 'a review of the demo lawyer without a reply').toBeDefined();
  await post(request, `/api/reviews/${review!.id}/reply/`, lawyer.tokens.access, { text: REPLY });
  await post(request, `/api/reviews/${review!.id}/report/`, clientToken, { reason: REASON });

  // the client: the dashboard greets them by name; the list and the case's page show the case
  await signInThroughApi(page, API, client);
  await page.goto('/client-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming Consultations' })).toContainText('Amelia Hughes');
  await expectInert(page, 'Eve', SCRIPT);
  await page.goto('/cases');
  await expectInert(page, TITLE);
  await page.goto(`/cases/${kase.id}`);
  await expectInert(page, TITLE, DESCRIPTION);

  // the lawyer: the lead and the consultation on the dashboard, and the lead's page
  const lawyerPage = await signedIn(browser, baseURL, DEMO.verifiedLawyer);
  try {
    await lawyerPage.goto('/lawyer-dashboard');
    const consultation = lawyerPage
      .getByRole('listitem')
      .filter({ hasText: 'Please call after school hours.' });
    await expect(consultation).toContainText(`Eve${SCRIPT}`);
    await expectInert(lawyerPage, TITLE, NOTE, REPLY);
    await lawyerPage.goto(`/leads/${kase.id}`);
    await expectInert(lawyerPage, TITLE, DESCRIPTION);
  } finally {
    await lawyerPage.context().close();
  }

  // anyone: the reply under the review on the lawyer's public profile
  const publicContext = await browser.newContext({ baseURL });
  try {
    const visitor = await publicContext.newPage();
    await visitor.goto(`/lawyers/${lawyer.user.id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Amelia Hughes' })).toBeVisible();
    await expectInert(visitor, REPLY);
  } finally {
    await publicContext.close();
  }

  // the admin: the reported review on the desk, with the reply and the report's reason
  const admin = await signedIn(browser, baseURL, DEMO.admin);
  try {
    await admin.goto('/admin-dashboard');
    const desk = admin.getByRole('region', { name: 'Reported reviews' });
    await desk.getByRole('button', { name: 'Show reported reviews' }).click();
    await expect(desk.getByRole('list', { name: 'Open reports' })).toBeVisible();
    await expectInert(admin, REPLY, REASON);
  } finally {
    await admin.context().close();
  }
});
