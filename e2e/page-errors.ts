// What a page logs as an error: console errors and uncaught exceptions, hydration mismatches among
// them. A journey asserts the list is empty once the page has settled.
import type { Page } from '@playwright/test';

/** Collects the page's errors from now on, into the returned list. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
