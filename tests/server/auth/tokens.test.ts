import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refreshResponseSchema } from '../../../src/api/contract.ts';
import { bearer, makeApp, postJson, register } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(async () => {
  await app.dispose();
});

const REFRESH = '/api/accounts/token/refresh/';
const me = (token: string) => app.api.inject({ url: '/api/accounts/me/', headers: bearer(token) });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function forge(claims: Record<string, unknown>, alg = 'HS256', expiresIn: number | string = '15m') {
  const key = new TextEncoder().encode(app.config.jwtSecret);
  return new SignJWT(claims)
    .setProtectedHeader({ alg })
    .setIssuer('lawmatch-local-api')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(expiresIn)
    .sign(key);
}

describe('access tokens', () => {
  it('refuses tampered, expired, alg "none", other-algorithm and malformed tokens with 401', async () => {
    const { tokens, user } = await register(app, 'client');
    const [head, payload, signature] = tokens.access.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const cases: Record<string, string> = {
      tampered: `${head}.${b64({ ...claims, role: 'admin' })}.${signature}`,
      'bad signature': `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      expired: await forge(
        { sub: user.id, role: 'client', typ: 'access', jti: 'x' },
        'HS256',
        Math.floor(Date.now() / 1000) - 60,
      ),
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'admin' })}.`,
      'HS512 with the right secret': await forge(
        { sub: user.id, role: 'client', typ: 'access', jti: 'y' },
        'HS512',
      ),
      'refresh token as access': tokens.refresh,
      garbage: 'not-a-jwt',
    };
    for (const [label, token] of Object.entries(cases)) {
      const res = await me(token);
      expect(res.statusCode, label).toBe(401);
      expect(res.json(), label).toEqual({ detail: 'Invalid or expired token.' });
    }
    expect((await me(tokens.access)).statusCode).toBe(200);
  });

  it('refuses a token whose user no longer exists', async () => {
    const token = await forge({ sub: '9999', role: 'admin', typ: 'access', jti: 'z' });
    expect((await me(token)).statusCode).toBe(401);
  });

  it.each([
    [{}, 'Authentication credentials were not provided.'],
    [{ authorization: 'Basic abc' }, 'Invalid or expired token.'],
    [{ authorization: 'Bearer' }, 'Invalid or expired token.'],
  ])('answers 401 with a challenge for headers %j', async (headers, detail) => {
    const res = await app.api.inject({ url: '/api/accounts/me/', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail });
    expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
  });
});

describe('refresh', () => {
  it('rotates: a new pair comes back and the new access token works', async () => {
    const { tokens } = await register(app, 'lawyer');
    const res = await postJson(app, REFRESH, { refresh: tokens.refresh });
    expect(res.statusCode).toBe(200);
    const pair = refreshResponseSchema.parse(res.json());
    expect(pair.refresh).toBeDefined();
    expect(pair.refresh).not.toBe(tokens.refresh);
    expect((await me(pair.access)).statusCode).toBe(200);
  });

  it('refuses a reused refresh token and revokes its whole family', async () => {
    const { tokens } = await register(app, 'client');
    const first = refreshResponseSchema.parse(
      (await postJson(app, REFRESH, { refresh: tokens.refresh })).json(),
    );
    const reuse = await postJson(app, REFRESH, { refresh: tokens.refresh });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Token is invalid, expired or already used.' });
    // the token issued by the first rotation belongs to the revoked family
    const next = await postJson(app, REFRESH, { refresh: first.refresh });
    expect(next.statusCode).toBe(401);
  });

  it('refuses an access token, a forged refresh token and bad bodies', async () => {
    const { tokens, user } = await register(app, 'client');
    const forged = await forge({ sub: user.id, role: 'client', typ: 'refresh', jti: 'unknown' });
    expect((await postJson(app, REFRESH, { refresh: tokens.access })).statusCode).toBe(401);
    expect((await postJson(app, REFRESH, { refresh: forged })).statusCode).toBe(401);
    const missing = await postJson(app, REFRESH, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ refresh: ['This field is required.'] });
    expect((await postJson(app, REFRESH, { refresh: 5 })).statusCode).toBe(400);
  });
});
