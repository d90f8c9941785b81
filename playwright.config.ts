import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './e2e/browser';

// The built SPA and the local API on their own ports, so a running `npm start` is left alone;
// E2E_PORT_OFFSET moves every port (and the build folders) so that two runs on one machine do not collide.
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
const WEB_PORT = 4300 + PORT_OFFSET;
const API_PORT = 8100 + PORT_OFFSET;
const MATCH_PORT = 5100 + PORT_OFFSET;
const outDirFor = (name: string) => (PORT_OFFSET ? `${name}-${PORT_OFFSET}` : name);
// a run empties its results folder first: a second run keeps its own
const RESULTS_DIR = PORT_OFFSET ? join(tmpdir(), `lawmatch-e2e-results-${PORT_OFFSET}`) : 'test-results';
const local = (port: number) => `http://127.0.0.1:${port}`;
const portOf = (url: string) => new URL(url).port;
const webUrl = local(WEB_PORT);
// The `spec-only` project: a second build of the SPA against e2e/spec-only/stub-server.ts, a
// backend with the spec's four calls and nothing else
// (docs/decisions/0014-read-only-what-the-spec-lists.md), on ports of its own.
const SPEC_ONLY_WEB_PORT = 4800 + PORT_OFFSET;
const SPEC_ONLY_ACCOUNTS_PORT = 8800 + PORT_OFFSET;
const SPEC_ONLY_MATCH_PORT = 5800 + PORT_OFFSET;
const specOnlyWebUrl = local(SPEC_ONLY_WEB_PORT);

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lawmatch-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this file: one data folder per run

export const e2eEnv = {
  webUrl,
  apiUrl: local(API_PORT),
  matchUrl: local(MATCH_PORT),
  outDir: outDirFor('dist-e2e'),
};

// The e2e run's mail server (e2e/mail-sink-server.ts): the local API sends every e-mail to its
// SMTP port, and a journey reads them at `mailUrl` (e2e/forgot-password.spec.ts).
const MAIL_SMTP_PORT = 2500 + PORT_OFFSET;
const MAIL_HTTP_PORT = 2600 + PORT_OFFSET;
export const mailSinkEnv = { mailUrl: local(MAIL_HTTP_PORT) };
/** The SMTP settings of the e2e local API (docs/configuration.md): every e-mail to the sink. */
const MAIL_SETTINGS = {
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(MAIL_SMTP_PORT),
  SMTP_FROM: 'LawMatch <no-reply@lawmatch.test>',
};
// The e2e API's test-only clock for the reminders' job (server/test-clock.ts,
// docs/decisions/0130-invitations-and-reminders.md): set here and nowhere else.
const TEST_CLOCK_PORT = 2700 + PORT_OFFSET;
export const testClockEnv = { clockUrl: local(TEST_CLOCK_PORT) };

export const specOnlyEnv = {
  webUrl: specOnlyWebUrl,
  accountsUrl: local(SPEC_ONLY_ACCOUNTS_PORT),
  matchUrl: local(SPEC_ONLY_MATCH_PORT),
  outDir: outDirFor('dist-e2e-spec-only'),
};

// The `screenshots` project (`npm run screenshots`): docs/screenshots/, taken on a build and a
// fresh local API of its own (the demo data as seeded), on ports of its own.
export const screenshotsEnv = {
  webUrl: local(4400 + PORT_OFFSET),
  apiUrl: local(8400 + PORT_OFFSET),
  matchUrl: local(5400 + PORT_OFFSET),
  outDir: outDirFor('dist-e2e-screenshots'),
};

/** The build's backend addresses: the SPA calls them, and its CSP (security-headers.ts) allows
 * them. Profiles live on the accounts port, as with the spec's backends. */
const viteEnvFor = (accountsUrl: string, matchUrl: string) => ({
  VITE_ACCOUNTS_API_URL: accountsUrl,
  VITE_MATCH_API_URL: matchUrl,
  VITE_PROFILES_API_URL: accountsUrl,
});
export const e2eViteEnv = viteEnvFor(e2eEnv.apiUrl, e2eEnv.matchUrl);

/**
 * Playwright starts every web server whatever projects run, so each project's servers are
 * listed apart and only those of the projects asked for (`--project NAME`, as Playwright
 * matches it: any case, `*` a wildcard) are started. Without `--project`, all of them.
 */
function projectsAsked(argv: readonly string[]): string[] | null {
  const asked: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--project=')) asked.push(arg.slice('--project='.length));
    else if (arg === '--project') {
      while (i + 1 < argv.length && !(argv[i + 1] ?? '-').startsWith('-')) asked.push(argv[++i] ?? '');
    }
  }
  return asked.length > 0 ? asked : null;
}

function isAsked(project: string) {
  const asked = projectsAsked(process.argv);
  if (!asked) return true;
  return asked.some((pattern) => {
    const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
    return new RegExp(`^${source}$`, 'i').test(project);
  });
}

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;
type Project = NonNullable<PlaywrightTestConfig['projects']>[number];

