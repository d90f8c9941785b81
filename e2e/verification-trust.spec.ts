// Verification a client can trust, end to end against the local API with its demo data
// (docs/decisions/0086-save-is-not-submit.md): the admin approves a new lawyer only once
// confirmed, the client's matching case then shows the lawyer's card with the day of that
// approval, and the request's history says who approved which version
// (docs/decisions/0075-decisions-name-the-version-reviewed.md); a verified lawyer who saves her
// bio stays verified and matched, and nothing reaches the admin; a rejection needs the reason
// the lawyer will see. The desk, its dialogs and the lawyer's saved profile are scanned with axe
// at both widths (docs/decisions/0029-accessible-at-two-widths.md).
import type { APIRequestContext } from '@playwright/test';
import { e2eEnv } from '../playwright.config';
import { verificationListSchema, type VerificationEvent, type VerificationRequest } from '@/api/contract';
import { signInThroughForm, uniqueEmail } from './accounts';
import { expectAccessible } from './axe';
import { expect, test, type Locator, type Page } from './fixtures';
import { pdf, png } from './lawyer-profile';
import { DEMO, signInThroughApi, type Account } from './session';

const API = e2eEnv.apiUrl;
const ADMIN_URL = `${API}/api/accounts/admin/verification-requests`;
// server/seed/seed.ts: the demo admin's name, as a history names the admin who decided
const ADMIN_IN_HISTORY = 'Administrator (admin)';
const PASSWORD = 'Trust-The-Register-2026';

// the day as London reads it, as the match card says it ('24 November 2026')
const londonDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

interface Practice {
  name: string;
  specialization: string;
  /** a place where no demo lawyer of that specialization practises: the lawyer is matched first */
  city: string;
}

interface NewLawyer extends Account {
  name: string;
  requestId: string;
}

// ---- through the API: what happens before the part a test is about --------------------------

