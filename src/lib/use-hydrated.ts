import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * false while React hydrates prerendered markup, true from then on (and at once in a page
 * rendered in the browser). A prerendered page renders what the build rendered until then:
 * nothing that depends on the query string, and a submit button that stays disabled (before
 * the app runs, the browser would submit the form itself, with the fields in the URL).
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
