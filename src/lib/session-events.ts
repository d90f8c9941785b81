// The HTTP layer signs a person out when their refresh token is refused (DESIGN decision 11);
// the session layer listens. Kept framework- and zod-free so the landing bundle stays small.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionExpired() {
  for (const listener of listeners) listener();
}

// Whoever signs out (the person, or an expired session), what was fetched for them goes: the
// dashboards' query cache listens (src/app/query-client.ts), without the session layer loading it.
const signedOutListeners = new Set<Listener>();

export function onSignedOut(listener: Listener) {
  signedOutListeners.add(listener);
  return () => {
    signedOutListeners.delete(listener);
  };
}

export function emitSignedOut() {
  for (const listener of signedOutListeners) listener();
}
