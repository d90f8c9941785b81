// Signals between layers that must not import each other
// (docs/decisions/0027-one-way-import-layers.md): the session (src/session/session.ts) hands the
// HTTP client its tokens here and hears from it of a refused refresh, and the dashboards' query
// cache hears of a sign-out. Kept framework- and zod-free so the landing bundle stays small.
type Listener<T> = (value: T) => void;

/** A list of listeners: `on` adds one (and returns its removal), `emit` calls them all in order,
 * with the value given (none for a plain signal). */
export function signal<T = void>() {
  const listeners = new Set<Listener<T>>();
  const on = (listener: Listener<T>) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const emit = (value: T) => {
    for (const listener of listeners) listener(value);
  };
  return [on, emit] as const;
}

/** The session's tokens as the HTTP client reads and renews them. */
export interface SessionTokens {
  access: () => string | null;
  refresh: () => string | null;
  store: (tokens: { access: string; refresh?: string | undefined }) => void;
}

let tokens: SessionTokens | undefined;
/** The session's tokens; none until the session has loaded, when nobody is signed in. */
export const sessionTokens = () => tokens;
export function provideSessionTokens(given: SessionTokens) {
  tokens = given;
}

// The HTTP layer ends the session when its refresh token is refused
// (docs/decisions/0011-refresh-an-expired-token-once.md); the session layer listens. The value is
// the server's reason when the session was ended elsewhere (a new password;
// docs/decisions/0113-accounts-people-can-manage.md), else undefined.
export const [onSessionExpired, emitSessionExpired] = signal<string | undefined>();

// Whoever signs out (the person, or an expired session), what was fetched for them goes: the
// dashboards' query cache listens (src/app/query-client.ts), without the session layer loading it.
export const [onSignedOut, emitSignedOut] = signal();
