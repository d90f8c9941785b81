// Signals between layers that must not import each other. Kept framework- and zod-free so the
// landing bundle stays small.
type Listener = () => void;

function signal() {
  const listeners = new Set<Listener>();
  const on = (listener: Listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return [on, emit] as const;
}

// The HTTP layer signs a person out when their refresh token is refused
// (docs/decisions/0011-refresh-an-expired-token-once.md); the session layer listens.
export const [onSessionExpired, emitSessionExpired] = signal();

// Whoever signs out (the person, or an expired session), what was fetched for them goes: the
// dashboards' query cache listens (src/app/query-client.ts), without the session layer loading it.
export const [onSignedOut, emitSignedOut] = signal();