const DEFAULT_PROJECT = 'chromium';
const SPEC_ONLY_PROJECT = 'spec-only';
const SCREENSHOTS_PROJECT = 'screenshots';

// The `screenshots` project exists only when `--project` names it (`*` too, as Playwright matches
// it): it rewrites docs/screenshots/, which a test run must not. Workers re-read this file
// without the command line, so the main process's answer reaches them through the environment.
if (projectsAsked(process.argv) && isAsked(SCREENSHOTS_PROJECT)) process.env.E2E_SCREENSHOTS = 'yes';
const withScreenshots = process.env.E2E_SCREENSHOTS === 'yes';

const screenshotsProject: Project = {
  name: SCREENSHOTS_PROJECT,
  testDir: 'e2e/screenshots',
  use: { baseURL: screenshotsEnv.webUrl },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: RESULTS_DIR,
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // journeys with axe scans at two widths take 20–30 s on a 2-core machine running two workers
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: webUrl,
    // a failed test keeps its trace, the page at each action drawn from its DOM snapshots: a
    // screencast as well cost every test a fifth of its time
    // (docs/decisions/0167-axe-runs-in-the-page-it-scans.md)
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: DEFAULT_PROJECT,
      testIgnore: ['**/spec-only/**', '**/screenshots/**'],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: SPEC_ONLY_PROJECT,
      testDir: 'e2e/spec-only',
      use: { ...devices['Desktop Chrome'], baseURL: specOnlyWebUrl },
    },
    ...(withScreenshots ? [screenshotsProject] : []),
  ],
  webServer: [
    ...(isAsked(DEFAULT_PROJECT)
      ? [
          mailSink(),
          localApi(e2eEnv, dataDir, { ...MAIL_SETTINGS, TEST_CLOCK_PORT: String(TEST_CLOCK_PORT) }),
          preview(e2eEnv, e2eViteEnv),
        ]
      : []),
    ...(isAsked(SPEC_ONLY_PROJECT) ? specOnlyServers() : []),
    ...(withScreenshots
      ? [
          localApi(screenshotsEnv, join(dataDir, 'screenshots')),
          preview(screenshotsEnv, viteEnvFor(screenshotsEnv.apiUrl, screenshotsEnv.matchUrl)),
        ]
      : []),
  ],
});

/** The mail sink (e2e/mail-sink-server.ts), started before the API that sends to it. */
function mailSink(): WebServer {
  return {
    command: 'node_modules/.bin/tsx e2e/mail-sink-server.ts',
    url: `${mailSinkEnv.mailUrl}/mails`,
    env: { MAIL_SINK_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_SINK_HTTP_PORT: String(MAIL_HTTP_PORT) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

/** The local API on a fresh data folder, for the SPA at `webUrl`; `mail`, the SMTP settings when
 * its e-mails are to be sent (else the demo writes them to its log). */
function localApi(target: typeof e2eEnv, data: string, mail: Record<string, string> = {}): WebServer {
  return {
    command: 'node_modules/.bin/tsx server/server.ts',
    url: `${target.apiUrl}/api/accounts/me/`,
    env: {
      API_PORT: portOf(target.apiUrl),
      MATCH_PORT: portOf(target.matchUrl),
      DATA_DIR: data,
      CORS_ORIGINS: target.webUrl,
      PUBLIC_API_URL: target.apiUrl,
      ENV_FILE: 'none', // a developer's .env must not change the suite's server
      // every spec registers from this one address; the limit itself is a server test's
      REGISTER_MAX_PER_IP: '1000',
      ...mail,
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

/** A build of the SPA into its own folder (a project's build, and its bundle budget, stay as
 * they are), served by `vite preview`. */
function preview(target: { webUrl: string; outDir: string }, env: Record<string, string>): WebServer {
  const { outDir, webUrl: url } = target;
  return {
    command: `node_modules/.bin/vite build --outDir ${outDir} --emptyOutDir && node_modules/.bin/vite preview --outDir ${outDir} --host 127.0.0.1 --port ${portOf(url)} --strictPort`,
    url,
    env,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

function specOnlyServers(): WebServer[] {
  return [
    {
      command: 'node_modules/.bin/tsx e2e/spec-only/stub-server.ts',
      // the stub listens on the match port first, so this one open means both are
      port: SPEC_ONLY_ACCOUNTS_PORT,
      env: {
        STUB_ACCOUNTS_PORT: String(SPEC_ONLY_ACCOUNTS_PORT),
        STUB_MATCH_PORT: String(SPEC_ONLY_MATCH_PORT),
        STUB_CORS_ORIGINS: specOnlyWebUrl,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    preview(specOnlyEnv, viteEnvFor(specOnlyEnv.accountsUrl, specOnlyEnv.matchUrl)),
  ];
}
