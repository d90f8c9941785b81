// Follow-up questions and time limits (docs/intake.md,
// docs/decisions/0132-follow-up-questions-and-time-limits.md): a new client posts an Employment
// Law case dismissed ten weeks ago; the form says by when ACAS early conciliation may need to
// start, with the guidance, and the case is kept as High urgency, its page saying the same.
import { addDays, lastDayOfMonthsFrom } from '../src/api/time-limits';
import { dayWords } from '../src/features/cases/cases/day-words';
import { registerThroughForm } from './accounts';
import { expectAccessible } from './axe';
import { expect, test, type Page } from './fixtures';

const SHOTS = process.env.SHOTS_DIR;

/** today in London, YYYY-MM-DD */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a dismissal ten weeks ago shows the ACAS limit and posts the case as High urgency', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dismissed = addDays(today, -70);
  const limit = `Time limit: you may need to start ACAS early conciliation by ${dayWords(lastDayOfMonthsFrom(dismissed, 3))}.`;
  const title = `Dismissed without warning ${Date.now().toString(36)}`;

  await registerThroughForm(page, 'client', 'Rowan Ellery');
  await page.getByRole('button', { name: 'Post New Case' }).click();
  const form = page.getByRole('form', { name: 'Post a New Case' });
  await form.getByLabel('Case Title').fill(title);
  await form.getByLabel('Your Location').fill('Leeds');
  await form
    .getByLabel('Case Description')
    .fill('My employer dismissed me after eight years without any warning or a meeting.');
  await form.getByLabel('Legal Category').selectOption('Employment Law');
  const questions = form.getByRole('group', { name: 'A few questions (all optional)' });
  await questions.getByLabel('Are you still working there?').selectOption('dismissed');
  await questions.getByLabel('When were you dismissed, or when did the problem last happen?').fill(dismissed);
  await questions.getByLabel('Have you contacted ACAS yet?').selectOption('no');

  const notice = form.getByRole('region', { name: 'Time limits' });
  await expect(notice.getByText(limit)).toBeVisible();
  await expect(notice.getByRole('link', { name: /ACAS: early conciliation/ })).toHaveAttribute(
    'href',
    'https://www.acas.org.uk/early-conciliation',
  );
  await expect(notice.getByText('This is general information, not legal advice.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'intake-form');

  await form.getByRole('button', { name: 'Post Case' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Case Posted Successfully'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View your cases' }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const urgency = page.getByText('Urgency', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(urgency).toHaveText('High');
  await expect(page.getByRole('region', { name: 'Time limits' }).getByText(limit)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Answers to our questions' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'intake-case-page');
});
