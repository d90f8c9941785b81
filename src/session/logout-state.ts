/** Router state of the move home that Logout makes: the app signs the person out once the home
 * page is on screen (src/app/root-layout.tsx), so that no guarded page is still showing when
 * they are signed out; its guard would send them to the sign-in page instead
 * (docs/decisions/0052-the-header-knows-who-is-signed-in.md). */
export const LOGOUT_STATE = { logout: true } as const;

export const isLogoutState = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { logout?: unknown }).logout === true;
