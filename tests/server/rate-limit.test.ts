import { afterEach, describe, expect, it } from 'vitest';
import { SlidingWindow } from '../../server/auth/rate-limit.ts';
import { PASSWORD, makeApp, register } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.dispose();
  app = undefined;
});

const attempt = (a: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') =>
  a.api.inject({ method: 'POST', url: '/api/accounts/login/', payload: { email, password }, remoteAddress });

describe('login rate limit', () => {
  it('locks an account after 10 attempts without success, even for the right password, with Retry-After', async () => {
    app = await makeApp();
    const { email } = await register(app, 'client');
    for (let i = 0; i < 10; i += 1) {
      // spread over addresses so only the per-account limit can trigger
      expect((await attempt(app, email, 'wrong-password', `10.0.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await attempt(app, email.toUpperCase(), PASSWORD, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(locked.json()).toEqual({ detail: `Too many login attempts. Try again in ${retryAfter} seconds.` });
  });

  it('limits one address across accounts and leaves other addresses alone', async () => {
    app = await makeApp({ LOGIN_MAX_PER_IP: '5' });
    const { email } = await register(app, 'client');
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(app, `nobody${i}@example.test`, 'whatever', '192.0.2.7')).statusCode).toBe(401);
    }
    const blocked = await attempt(app, email, PASSWORD, '192.0.2.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await attempt(app, email, PASSWORD, '192.0.2.8')).statusCode).toBe(200);
  });

  it('clears the account count on success', async () => {
    app = await makeApp({ LOGIN_MAX_PER_ACCOUNT: '3' });
    const { email } = await register(app, 'client');
    expect((await attempt(app, email, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(app, email, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(app, email, PASSWORD)).statusCode).toBe(200);
    expect((await attempt(app, email, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(app, email, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(app, email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('SlidingWindow', () => {
  it('allows max hits per window and says when the next is allowed', () => {
    const window = new SlidingWindow(2, 60);
    const t0 = 1_000_000;
    window.record('k', t0);
    expect(window.retryAfter('k', t0 + 1000)).toBe(0);
    window.record('k', t0 + 1000);
    expect(window.retryAfter('k', t0 + 2000)).toBe(58);
    expect(window.retryAfter('k', t0 + 60_000)).toBe(0);
    expect(window.retryAfter('other', t0)).toBe(0);
  });
});
