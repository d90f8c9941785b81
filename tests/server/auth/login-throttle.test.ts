import { afterEach, describe, expect, it } from 'vitest';
import { Throttle } from '../../../server/auth/throttle.ts';
import { ADMIN, PASSWORD, makeApp, register } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.dispose();
  app = undefined;
});

const attempt = (a: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') =>
  a.api.inject({ method: 'POST', url: '/api/accounts/login/', payload: { email, password }, remoteAddress });
const statuses = async (a: TestApp, email: string, password: string, addresses: string[]) => {
  const out: number[] = [];
  for (const address of addresses) out.push((await attempt(a, email, password, address)).statusCode);
  return out;
};
const times = (n: number, address: string) => Array.from({ length: n }, () => address);

describe('sign-in throttle', () => {
  it('slows a guesser at one address: past the limit even the right password waits, with Retry-After', async () => {
    app = await makeApp();
    const { email } = await register(app, 'client');
    expect(await statuses(app, email, 'wrong-password', times(10, '192.0.2.1'))).toEqual(
      times(10, '401').map(Number),
    );
    const locked = await attempt(app, email.toUpperCase(), PASSWORD, '192.0.2.1');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(locked.json()).toEqual({ detail: `Too many login attempts. Try again in ${retryAfter} seconds.` });
  });

  // Anyone could lock anyone out: ten wrong passwords for a known e-mail refused the right
  // password for 15 minutes from every address.
  it.each([
    ['a client, ten failures from one address', 'client', times(10, '198.51.100.7')],
    [
      'a client, failures spread over ten addresses',
      'client',
      Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 10}`),
    ],
    ['the admin, ten failures from one address', 'admin', times(10, '198.51.100.7')],
  ] as const)(
    'never locks the owner out (%s): the right password from another address succeeds',
    async (_label, who, addresses) => {
      app = await makeApp();
      const email = who === 'admin' ? ADMIN.email : (await register(app, 'client')).email;
      const password = who === 'admin' ? ADMIN.password : PASSWORD;
      await statuses(app, email, 'wrong-password', [...addresses]);
      expect((await attempt(app, email, password, '203.0.113.50')).statusCode).toBe(200);
    },
  );

  // Successful sign-ins counted towards the per-address limit: trying the demo roles locked a
  // person out for 15 minutes.
  it('does not count successful sign-ins towards the per-address limit', async () => {
    app = await makeApp({ LOGIN_MAX_PER_IP: '5' });
    const people = [await register(app, 'client'), await register(app, 'lawyer'), ADMIN];
    const results: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const person of people) {
        results.push(
          (await attempt(app, person.email, 'password' in person ? person.password : PASSWORD)).statusCode,
        );
      }
    }
    expect(results).toEqual(Array(9).fill(200));
  });

  it('limits failures from one address across accounts and leaves other addresses alone', async () => {
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

  it('counts behind a trusted proxy per forwarded client, and ignores the header from anyone else', async () => {
    app = await makeApp({ LOGIN_MAX_PER_IP: '3', TRUST_PROXY: '10.0.0.1' });
    const a = app;
    const via = (client: string, from = '10.0.0.1') =>
      a.api.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        payload: { email: 'nobody@example.test', password: 'x' },
        remoteAddress: from,
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 3; i += 1) expect((await via('198.51.100.1')).statusCode).toBe(401);
    expect((await via('198.51.100.1')).statusCode).toBe(429);
    expect((await via('198.51.100.2')).statusCode).toBe(401);
    // an untrusted sender's header is no address: its failures count against its own
    for (let i = 0; i < 3; i += 1) expect((await via(`203.0.113.${i}`, '192.0.2.50')).statusCode).toBe(401);
    expect((await via('203.0.113.9', '192.0.2.50')).statusCode).toBe(429);
  });

  it('caps guessing spread over many addresses, but only at addresses that have failed on the account', async () => {
    app = await makeApp({ LOGIN_MAX_PER_ACCOUNT_TOTAL: '4' });
    const { email } = await register(app, 'client');
    const guessers = ['192.0.2.21', '192.0.2.22', '192.0.2.23', '192.0.2.24'];
    expect(await statuses(app, email, 'wrong-password', guessers)).toEqual([401, 401, 401, 401]);
    // each guesser has failed on the account and the account has had its four failures
    expect(await statuses(app, email, 'wrong-password', guessers)).toEqual([429, 429, 429, 429]);
    expect((await attempt(app, email, PASSWORD, '192.0.2.21')).statusCode).toBe(429);
    // the owner, at an address without failures, signs in
    expect((await attempt(app, email, PASSWORD, '203.0.113.9')).statusCode).toBe(200);
  });

  it('clears the failures of an account at an address when that address signs in', async () => {
    app = await makeApp({ LOGIN_MAX_PER_ACCOUNT: '3' });
    const { email } = await register(app, 'client');
    const run = [
      ['wrong-password', 401],
      ['wrong-password', 401],
      [PASSWORD, 200],
      ['wrong-password', 401],
      ['wrong-password', 401],
      [PASSWORD, 200],
    ] as const;
    for (const [password, status] of run)
      expect((await attempt(app, email, password)).statusCode).toBe(status);
  });

  it('lets no parallel guesses slip past the limit while their hashes are verified', async () => {
    app = await makeApp({ LOGIN_MAX_PER_ACCOUNT: '5' });
    const a = app;
    const { email } = await register(a, 'client');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => attempt(a, email, 'wrong-password', '192.0.2.99')),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c !== 401).every((c) => c === 429)).toBe(true);
  });
});

describe('throttle store', () => {
  it("counts hits per key within each hit's window, refuses past the limit and takes hits back", async () => {
    app = await makeApp();
    let now = 1_000_000;
    const throttle = new Throttle(app.ctx.db, () => now);
    const limit = { key: 'register:192.0.2.1', windowSeconds: 60, max: 2 };
    const first = await throttle.take([limit]);
    now += 1000;
    const second = await throttle.take([limit]);
    expect([first.ok, second.ok]).toEqual([true, true]);
    now += 1000;
    expect(await throttle.take([limit])).toEqual({ ok: false, retryAfter: 58 });
    expect(await throttle.count(limit.key)).toBe(2);
    // another key, and a record-only count, are unaffected
    expect((await throttle.take([{ ...limit, key: 'register:192.0.2.2' }])).ok).toBe(true);
    expect((await throttle.take([{ key: limit.key, windowSeconds: 60 }])).ok).toBe(true);
    now += 1;
    if (second.ok) await throttle.release(second.ids);
    expect(await throttle.count(limit.key)).toBe(2);
    now = 1_000_000 + 60_000;
    expect(await throttle.count(limit.key)).toBe(1);
    expect((await throttle.take([limit])).ok).toBe(true);
    await throttle.clear(limit.key);
    expect(await throttle.count(limit.key)).toBe(0);
  });
});
