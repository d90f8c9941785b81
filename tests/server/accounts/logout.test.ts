// POST /api/accounts/logout/ ends the session on the server: the refresh token's whole family
// is revoked, so a copy of it is worth nothing (docs/decisions/0076-logout-revokes-the-refresh-token.md).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refreshResponseSchema } from '../../../src/api/contract.ts';
import { PASSWORD, login, makeApp, postJson, register } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(async () => {
  await app.dispose();
});

const LOGOUT = '/api/accounts/logout/';
const REFRESH = '/api/accounts/token/refresh/';
const refresh = (token: string) => postJson(app, REFRESH, { refresh: token });

describe('logout', () => {
  it('answers 204, and the refresh token no longer refreshes', async () => {
    const { tokens } = await register(app, 'client');
    const res = await postJson(app, LOGOUT, { refresh: tokens.refresh });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = await refresh(tokens.refresh);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Token is invalid, expired or already used.' });
  });

  it('revokes the whole family: an earlier copy and the latest rotated token alike', async () => {
    const { tokens } = await register(app, 'lawyer');
    const rotated = refreshResponseSchema.parse((await refresh(tokens.refresh)).json());
    const latest = rotated.refresh ?? '';
    // the person signs out with the original token a copy was made of; the tab holds the latest
    expect((await postJson(app, LOGOUT, { refresh: tokens.refresh })).statusCode).toBe(204);
    expect((await refresh(latest)).statusCode).toBe(401);
  });

  it("leaves the person's other sessions alone", async () => {
    const { email, tokens } = await register(app, 'client');
    const other = (await login(app, email, PASSWORD)).tokens;
    expect((await postJson(app, LOGOUT, { refresh: tokens.refresh })).statusCode).toBe(204);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it.each([
    [
      'already revoked',
      async () => {
        const { tokens } = await register(app, 'client');
        await postJson(app, LOGOUT, { refresh: tokens.refresh });
        return tokens.refresh;
      },
    ],
    ['not a token', async () => 'not-a-token'],
    ['an access token', async () => (await register(app, 'client')).tokens.access],
  ])('answers 204 for a token that is %s', async (_case, token) => {
    expect((await postJson(app, LOGOUT, { refresh: await token() })).statusCode).toBe(204);
  });

  it.each([
    [{}, { refresh: ['This field is required.'] }],
    [{ refresh: '' }, { refresh: ['This field may not be blank.'] }],
    [{ refresh: 'x'.repeat(4097) }, { refresh: ['Ensure this field has no more than 4096 characters.'] }],
    [{ refresh: 5 }, { refresh: ['Expected string.'] }],
    [{ refresh: 'x', extra: 1 }, { extra: ['This field is not allowed.'] }],
  ])('refuses the body %j with 400 and a field message', async (body, expected) => {
    const res = await postJson(app, LOGOUT, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
  });

  it('needs no access token: an expired session can still be ended', async () => {
    const { tokens } = await register(app, 'client');
    const res = await app.api.inject({ method: 'POST', url: LOGOUT, payload: { refresh: tokens.refresh } });
    expect(res.statusCode).toBe(204);
  });
});
