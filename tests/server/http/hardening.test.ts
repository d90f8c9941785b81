import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(async () => {
  await app.dispose();
});

const SECURITY = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

describe('headers', () => {
  it.each([
    ['api', 'GET', '/api/accounts/me/'],
    ['api', 'GET', '/nowhere'],
    ['api', 'POST', '/api/accounts/login/'],
    ['match', 'POST', '/api/match-lawyer'],
    ['match', 'GET', '/api/match-lawyer'],
    // a malformed URL is answered before any hook runs (Fastify's frameworkErrors)
    ['api', 'GET', '/%E0%A4%A'],
    ['match', 'GET', '/%E0%A4%A'],
  ] as const)('%s %s %s carries the security headers and no-store', async (instance, method, url) => {
    const res = await app[instance].inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.headers).toMatchObject({
      ...SECURITY,
      'cache-control': 'no-store',
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it('allows the SPA origins with Authorization and Content-Type, and no others', async () => {
    const preflight = await app.api.inject({
      method: 'OPTIONS',
      url: '/api/accounts/login/',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Content-Type/);
    const match = await app.match.inject({
      method: 'POST',
      url: '/api/match-lawyer',
      headers: { origin: 'http://127.0.0.1:4173' },
      payload: { city: 'Leeds', issue: 'tax' },
    });
    expect(match.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4173');
    const evil = await app.api.inject({
      url: '/api/accounts/me/',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('errors', () => {
  it('answers unknown routes, wrong methods and slash-less paths with 404 Not found.', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing/'],
      ['DELETE', '/api/accounts/me/'],
      ['POST', '/api/accounts/login'],
    ] as const) {
      const res = await app.api.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await app.match.inject({ url: '/api/accounts/me/' })).json()).toEqual({ detail: 'Not found.' });
  });

  it.each([
    ['malformed JSON', '{"email": ', 'application/json', 400, 'Malformed JSON in request body.'],
    ['a JSON string', '"hello"', 'application/json', 400, null],
    ['a JSON array', '[1,2]', 'application/json', 400, null],
    ['null', 'null', 'application/json', 400, null],
    ['prototype pollution', '{"__proto__": {"admin": true}}', 'application/json', 400, null],
    [
      'form encoding',
      'email=a&password=b',
      'application/x-www-form-urlencoded',
      415,
      'Unsupported media type in request.',
    ],
    ['plain text', 'hello', 'text/plain', 415, 'Unsupported media type in request.'],
    ['multipart', '--x\r\n', 'multipart/form-data; boundary=x', 415, 'Unsupported media type in request.'],
    [
      'a body over 64 KB',
      JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(70_000) }),
      'application/json',
      413,
      'Request body is too large.',
    ],
  ])('answers %s with a 4xx DRF body', async (_label, payload, type, status, detail) => {
    const res = await app.api.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload,
      headers: { 'content-type': type },
    });
    expect(res.statusCode).toBe(status);
    const body = res.json() as Record<string, unknown>;
    if (detail) expect(body).toEqual({ detail });
    else expect(Object.values(body).every((v) => typeof v === 'string' || Array.isArray(v))).toBe(true);
  });

  it('never answers garbage with a 5xx or a stack trace', async () => {
    const garbage: unknown[] = [
      0,
      -1,
      true,
      'x',
      [],
      [{}],
      {},
      { city: null },
      { issue: {} },
      { email: {}, password: [] },
      { name: 'a'.repeat(10_000) },
      { refresh: 'a.b.c' },
      { refresh: 'e30.e30.' },
      { message: 1 },
      { reason: ['x'] },
      { '': '' },
    ];
    const routes: Array<['api' | 'match', string]> = [
      ['api', '/api/accounts/register/'],
      ['api', '/api/accounts/login/'],
      ['api', '/api/accounts/token/refresh/'],
      ['api', '/api/accounts/lawyer-profiles/'],
      ['api', '/api/accounts/admin/verification-requests/1/reject/'],
      ['match', '/api/match-lawyer'],
    ];
    for (const [instance, url] of routes) {
      for (const payload of garbage) {
        const res = await app[instance].inject({
          method: 'POST',
          url,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 40)}`).toBeLessThan(500);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.body).not.toMatch(/at .+\.ts:\d+|stack/i);
      }
    }
    const badUrl = await app.api.inject({ url: '/api/accounts/%E0%A4%A/' });
    expect(badUrl.statusCode).toBeLessThan(500);
  });
});
