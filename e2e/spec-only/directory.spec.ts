// Find a lawyer against a backend with the spec's calls only (stub-server.ts), where the directory
// call answers 404: the header and the landing page do not offer the search, and the page opened
// directly says it is not here (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md,
// docs/decisions/0128-directory-page.md).
import { expect, test } from '../fixtures';

test('the header and the landing page do not offer Find a lawyer, and /lawyers says it is not here', async ({
  page,
}) => {
  const probed = page.waitForResponse((response) => /\/api\/lawyers\/\?q=~$/.test(response.url()));
  await page.goto('/');
  expect((await probed).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a lawyer', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Search lawyers by name, area of law and place' })).toHaveCount(
    0,
  );

  await page.goto('/lawyers');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Find a lawyer' })).toBeVisible();
  await expect(main.getByText('Searching for lawyers is not available on this server.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});
