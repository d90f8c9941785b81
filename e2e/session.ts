// Signing in through the API, for tests whose point is a signed-in page rather than the
// sign-in form: one POST instead of a form, and the session the SPA would have stored.
// Shared by the specs and scripts/screenshots.ts, so it takes the API's address rather than
// reading playwright.config.ts.
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/lib/storage';
import type { Role } from '@/lib/paths';

// README / server/seed/demo-data.ts: the demo sign-ins of the local API
const DEMO_PASSWORD = 'LawMatch-Demo-2026';
export const DEMO = {
  admin: { email: 'admin@lawmatch.test', password: 'LawMatch-Admin-2026' },
  client: { email: 'client@lawmatch.test', password: DEMO_PASSWORD },
  verifiedLawyer: { email: 'lawyer@lawmatch.test', password: DEMO_PASSWORD },
  pendingLawyer: { email: 'pending.lawyer@lawmatch.test', password: DEMO_PASSWORD },
} as const;

export interface Account {
  email: string;
  password: string;
}

export interface LoginBody {
  tokens: { access: string; refresh: string };
  user: { id: string | number; email: string; name: string; role: Role; isVerified: boolean };
}

/** What the SPA keeps in localStorage after a sign-in (src/lib/storage.ts), by key. */
export function storedSession({ tokens, user }: LoginBody): Record<string, string> {
  return {
    [STORAGE_KEYS.user]: JSON.stringify({
      id: String(user.id),
      email: user.email,
      name: user.name,
      userType: user.role,
      isVerified: user.isVerified,
    }),
    [STORAGE_KEYS.accessToken]: tokens.access,
    [STORAGE_KEYS.refreshToken]: tokens.refresh,
    [STORAGE_KEYS.userType]: user.role,
    [STORAGE_KEYS.userName]: user.name,
    [STORAGE_KEYS.userEmail]: user.email,
  };
}

/**
 * Logs in with POST /api/accounts/login/ and stores the session under the SPA's keys (DESIGN
 * decision 2) before the next navigation, so the page opens signed in.
 */
export async function signInThroughApi(
  page: Page,
  apiUrl: string,
  account: Account,
): Promise<LoginBody['user']> {
  const response = await page.request.post(`${apiUrl}/api/accounts/login/`, { data: account });
  if (!response.ok())
    throw new Error(`Sign-in of ${account.email} failed: ${response.status()} ${await response.text()}`);
  const { tokens, user } = (await response.json()) as LoginBody;
  const items = storedSession({ tokens, user });
  await page.addInitScript((entries) => {
    // once per tab: a later reload keeps what the app stored since (a refreshed token, a logout)
    if (sessionStorage.getItem('e2e:signed-in')) return;
    sessionStorage.setItem('e2e:signed-in', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  return user;
}
