// The `test` every spec uses: Playwright's, plus a guard that fails a test when the browser
// refuses anything under the preview's Content-Security-Policy (security-headers.ts). A refused
// style or image often breaks nothing a test asserts (a dialog that no longer locks the
// page's scroll, a missing photo): the browser only says so on the console.
import { test as base } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

const CSP_MESSAGE = /Content[- ]Security[- ]Policy/i;

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const refused: string[] = [];
      // the context sees every page of the test, popups included (the admin's PDF tab)
      context.on('console', (message) => {
        if (message.type() === 'error' && CSP_MESSAGE.test(message.text())) refused.push(message.text());
      });
      await use();
      base.expect(refused, 'the browser refused something under the CSP').toEqual([]);
    },
    { auto: true },
  ],
});
