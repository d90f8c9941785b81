// Signing in through the API, for tests whose point is a signed-in page rather than the
// sign-in form: one POST instead of a form, and the session the SPA would have stored.
// Shared by the specs and the screenshots project (e2e/screenshots/), so it takes the API's address rather than
// reading playwright.config.ts.
import type { Page } from '@playwright/test';
import type { z } from 'zod';
import { loginResponseSchema, type ApiUser } from '@/api/contract';
import { storedEntries } from '@/session/session';

// README / server/seed/demo-data.ts: the demo sign-ins of the local API
const DEMO_PASSWORD = 'LawMatch-Demo-2026';
export const DEMO = {
  admin: { email: 'admin@lawmatch.test', password: 'LawMatch-Admin-2026' },
  client: { email: 'client@lawmatch.test', password: DEMO_PASSWORD },
  verifiedLawyer: { email: 'lawyer@lawmatch.test', password: DEMO_PASSWORD },
  // a verified lawyer of the demo market (Family Law, Cardiff) whom no journey depends on
  cardiffLawyer: { email: 'rhys.evans@lawmatch.test', password: DEMO_PASSWORD },
  // the demo's Property Law lawyer in Cardiff, with services and prices kept
  propertyLawyer: { email: 'gareth.jones@lawmatch.test', password: DEMO_PASSWORD },
  pendingLawyer: { email: 'pending.lawyer@lawmatch.test', password: DEMO_PASSWORD },
} as const;

export interface Account {
  email: string;
  password: string;
}

/** The login answer as it arrives, before the contract reads it. */
export type LoginBody = z.input<typeof loginResponseSchema>;

/** What the SPA keeps in localStorage after this sign-in, by key: read with the contract and
 * stored as the SPA stores it (src/session/session.ts). */
export function storedSession(body: LoginBody): Record<string, string> {
  const { tokens, user } = loginResponseSchema.parse(body);
  return storedEntries(user, tokens);
}

/**
 * Logs in with POST /api/accounts/login/ and stores the session under the SPA's keys
 * (docs/decisions/0002-one-spelling-per-storage-key.md) before the next navigation, so the page
 * opens signed in.
 */
export async function signInThroughApi(page: Page, apiUrl: string, account: Account): Promise<ApiUser> {
  const response = await page.request.post(`${apiUrl}/api/accounts/login/`, { data: account });
  if (!response.ok())
    throw new Error(`Sign-in of ${account.email} failed: ${response.status()} ${await response.text()}`);
  const { tokens, user } = loginResponseSchema.parse(await response.json());
  const items = storedEntries(user, tokens);
  await page.addInitScript((entries) => {
    // once per tab: a later reload keeps what the app stored since (a refreshed token, a logout)
    if (sessionStorage.getItem('e2e:signed-in')) return;
    sessionStorage.setItem('e2e:signed-in', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  return user;
}
