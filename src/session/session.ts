// The session: who is signed in, how the browser keeps it, and signing out. The one module of the
// app that reads and writes the stored keys (src/session/storage-keys.ts spells them;
// docs/decisions/0002-one-spelling-per-storage-key.md,
// docs/decisions/0018-tokens-and-browser-storage.md); the calls that sign in are
// src/session/sign-in.ts, and pages read the session through useAuth. No React, no zod and no
// call of its own: every page's first paint carries it
// (docs/decisions/0017-content-first-public-pages.md).
import type { ApiUser } from '@/api/contract';
import { isRole } from '@/api/roles';
import { toast } from '@/components/ui/use-toast';
import { emitSignedOut, onSessionExpired, provideSessionTokens, signal } from '@/lib/session-events';
import { readItem, writeItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/session/storage-keys';

// spec §3: the profile upload once read the token from this key
const LEGACY_ACCESS_TOKEN_KEY = 'accessToken';

interface NewTokens {
  access: string;
  /** the refresh token rotates: a refresh may bring a new one, or none */
  refresh?: string | undefined;
}

// ---- in the browser's storage ---------------------------------------------------------

/** The user as stored under `user`: decision 0002's form, which names the role `userType`. */
const storedForm = ({ id, email, name, role, isVerified }: ApiUser) =>
  JSON.stringify({ id, email, name, userType: role, isVerified });

/** What the session keeps, by key: the user and the tokens given. e2e/session.ts stores a
 * session through this too, so the tests sign in exactly as the app does. */
export function storedEntries(user: ApiUser | null, tokens?: NewTokens): Record<string, string> {
  const entries: Record<string, string> = {};
  if (user) {
    entries[STORAGE_KEYS.user] = storedForm(user);
    entries[STORAGE_KEYS.userType] = user.role;
    entries[STORAGE_KEYS.userName] = user.name;
    entries[STORAGE_KEYS.userEmail] = user.email;
  }
  if (tokens) {
    entries[STORAGE_KEYS.accessToken] = tokens.access;
    if (tokens.refresh) entries[STORAGE_KEYS.refreshToken] = tokens.refresh;
  }
  return entries;
}

function store(entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) writeItem(key, value);
}

export const storeUser = (user: ApiUser) => store(storedEntries(user));
export const storeTokens = (tokens: NewTokens) => store(storedEntries(null, tokens));

// Checked by hand rather than with zod, which stays out of the landing bundle; anything
// malformed reads as signed out.
function readStoredUser(): ApiUser | null {
  try {
    const value: unknown = JSON.parse(readItem(STORAGE_KEYS.user) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { id, email, name, userType, isVerified } = value as Record<string, unknown>;
    if (typeof email !== 'string' || typeof name !== 'string' || !isRole(userType)) return null;
    if (typeof id !== 'string' && typeof id !== 'number') return null;
    // the stored form is decision 0002's; whether the address is confirmed is read fresh from `me`
    return {
      id: String(id),
      email,
      name,
      role: userType,
      isVerified: isVerified === true,
      emailVerified: true,
    };
  } catch {
    return null;
  }
}

/** The access token. One under the legacy key is read once and moved (decision 0002). */
export function readAccessToken(): string | null {
  const token = readItem(STORAGE_KEYS.accessToken);
  if (token) return token;
  const legacy = readItem(LEGACY_ACCESS_TOKEN_KEY);
  if (!legacy) return null;
  writeItem(STORAGE_KEYS.accessToken, legacy);
  writeItem(LEGACY_ACCESS_TOKEN_KEY, null);
  return legacy;
}

const readRefreshToken = () => readItem(STORAGE_KEYS.refreshToken);

// docs/decisions/0003-logout-clears-every-auth-key.md: every stored auth key goes
function clearStoredSession() {
  for (const key of [...Object.values(STORAGE_KEYS), LEGACY_ACCESS_TOKEN_KEY]) writeItem(key, null);
}

// ---- who is signed in -----------------------------------------------------------------

// Why the last session ended elsewhere (the server's words: a password changed on another device),
// for the sign-in page to say (docs/decisions/0113-accounts-people-can-manage.md). Kept in memory
// only: it is for the page the person is sent to now, not for a later visit.
let endedElsewhere: string | null = null;

// undefined until the stored session has been read (spec §4)
let current: ApiUser | null | undefined;
const [onUserChange, emitUserChange] = signal();

/** Who is signed in: the stored user, and the server's `me` once it has been read; undefined
 * until the stored session has been read. */
export const currentUser = () => current;
export { onUserChange };

function setCurrent(user: ApiUser | null | undefined) {
  current = user;
  emitUserChange();
}

/** From now on `user` is who is signed in, here and in storage (src/session/sign-in.ts). */
export function replaceUser(user: ApiUser) {
  storeUser(user);
  endedElsewhere = null;
  setCurrent(user);
}

/** Reads the stored session, moving a legacy token (decision 0002), and follows it from then
 * on: another tab that signs in or out changes it here too. Returns the way to stop, after
 * which the session is unread again. */
export function followStoredSession() {
  readAccessToken();
  setCurrent(readStoredUser());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.user) setCurrent(readStoredUser());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
    setCurrent(undefined);
  };
}

function endSession() {
  clearStoredSession();
  setCurrent(null);
  emitSignedOut();
}

/** Signs out here, at once. Returns the refresh token the session had, for the server to
 * revoke (docs/decisions/0076-logout-revokes-the-refresh-token.md). */
export function signOut(): string | null {
  const refresh = readRefreshToken();
  endSession();
  return refresh;
}

/** The reason the session was ended elsewhere, or null. */
export const signedOutReason = () => endedElsewhere;
/** The sign-in page has said it (or a new session started): it is not said again. */
export function forgetSignedOutReason() {
  endedElsewhere = null;
}

// The HTTP client reads and renews the tokens through src/lib/session-events.ts, and says there
// when a refresh was refused: that ends the session, and the person is told
// (docs/decisions/0011-refresh-an-expired-token-once.md). A session ended elsewhere comes with the
// server's reason, which the sign-in page shows instead of the notification.
provideSessionTokens({ access: readAccessToken, refresh: readRefreshToken, store: storeTokens });
onSessionExpired((reason) => {
  // before the sign-out, whose listeners may take the person to the sign-in page at once
  endedElsewhere = reason ?? null;
  endSession();
  if (reason) return;
  toast({
    title: 'Session expired',
    description: 'Your session has expired. Please sign in again.',
    variant: 'destructive',
    // the guard of the page takes the person to the sign-in page: it is for that page
    keepForNextPage: true,
  });
});
