// Logout tells the server too, so that a copied refresh token dies with the session
// (docs/decisions/0076-logout-revokes-the-refresh-token.md). The person is already signed out
// locally when this starts: whatever the server answers (a 404 from a backend without the
// call, a fault, nothing at all) changes nothing for them and is not shown.

/** How long the call may run before it is given up; tests shorten it. */
export const serverLogoutSettings = { waitMs: 3_000 };

export async function endServerSession(refresh: string): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), serverLogoutSettings.waitMs);
  try {
    // the accounts API (and zod with it) is loaded on demand, as for sign-in
    const { logoutRequest } = await import('@/api/accounts');
    await logoutRequest({ refresh }, controller.signal);
  } catch {
    // nothing to tell: the session on this device is over either way
  } finally {
    clearTimeout(timer);
  }
}
