// A build served from an address the API does not allow (CORS_ORIGINS) is told so, instead of
// being blamed on the network; a server that is down still reads as one that cannot be reached.
import { e2eEnv } from '../playwright.config';
import { expect, test, type Page } from './fixtures';
import { DEMO } from './session';

async function signIn(page: Page, url: string) {
  await page.goto(url);
  await page.getByLabel('Email').fill(DEMO.client.email);
  await page.getByLabel('Password').fill(DEMO.client.password);
  await page.getByLabel('Sign in as').selectOption('client');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const failure = (page: Page) => page.getByRole('main').getByRole('alert');

test.describe('a site the API does not accept', () => {
  test('the same build on another address says the server refused this site', async ({ page }) => {
    // the API allows the suite's own origin (127.0.0.1): the same files under "localhost" are another site
    const elsewhere = e2eEnv.webUrl.replace('127.0.0.1', 'localhost');
    await signIn(page, `${elsewhere}/login`);
    await expect(failure(page)).toContainText('The server does not accept requests from this site');
    await expect(failure(page)).not.toContainText('Check your connection');
    // what was typed stays
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.client.email);
  });

  test('a server that does not answer is still a connection problem', async ({ page }) => {
    await page.route(`${e2eEnv.apiUrl}/**`, (route) => route.abort('connectionrefused'));
    await signIn(page, '/login');
    await expect(failure(page)).toContainText('Could not reach the server');
  });
});
