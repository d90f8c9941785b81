// The case form's follow-up questions and time limits against a backend with the spec's calls
// only (stub-server.ts; docs/decisions/0132-follow-up-questions-and-time-limits.md,
// docs/decisions/0025-missing-extension-keeps-spec-behaviour.md): the classifier's suggestion is
// not offered (its call answers 404), the questions and the time limit are worked out in the
// page, and the case is posted to the spec's matcher, ending as spec §8 says.
import { specOnlyEnv } from '../../playwright.config';
import { addDays, lastDayOfMonthsFrom } from '../../src/api/time-limits';
import { dayWords } from '../../src/features/cases/cases/day-words';
import { expect, test } from '../fixtures';
import { signInThroughApi } from '../session';
import { STUB_ACCOUNTS } from './stub-data';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

test('an employment case dismissed ten weeks ago shows its time limit, and posts to the spec matcher', async ({
  page,
}) => {
  const dismissed = addDays(today, -70);
  await signInThroughApi(page, specOnlyEnv.accountsUrl, STUB_ACCOUNTS.client);
  await page.goto('/client-dashboard');
  await page.getByRole('button', { name: 'Post New Case' }).click();
  const form = page.getByRole('form', { name: 'Post a New Case' });
  await form.getByLabel('Case Title').fill('Dismissed without warning');
  await form.getByLabel('Your Location').fill('Manchester');
  await form.getByLabel('Legal Category').selectOption('Employment Law');
  await form
    .getByLabel('Case Description')
    .fill('My employer dismissed me after eight years without any warning or a meeting.');
  const questions = form.getByRole('group', { name: 'A few questions (all optional)' });
  await questions.getByLabel('Are you still working there?').selectOption('dismissed');
  await questions.getByLabel('When were you dismissed, or when did the problem last happen?').fill(dismissed);
  await questions.getByLabel('Have you contacted ACAS yet?').selectOption('no');
  await expect(
    form.getByText(
      `Time limit: you may need to start ACAS early conciliation by ${dayWords(lastDayOfMonthsFrom(dismissed, 3))}.`,
    ),
  ).toBeVisible();
  // the classifier's call answers 404 here: no suggestion
  await expect(form.getByText(/^This sounds like/)).toHaveCount(0);

  await form.getByRole('button', { name: 'Post Case' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Case Posted Successfully'),
  ).toBeVisible();
  await expect(form).toBeHidden();
});
