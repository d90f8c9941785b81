// The two sides meet (docs/decisions/0090-cases-leads-and-notifications.md): a new client posts
// a family case in London; the demo verified lawyer (Amelia Hughes, Family Law, London) finds it
// among her leads and responds with a fixed fee of £250; the client's bell counts it and the case
// page shows the response. Each side in its own browser context, on the real local API.
import { e2eEnv } from '../playwright.config';
import { registerThroughForm } from './accounts';
import { expectAccessible } from './axe';
import { fillFamilyCase } from './cases';
import { expect, test, type Page } from './fixtures';
import { DEMO, signInThroughApi } from './session';

const MESSAGE =
  'I have handled many child arrangements cases in London and can help you agree a plan, or apply to court if you cannot.';

async function postCase(page: Page, title: string) {
  await page.getByRole('button', { name: 'Post New Case' }).click();
  const form = page.getByRole('form', { name: 'Post a New Case' });
  await fillFamilyCase(form);
  await form.getByLabel('Case Title').fill(title);
  await form.getByLabel('How urgent is it?').selectOption('High');
  await form.getByRole('button', { name: 'Post Case' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Case Posted Successfully'),
  ).toBeVisible();
  await expect(form).toBeHidden();
}

test('a client posts a case, the demo lawyer responds with a fee, the client sees it', async ({
  page,
  browser,
}, testInfo) => {
  // two sign-ups, two dashboards, three axe scans on a shared 2-core machine
  test.setTimeout(150_000);
  const title = `Child arrangements after our divorce ${Date.now().toString(36)}`;

  // the client: a new account, a case that is kept
  await registerThroughForm(page, 'client', 'Hannah Whitfield');
  await postCase(page, title);
  await page.getByRole('link', { name: 'View your cases' }).click();
  await expect(page).toHaveURL('/cases');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/cases\/\d+$/);
  const casePath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // the lawyer, on another device: the case is a lead, answered with a £250 fixed fee
  const lawyerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const lawyer = await lawyerContext.newPage();
    await signInThroughApi(lawyer, e2eEnv.apiUrl, DEMO.verifiedLawyer);
    await lawyer.goto('/lawyer-dashboard');
    // the lead's card, not the Messages card's line about the same case once the lawyer has
    // answered it
    const lead = lawyer
      .getByRole('listitem')
      .filter({ has: lawyer.getByRole('link', { name: `View Details of ${title}` }) });
    await expect(lead).toContainText('Hannah');
    await expect(lead).not.toContainText('Whitfield');
    // fair leads: how many have answered, of five (docs/decisions/0125-fair-leads-and-response-time.md)
    await expect(lead).toContainText('No one has answered yet');
    await lead.getByRole('link', { name: `View Details of ${title}` }).click();
    await expect(lawyer).toHaveURL(casePath.replace('/cases/', '/leads/'));
    await expect(lawyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectAccessible(lawyer);

    await lawyer.getByRole('button', { name: `Respond to Case: ${title}` }).click();
    const dialog = lawyer.getByRole('dialog', { name: 'Respond to Case' });
    await dialog.getByLabel('Message to the client').fill(MESSAGE);
    await dialog.getByLabel('How you charge').selectOption('fixed');
    await dialog.getByLabel('Fee (£)').fill('250');
    await expectAccessible(lawyer);
    await dialog.getByRole('button', { name: 'Send Response' }).click();
    await expect(dialog).toBeHidden();
    await expect(lawyer.getByRole('heading', { name: 'Your response' })).toBeVisible();
    await expect(lawyer.getByText('£250 + VAT = £300')).toBeVisible();
    await lawyer.getByRole('link', { name: /Back to/ }).click();
    await expect(lead.getByText('Responded', { exact: true })).toBeVisible();
    await expect(lead).toContainText('1 of 5 has answered');
  } finally {
    await lawyerContext.close();
  }

  // the client: the bell counts the response, and leads to the case page that shows it
  await page.goto('/client-dashboard');
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await page
    .getByRole('link', { name: new RegExp(`Amelia Hughes responded to your case.*${title}`) })
    .click();
  await expect(page).toHaveURL(casePath);
  const response = page.getByRole('article', { name: 'Response from Amelia Hughes' });
  await expect(response).toContainText(MESSAGE);
  await expect(response).toContainText('£250 + VAT = £300');
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expectAccessible(page);
});
