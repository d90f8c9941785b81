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
