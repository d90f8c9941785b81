import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The built SPA and the local API on their own ports, so a running `npm start` is left alone.
const WEB_PORT = 4300;
const API_PORT = 8100;
const MATCH_PORT = 5100;
const webUrl = `http://127.0.0.1:${WEB_PORT}`;

// DEVELOPERS.md: Debian's Chromium where it exists, else Playwright's own
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lawmatch-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this file: one data folder per run

export const e2eEnv = { webUrl, apiUrl: `http://127.0.0.1:${API_PORT}`, matchUrl: `http://127.0.0.1:${MATCH_PORT}` };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: webUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node_modules/.bin/tsx server/server.ts',
      url: `${e2eEnv.apiUrl}/api/accounts/me/`,
      env: {
        API_PORT: String(API_PORT),
        MATCH_PORT: String(MATCH_PORT),
        DATA_DIR: dataDir,
        CORS_ORIGINS: webUrl,
        PUBLIC_API_URL: e2eEnv.apiUrl,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node_modules/.bin/vite build --outDir dist-e2e --emptyOutDir && node_modules/.bin/vite preview --outDir dist-e2e --host 127.0.0.1 --port ${WEB_PORT} --strictPort`,
      url: webUrl,
      env: {
        VITE_ACCOUNTS_API_URL: e2eEnv.apiUrl,
        VITE_MATCH_API_URL: e2eEnv.matchUrl,
        VITE_PROFILES_API_URL: e2eEnv.apiUrl,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
