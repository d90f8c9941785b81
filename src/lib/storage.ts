// The browser's localStorage, read and written so that storage that is full or disabled never
// breaks the app. The session's keys are src/session/session.ts's alone
// (docs/decisions/0002-one-spelling-per-storage-key.md).

export function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes `value` under `key`; null removes the key. */
export function writeItem(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the session then lives in memory only
  }
}

/** A small per-person preference that is not part of the session (kept across logout). */
export function readPreference(key: string): string | null {
  return readItem(`pref:${key}`);
}

export function storePreference(key: string, value: string) {
  writeItem(`pref:${key}`, value);
}
