// A conversation on a case (docs/conversations.md): the demo client (Sarah Mitchell) asks a lawyer
// who responded to her grievance case (Rachel Adams) a question with a PDF attached, on her case
// page; Rachel, on another device, reads it on her lead page (the client's first name only, as no
// consultation between them is confirmed) and answers; the client's open conversation shows the
// answer without a reload. On the real local API with the demo data.
import { e2eEnv } from '../playwright.config';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { pdf } from './lawyer-profile';
import { DEMO, signInThroughApi } from './session';

const CASE_TITLE = 'Dismissed after raising a grievance';
const RACHEL = { email: 'rachel.adams@lawmatch.test', password: DEMO.client.password };

test('the client asks a responding lawyer a question with a PDF; the answer appears without a reload', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, e2eEnv.apiUrl, DEMO.client);
  await page.goto('/cases');
  await page.getByRole('link', { name: CASE_TITLE }).first().click();
  await expect(page).toHaveURL(/\/cases\/[^/?]+$/);
  const caseId = new URL(page.url()).pathname.split('/').pop() ?? '';

  await page
    .getByRole('link', {
      name: /^(Message Rachel Adams|Open conversation \(\d+ unread\) with Rachel Adams)$/,
    })
    .click();
  const thread = page.getByRole('log', { name: 'Messages with Rachel Adams' });
  // the response is the conversation's first entry
  await expect(thread).toContainText('Dismissal so soon after a grievance');

  const question = `Have you handled a dismissal like mine at a tribunal before? (${Date.now()})`;
  const form = page.getByRole('form', { name: 'Write to Rachel Adams' });
  await form.getByLabel('Your message').fill(question);
  await form.locator('input[type="file"]').setInputFiles(pdf('Letter from their solicitor.pdf'));
  await expect(form.getByRole('list', { name: 'Files to send' })).toContainText(
    'Letter from their solicitor.pdf',
  );
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(thread).toContainText(question);
  await expect(
    thread.getByRole('button', { name: /^Download Letter from their solicitor\.pdf/ }),
  ).toBeVisible();
  await expect(form.getByLabel('Your message')).toHaveValue('');

  const answer = `Yes, several: most settle through ACAS before a hearing. (${Date.now()})`;
  const lawyerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const lawyer = await lawyerContext.newPage();
    await signInThroughApi(lawyer, e2eEnv.apiUrl, RACHEL);
    await lawyer.goto(`/leads/${caseId}`);
    // the client's first name only: no consultation between them is confirmed
    const lawyerThread = lawyer.getByRole('log', { name: 'Messages with Sarah' });
    await expect(lawyerThread).toContainText(question);
    await expect(
      lawyerThread.getByRole('button', { name: /^Download Letter from their solicitor\.pdf/ }),
    ).toBeVisible();
    const reply = lawyer.getByRole('form', { name: 'Write to Sarah' });
    await reply.getByLabel('Your message').fill(answer);
    await reply.getByRole('button', { name: 'Send' }).click();
    await expect(lawyerThread).toContainText(answer);
    await expectAccessible(lawyer);
  } finally {
    await lawyerContext.close();
  }

  // the client's page was never reloaded: the answer arrives by the live stream
  await expect(thread).toContainText(answer, { timeout: 5_000 });
  await expectAccessible(page);
});
