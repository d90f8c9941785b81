// Browser storage of the session (DESIGN decision 2: one spelling per key).
import type { Role } from '@/lib/paths';

export const STORAGE_KEYS = {
  user: 'user',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userType: 'user_type',
  userName: 'user_name',
  userEmail: 'user_email',
} as const;
// spec §3: the profile upload once read the token from this key
const LEGACY_ACCESS_TOKEN_KEY = 'accessToken';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  userType: Role;
  isVerified: boolean;
}

function isRole(value: unknown): value is Role {
  return value === 'client' || value === 'lawyer' || value === 'admin';
}

// A hand check rather than zod keeps the validation library out of the landing bundle.
function toSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.email !== 'string' || typeof v.name !== 'string' || !isRole(v.userType)) return null;
  if (typeof v.id !== 'string' && typeof v.id !== 'number') return null;
  return { id: String(v.id), email: v.email, name: v.name, userType: v.userType, isVerified: v.isVerified === true };
}

function read(key: string) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the session then lives in memory only
  }
}

export function readStoredUser(): SessionUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return toSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function storeUser(user: SessionUser) {
  write(STORAGE_KEYS.user, JSON.stringify(user));
  write(STORAGE_KEYS.userType, user.userType);
  write(STORAGE_KEYS.userName, user.name);
  write(STORAGE_KEYS.userEmail, user.email);
}

/** DESIGN decision 2: a token under the legacy key is read once and moved. */
export function readAccessToken(): string | null {
  const token = read(STORAGE_KEYS.accessToken);
  if (token) return token;
  const legacy = read(LEGACY_ACCESS_TOKEN_KEY);
  if (!legacy) return null;
  write(STORAGE_KEYS.accessToken, legacy);
  write(LEGACY_ACCESS_TOKEN_KEY, null);
  return legacy;
}

export function readRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

export function storeTokens(tokens: { access: string; refresh?: string | undefined }) {
  write(STORAGE_KEYS.accessToken, tokens.access);
  if (tokens.refresh) write(STORAGE_KEYS.refreshToken, tokens.refresh);
}

/** DESIGN decision 3: logout removes every stored auth key. */
export function clearStoredSession() {
  for (const key of Object.values(STORAGE_KEYS)) write(key, null);
  write(LEGACY_ACCESS_TOKEN_KEY, null);
}

/** A small per-person preference that is not part of the session (kept across logout). */
export function readPreference(key: string): string | null {
  return read(`pref:${key}`);
}

export function storePreference(key: string, value: string) {
  write(`pref:${key}`, value);
}