async function tokenOf(request: APIRequestContext, account: Account) {
  const response = await request.post(`${API}/api/accounts/login/`, { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { tokens: { access: string } }).tokens.access;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The admin's lists, read as the desk reads them: the first page (a search by e-mail finds one). */
async function adminList(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get(`${ADMIN_URL}/?${new URLSearchParams(query).toString()}`, {
    headers: bearer(await tokenOf(request, DEMO.admin)),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return verificationListSchema.parse(await response.json()).results;
}

async function historyOf(request: APIRequestContext, id: string) {
  const response = await request.get(`${ADMIN_URL}/${id}/history/`, {
    headers: bearer(await tokenOf(request, DEMO.admin)),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as VerificationEvent[];
}

/** A lawyer registers and sends the whole profile for verification, with all four files. */
async function registerAndSubmit(request: APIRequestContext, practice: Practice): Promise<NewLawyer> {
  const account = { email: uniqueEmail('trust'), password: PASSWORD };
  const registered = await request.post(`${API}/api/accounts/register/`, {
    data: { name: practice.name, ...account, userType: 'lawyer' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const submitted = await request.post(`${API}/api/accounts/lawyer-profiles/`, {
    headers: bearer(await tokenOf(request, account)),
    multipart: {
      full_name: practice.name,
      regulator: 'SRA',
      license_number: String(600_000 + Math.floor(Math.random() * 300_000)),
      specialization: practice.specialization,
      location: practice.city,
      experience_years: '9',
      education: 'LLB (Hons); Legal Practice Course',
      bio: 'Practical advice in plain English.',
      profile_picture: png('headshot.png'),
      government_id: pdf('passport.pdf'),
      law_degree: pdf('llb.pdf'),
      bar_certificate: pdf('practising-certificate.pdf'),
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const [item] = await adminList(request, { queue: 'new', search: account.email });
  if (!item) throw new Error(`${account.email}'s request is not in the New list`);
  return { ...account, name: practice.name, requestId: item.id };
}

async function approveThroughApi(request: APIRequestContext, lawyer: NewLawyer) {
  const response = await request.post(`${ADMIN_URL}/${lawyer.requestId}/approve/`, {
    headers: bearer(await tokenOf(request, DEMO.admin)),
    data: { version: 1 },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

// ---- in the browser ---------------------------------------------------------------------------

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const card = (page: Page, name: string) => page.getByRole('article', { name });
const tab = (page: Page, list: string) => page.getByRole('tab', { name: new RegExp(`^${list} \\(\\d+\\)$`) });

/** The admin's desk, on the New list, narrowed to one lawyer. */
async function openDeskAt(page: Page, name: string) {
  await signInThroughApi(page, API, DEMO.admin);
  await page.goto('/admin-dashboard');
  await expect(tab(page, 'New')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(name);
  await expect(card(page, name)).toBeVisible();
}

/** Signs out and back in as the demo client, who posts a case and gets the matched cards. */
async function clientPostsCase(page: Page, practice: Practice, title: string, description: string) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await signInThroughForm(page, DEMO.client, 'client');
  await page.getByRole('button', { name: 'Post New Case' }).click();
  const form = page.getByRole('form', { name: 'Post a New Case' });
  await form.getByLabel('Case Title').fill(title);
  await form.getByLabel('Your Location').fill(practice.city);
  await form.getByLabel('Legal Category').selectOption(practice.specialization);
  await form.getByLabel('Case Description').fill(description);
  await form.getByRole('button', { name: 'Post Case' }).click();
  await expect(notifications(page).getByText('We found lawyers for your case!')).toBeVisible();
  return page.getByRole('region', { name: 'Recommended Lawyers' });
}

/** The entries of a History dialog, oldest first. */
const events = (dialog: Locator) => dialog.getByRole('list', { name: 'Events' }).getByRole('listitem');

test.describe('verification a client can trust', () => {
  test('the admin approves a new lawyer once confirmed; the client then sees "Verified on" today, and History who approved which version', async ({
    page,
    request,
  }) => {
    // axe at two widths on the desk, two dialogs and the results, and two sign-ins: up to two
    // minutes on a busy two-core machine
    test.setTimeout(180_000);
    const practice = { name: 'Harriet Vale', specialization: 'Tax Law', city: 'Norwich' };
    const lawyer = await registerAndSubmit(request, practice);
    const decisions: { url: string; body: unknown }[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && /\/(approve|reject|request-info)\/$/.test(sent.url()))
        decisions.push({ url: sent.url(), body: sent.postDataJSON() });
    });

    await openDeskAt(page, lawyer.name);
    await expectAccessible(page);

    // Approve asks first, naming the lawyer; Cancel decides nothing
    const approveButton = card(page, lawyer.name).getByRole('button', { name: `Approve ${lawyer.name}` });
    await approveButton.click();
    const confirm = page.getByRole('dialog', { name: `Approve ${lawyer.name}?` });
    await expect(confirm).toContainText('The lawyer is verified and can receive cases.');
    await expectAccessible(page, '[role="dialog"]');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(decisions).toEqual([]);

    await approveButton.click();
    const answered = page.waitForResponse(
      (r) => r.url() === `${ADMIN_URL}/${lawyer.requestId}/approve/` && r.request().method() === 'POST',
    );
    await confirm.getByRole('button', { name: 'Approve' }).click();
    const approved = (await (await answered).json()) as VerificationRequest;
    // the day of the approval is today in London
    const today = londonDay.format(new Date());
    expect(londonDay.format(new Date(approved.verifiedAt ?? ''))).toBe(today);
    await expect(confirm).toBeHidden();
    await expect(notifications(page).getByText('Lawyer Approved')).toBeVisible();
    await expect(card(page, lawyer.name)).toHaveCount(0);
    // the version the admin saw is the one approved (0075)
    expect(decisions).toEqual([{ url: `${ADMIN_URL}/${lawyer.requestId}/approve/`, body: { version: 1 } }]);

    // on the Approved list, its History: sent by the lawyer, approved by the admin, version 1
    await tab(page, 'Approved').click();
    await expect(tab(page, 'Approved')).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, lawyer.name)).toBeVisible();
    await card(page, lawyer.name)
      .getByRole('button', { name: `History of ${lawyer.name}` })
      .click();
    const history = page.getByRole('dialog', { name: `History of ${lawyer.name}` });
    await expect(events(history)).toHaveCount(2);
    await expect(events(history).first()).toContainText('Sent for verification');
    await expect(events(history).first()).toContainText(/By:\s*Lawyer/);
    await expect(events(history).last()).toContainText('Approved');
    await expect(events(history).last()).toContainText(`By:${ADMIN_IN_HISTORY}`);
    await expect(events(history).last()).toContainText(/Version:\s*1\b/);
    await expectAccessible(page, '[role="dialog"]');
    await history.getByRole('button', { name: 'Close' }).click();
    await expect(history).toBeHidden();

    // a client's case in the lawyer's specialization and city: her card, verified today
    const results = await clientPostsCase(
      page,
      practice,
      'Inheritance tax on my late father’s estate',
      'My father died in March and I am the executor. I need help with the inheritance tax return and the valuation of his house.',
    );
    const matched = results.getByRole('article', { name: lawyer.name });
    await expect(matched).toBeVisible();
    await expect(matched).toContainText('Verified');
    await expect(matched).toContainText(`Verified on ${today}`);
    await expectAccessible(page);
  });

  test('a verified lawyer saves a new bio: told she stays verified, nothing reaches the admin, still matched', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const practice = { name: 'Imogen Ashby', specialization: 'Employment Law', city: 'Exeter' };
    const lawyer = await registerAndSubmit(request, practice);
    await approveThroughApi(request, lawyer);
    const bio = 'Employment tribunals, settlement agreements and redundancy, for employees in Devon.';

    await signInThroughApi(page, API, { email: lawyer.email, password: lawyer.password });
    await page.goto('/lawyer-profile');
    const status = page.getByRole('region', { name: 'Verification status' });
    await expect(status).toContainText('Verified on');
    await expect(page.getByLabel('Bio')).toHaveValue('Practical advice in plain English.');

    // a practice detail: saved at once, no review (0086)
    await page.getByLabel('Bio').fill(bio);
    await expect(page.getByRole('button', { name: 'Submit changes for review' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(notifications(page).getByText('Changes saved')).toBeVisible();
    await expect(notifications(page).getByText(/still verified/)).toBeVisible();
    await expect(status).toContainText('Verified on');
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByLabel('Bio')).toHaveValue(bio);
    await expect(status).toContainText('Verified on');

    // the admin's lists are untouched: still approved, no re-check, nothing new in the history
    expect(await adminList(request, { queue: 'rechecks', search: lawyer.email })).toEqual([]);
    const [onApproved] = await adminList(request, { queue: 'approved', search: lawyer.email });
    expect(onApproved).toMatchObject({ id: lawyer.requestId, status: 'approved', version: 1, bio });
    expect((await historyOf(request, lawyer.requestId)).map((e) => e.action)).toEqual([
      'submitted',
      'approved',
    ]);

    // and she is still matched
    const results = await clientPostsCase(
      page,
      practice,
      'Dismissed after raising a grievance',
      'I was dismissed two weeks after raising a grievance about unpaid overtime and want to bring an unfair dismissal claim.',
    );
    await expect(results.getByRole('article', { name: lawyer.name })).toBeVisible();
  });

  test('Reject without a reason says so and sends nothing; with one, the lawyer is told it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const lawyer = await registerAndSubmit(request, {
      name: 'Fergus Lyle',
      specialization: 'Property Law',
      city: 'Lincoln',
    });
    const rejections: unknown[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/reject/')) rejections.push(sent.postDataJSON());
    });

    await openDeskAt(page, lawyer.name);
    await card(page, lawyer.name)
      .getByRole('button', { name: `Reject ${lawyer.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Reject ${lawyer.name}?` });
    await dialog.getByRole('button', { name: 'Reject Application' }).click();
    await expect(dialog.getByText('Please write the reason the lawyer will see')).toBeVisible();
    await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, '[role="dialog"]');
    // blanks are no reason either
    await dialog.getByLabel('Reason').fill('   ');
    await dialog.getByRole('button', { name: 'Reject Application' }).click();
    await expect(dialog.getByText('Please write the reason the lawyer will see')).toBeVisible();
    expect(rejections).toEqual([]);
    const [stillNew] = await adminList(request, { queue: 'new', search: lawyer.email });
    expect(stillNew).toMatchObject({ id: lawyer.requestId, status: 'pending' });

    const reason = 'The practising certificate is for another solicitor.';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject Application' }).click();
    await expect(dialog).toBeHidden();
    await expect(notifications(page).getByText('Lawyer Rejected')).toBeVisible();
    await expect(card(page, lawyer.name)).toHaveCount(0);
    expect(rejections).toEqual([{ reason, version: 1 }]);
    expect((await historyOf(request, lawyer.requestId)).at(-1)).toMatchObject({
      action: 'rejected',
      by: ADMIN_IN_HISTORY,
      version: 1,
      note: reason,
    });
  });
});
