// Security headers: the production preview and both instances of the local API send a CSP with
// no inline script but the page guard (allowed by its hash) and no network access beyond the
// API origins (and, for the SPA,
// its own static files: security-headers.ts says why), nosniff, a
// Referrer-Policy and a framing rule, on every kind of response. (That the app works under
// its CSP is every other spec's job: e2e/fixtures.ts fails a test on any refusal.)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eEnv, e2eViteEnv } from '../playwright.config';
import {
  EARLY_ANSWER_SOURCE,
  PAGE_GUARD_SOURCE,
  securityHeaders,
  staticHostHeadersFile,
} from '../security-headers';
import { expect, test } from './fixtures';
import { redirectRules } from './static-host';

type Headers = Record<string, string>;

/** The CSP's directives, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** What the issue asks of every response, whoever sends it. */
function expectSecurityHeaders(headers: Headers, allowedConnect: readonly string[], what: string) {
  const policy = headers['content-security-policy'];
  expect(policy, `${what}: Content-Security-Policy`).toBeTruthy();
  const csp = directives(policy ?? '');
  const fallback = csp.get('default-src') ?? [];
  const scripts = csp.get('script-src') ?? fallback;
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-eval'");
  // only our own files, and the two inline scripts by their hashes: the page guard and the
  // profile frame's request for its lawyer (docs/decisions/0133-public-profile-paints-at-once.md)
  const allowed = ["'self'", "'none'", PAGE_GUARD_SOURCE, EARLY_ANSWER_SOURCE];
  expect(
    scripts.every((source) => allowed.includes(source)),
    `${what}: script-src ${scripts.join(' ')}`,
  ).toBe(true);
  const connect = (csp.get('connect-src') ?? fallback).filter((source) => source !== "'none'");
  expect(
    connect.filter((source) => !allowedConnect.includes(source)),
    `${what}: connect-src`,
  ).toEqual([]);
  expect(headers['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBeTruthy();
  const framing = csp.get('frame-ancestors')?.join(' ') === "'none'" || headers['x-frame-options'] === 'DENY';
  expect(framing, `${what}: frame-ancestors 'none' or X-Frame-Options: DENY`).toBe(true);
}

const lowerCased = (headers: Headers) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

const apiOrigins = [e2eEnv.apiUrl, e2eEnv.matchUrl];
const spaConnect = ["'self'", ...apiOrigins];

test.describe('security headers', () => {
  test('the preview sends them on pages, assets, unknown paths and the SPA fallback', async ({ request }) => {
    const expected = lowerCased(securityHeaders(e2eViteEnv));
    expect(directives(expected['content-security-policy'] ?? '').get('connect-src')).toEqual(spaConnect);

    const html = await (await request.get('/')).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const stylesheet = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    for (const path of [
      '/',
      '/login',
      '/admin-dashboard',
      '/no-such-page',
      '/favicon.svg',
      script,
      stylesheet,
    ]) {
      const response = await request.get(path ?? '/');
      expect(response.ok(), path).toBe(true);
      expect(response.headers(), path).toMatchObject(expected);
      expectSecurityHeaders(response.headers(), spaConnect, `preview ${path}`);
    }
  });

  test('the build writes the same headers for a static host, and its SPA fallback exists', () => {
    const outDir = join(process.cwd(), e2eEnv.outDir);
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).toBe(staticHostHeadersFile(e2eViteEnv));
    const rules = redirectRules(outDir);
    // a lawyer's public profile gets its frame, without the dashboards' preloads, every other path the
    // shell with them (docs/decisions/0106-public-profile-within-budget.md,
    // docs/decisions/0133-public-profile-paints-at-once.md)
    expect(rules.map(({ from, to, status }) => [from, to, status])).toEqual([
      ['/lawyers/*', '/public-shell.html', '200'],
      ['/*', '/spa.html', '200'],
    ]);
    for (const { to } of rules) expect(existsSync(join(outDir, to)), `${to} in the build`).toBe(true);
    // the shell lists them for its guard to preload at a signed-in page's address
    // (docs/decisions/0163-pages-used-through-the-app-fetch-it-with-their-html.md)
    const dashboards = /<meta name="lawmatch-frame-preloads" content="[^"]*\/(dashboard-shell|signed-in)-/;
    expect(readFileSync(join(outDir, 'public-shell.html'), 'utf8')).not.toMatch(/dashboard-shell|signed-in/);
    expect(readFileSync(join(outDir, 'spa.html'), 'utf8')).toMatch(dashboards);
  });

  test('both instances of the local API send them on successes, errors, 404s and preflights', async ({
    request,
  }) => {
    const matched = await request.post(`${e2eEnv.matchUrl}/api/match-lawyer`, {
      data: {
        city: 'London',
        issue: 'My husband and I are divorcing and need help with child arrangements.',
      },
    });
    const photo = ((await matched.json()) as { lawyers: { profile_picture: string | null }[] }).lawyers.find(
      (lawyer) => lawyer.profile_picture,
    )?.profile_picture;
    expect(photo).toBeTruthy();
    const preflight = {
      method: 'OPTIONS',
      headers: { origin: e2eEnv.webUrl, 'access-control-request-method': 'POST' },
    };
    const calls: [what: string, url: string, status: number, init?: Parameters<typeof request.fetch>[1]][] = [
      ['photo', photo ?? '', 200],
      ['me without a token', `${e2eEnv.apiUrl}/api/accounts/me/`, 401],
      ['unknown path', `${e2eEnv.apiUrl}/api/nowhere/`, 404],
      ['malformed URL', `${e2eEnv.apiUrl}/%E0%A4%A`, 400],
      [
        'malformed JSON',
        `${e2eEnv.apiUrl}/api/accounts/login/`,
        400,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          data: '{"email": ',
        },
      ],
      [
        'wrong media type',
        `${e2eEnv.apiUrl}/api/accounts/login/`,
        415,
        {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          data: 'hello',
        },
      ],
      ['preflight', `${e2eEnv.apiUrl}/api/accounts/login/`, 204, preflight],
      [
        'match',
        `${e2eEnv.matchUrl}/api/match-lawyer`,
        200,
        { method: 'POST', data: { city: 'Leeds', issue: 'tax' } },
      ],
      ['match, bad body', `${e2eEnv.matchUrl}/api/match-lawyer`, 400, { method: 'POST', data: {} }],
      ['match, unknown path', `${e2eEnv.matchUrl}/api/accounts/me/`, 404],
      ['match, malformed URL', `${e2eEnv.matchUrl}/%E0%A4%A`, 400],
      ['match, preflight', `${e2eEnv.matchUrl}/api/match-lawyer`, 204, preflight],
    ];
    for (const [what, url, status, init] of calls) {
      const response = await request.fetch(url, init);
      expect(response.status(), what).toBe(status);
      expectSecurityHeaders(response.headers(), [], `API, ${what}`);
    }
  });
});
