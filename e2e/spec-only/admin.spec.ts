// The admin against a backend without the review queue (stub-server.ts answers 404): the
// spec's sample requests, marked as sample data, and Approve and Reject only show the spec's
// notifications (spec §4; docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { SAMPLE_REQUESTS } from '@/features/admin/sample-requests';
import { specOnlyEnv } from '../../playwright.config';
import { expect, test, type Page } from '../fixtures';
import { signInThroughApi } from '../session';
import { STUB_ACCOUNTS } from './stub-data';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const request = (page: Page, name: string) => page.getByRole('article', { name });

test('the admin sees the sample requests, and Approve and Reject show the spec texts', async ({ page }) => {
  const queueAnswers: number[] = [];
  const decisionCalls: string[] = [];
  page.on('response', (response) => {
    if (/\/admin\/verification-requests\/(\?.*)?$/.test(response.url())) queueAnswers.push(response.status());
  });
  page.on('request', (sent) => {
    if (/\/(approve|reject|request-info)\/$/.test(sent.url())) decisionCalls.push(sent.url());
  });

  await signInThroughApi(page, specOnlyEnv.accountsUrl, STUB_ACCOUNTS.admin);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  const queue = page.getByRole('region', { name: 'Lawyer Verification Requests' });
  await expect(queue.getByText('Sample data', { exact: true })).toBeVisible();
  await expect(queue.getByText('This server does not offer verification review')).toBeVisible();
  await expect(queue.getByText(`${SAMPLE_REQUESTS.length} pending`)).toBeVisible();
  await expect(queue.getByRole('article')).toHaveCount(SAMPLE_REQUESTS.length);
  for (const sample of SAMPLE_REQUESTS) {
    await expect(request(page, sample.name)).toContainText(sample.email);
    await expect(request(page, sample.name)).toContainText(sample.barNumber);
  }
  // one 404, not retried (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md)
  expect(queueAnswers).toEqual([404]);
  await expect(page.getByText(/could not be read|could not load/i)).toHaveCount(0);

  const [first, second] = SAMPLE_REQUESTS;
  if (!first || !second) throw new Error('the spec has sample requests');

  await request(page, first.name)
    .getByRole('button', { name: `Approve ${first.name}` })
    .click();
  await expect(notifications(page).getByText('Lawyer Approved')).toBeVisible();
  await expect(
    notifications(page).getByText('The lawyer has been verified and can now receive cases.'),
  ).toBeVisible();
  await expect(request(page, first.name)).toHaveCount(0);

  await request(page, second.name)
    .getByRole('button', { name: `Reject ${second.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Reject ${second.name}?` });
  await dialog.getByRole('button', { name: 'Reject Application' }).click();
  await expect(dialog).toBeHidden();
  await expect(notifications(page).getByText('Lawyer Rejected')).toBeVisible();
  await expect(notifications(page).getByText('The lawyer application has been rejected.')).toBeVisible();
  await expect(request(page, second.name)).toHaveCount(0);

  await expect(queue.getByRole('article')).toHaveCount(SAMPLE_REQUESTS.length - 2);
  // samples exist on no server: deciding them makes no call
  expect(decisionCalls).toEqual([]);
});
