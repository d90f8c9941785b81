import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './e2e/browser';

// The built SPA and the local API on their own ports, so a running `npm start` is left alone;
// E2E_PORT_OFFSET moves all three (and the build folder) so that two runs on one machine do not collide.
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
const WEB_PORT = 4300 + PORT_OFFSET;
const API_PORT = 8100 + PORT_OFFSET;
const MATCH_PORT = 5100 + PORT_OFFSET;
const OUT_DIR = PORT_OFFSET ? `dist-e2e-${PORT_OFFSET}` : 'dist-e2e';
// a run empties its results folder first: a second run keeps its own
const RESULTS_DIR = PORT_OFFSET ? join(tmpdir(), `lawmatch-e2e-results-${PORT_OFFSET}`) : 'test-results';
const webUrl = `http://127.0.0.1:${WEB_PORT}`;

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lawmatch-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this file: one data folder per run

export const e2eEnv = {
  webUrl,
  apiUrl: `http://127.0.0.1:${API_PORT}`,
  matchUrl: `http://127.0.0.1:${MATCH_PORT}`,
  outDir: OUT_DIR,
};
// The build's backend addresses: the SPA calls them, and its CSP (security-headers.ts) allows them.
export const e2eViteEnv = {
  VITE_ACCOUNTS_API_URL: e2eEnv.apiUrl,
  VITE_MATCH_API_URL: e2eEnv.matchUrl,
  VITE_PROFILES_API_URL: e2eEnv.apiUrl,
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: RESULTS_DIR,
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
    launchOptions: chromiumLaunchOptions,
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
        ENV_FILE: 'none', // a developer's .env must not change the suite's server
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node_modules/.bin/vite build --outDir ${OUT_DIR} --emptyOutDir && node_modules/.bin/vite preview --outDir ${OUT_DIR} --host 127.0.0.1 --port ${WEB_PORT} --strictPort`,
      url: webUrl,
      env: e2eViteEnv,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
