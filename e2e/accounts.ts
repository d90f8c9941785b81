// New accounts made through the forms, as a person makes them, for the specs whose point is
// what follows a sign-up or a sign-in (notifications, greetings, the header).
import { expect, type Page } from './fixtures';
import type { Account } from './session';

const PASSWORD = 'e2e-New-Account-2026';
const DASHBOARD = {
  client: '/client-dashboard',
  lawyer: '/lawyer-dashboard',
  admin: '/admin-dashboard',
} as const;
const LOGIN_ROLE = {
  client: 'Client (Looking for Legal Help)',
  lawyer: 'Lawyer (Legal Professional)',
  admin: 'Administrator',
} as const;

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e.example.com`;
}

/** Fills the register form (the role preset by the address) and submits it. */
export async function submitRegistration(
  page: Page,
  values: { name: string; email: string; password?: string; confirm?: string },
) {
  const password = values.password ?? PASSWORD;
  await page.getByLabel('Full name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(values.confirm ?? password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Registers a brand-new account through the form and waits for its dashboard. */
export async function registerThroughForm(
  page: Page,
  role: 'client' | 'lawyer',
  name: string,
): Promise<Account> {
  const account = { email: uniqueEmail(role), password: PASSWORD };
  await page.goto(`/register?role=${role}`);
  await submitRegistration(page, { name, email: account.email });
  await expect(page).toHaveURL(DASHBOARD[role]);
  return account;
}

/** Signs in through the login form and waits for the dashboard of that role. */
export async function signInThroughForm(page: Page, account: Account, role: keyof typeof DASHBOARD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Sign in as').selectOption({ label: LOGIN_ROLE[role] });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(DASHBOARD[role]);
}
