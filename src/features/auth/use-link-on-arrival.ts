import { useEffect, useState } from 'react';

export type Arrival = { status: 'pending' } | { status: 'done' } | { status: 'failed'; error: unknown };

// One call per link and page load: a link is single-use, so the effect run twice in development
// (StrictMode) must not send it again and read "already used". The call is shared while it runs.
const sending = new Map<string, Promise<unknown>>();

/** Follows an e-mail's link once the page is open: `send` is called once for `key` (the kind of
 * link and its token), and its outcome is given; `retry` sends it again after a failure. */
export function useLinkOnArrival(key: string, send: () => Promise<unknown>) {
  const [arrival, setArrival] = useState<Arrival>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    let call = sending.get(key);
    if (!call) {
      call = send().finally(() => sending.delete(key));
      sending.set(key, call);
    }
    call.then(
      () => live && setArrival({ status: 'done' }),
      (error: unknown) => live && setArrival({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
    // `send` is the page's call for this key: a new function each render, the same call
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = () => {
    setArrival({ status: 'pending' });
    setAttempt((n) => n + 1);
  };
  return { arrival, retry };
}
