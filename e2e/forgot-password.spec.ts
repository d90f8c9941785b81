// A forgotten password, end to end (docs/decisions/0113-accounts-people-can-manage.md): the
// sign-in form's 'Forgot password?', the e-mail as the local API sends it over SMTP to the run's
// mail sink (e2e/mail-sink-server.ts), its link followed, the new password set, and signing in
// with it. The sign-up's confirmation link is followed the same way.
import { mailSinkEnv } from '../playwright.config';
import { registerThroughForm, signInThroughForm } from './accounts';
import { expectAccessible } from './axe';
import { expect, test, type Page } from './fixtures';

interface Mail {
  to: string[];
  subject: string;
  body: string;
}

/** The link to `path` in the newest e-mail to `to` with this subject, once it has come. */
async function linkFromMail(to: string, subject: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailSinkEnv.mailUrl}/mails?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as Mail[];
        const mail = mails.filter((m) => m.subject === subject).at(-1);
        link = mail?.body.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];
        return link;
      },
      { message: `an e-mail '${subject}' to ${to}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
}

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  // a sign-up, three sign-ins and two pages scanned at two widths: longer than one journey
  test.slow();
  const account = await registerThroughForm(page, 'client', 'Petra Forgetful');
  await signOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page).toHaveTitle('Forgot your password — LawMatch');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account uses that address, we have sent it a link')).toBeVisible();
  await expectAccessible(page);

  const link = await linkFromMail(account.email, 'Choose a new LawMatch password', '/reset-password');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  const newPassword = 'Brass-Lantern-Harbour-7';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set the new password' }).click();

  await expect(page).toHaveURL('/login');
  await expect(
    page.getByText('Your password has been changed. Sign in with your new password.'),
  ).toBeVisible();
  await signInThroughForm(page, { ...account, password: newPassword }, 'client');

  // the link works once
  await signOut(page);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-Lantern-8');
  await page.getByLabel('Confirm new password').fill('Another-Lantern-8');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test("the sign-up's link confirms the address, and the account page stops asking", async ({ page }) => {
  test.slow();
  const account = await registerThroughForm(page, 'lawyer', 'Oren Confirmed');
  await page.goto('/account');
  const banner = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(banner).toBeVisible();
  await expectAccessible(page);

  const link = await linkFromMail(account.email, 'Confirm your e-mail address for LawMatch', '/verify-email');
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is confirmed. Thank you.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change your password' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
