// Password hashing under a flood (docs/decisions/0070-bounded-password-hashing.md): a worker
// hashes one password at a time, the queue in front of it has a bound and a full queue answers
// 503 with Retry-After, and one address may register only so many accounts.
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { HashPool, HashPoolBusy, hashPool, runHashJob } from '../../../server/auth/hash-pool.ts';
import { DEFAULT_HASH_QUEUE_MAX } from '../../../server/config/settings.ts';
import { OWASP_ARGON2 } from '../../../server/config/settings.ts';
import { PASSWORD, makeApp, postJson, uniqueEmail } from '../support/helpers.ts';

const WORKER = new URL('../../../server/auth/hash-worker.mjs', import.meta.url);
// slow enough that the jobs are certainly still queued while the test looks
const SLOW = { memorySize: OWASP_ARGON2.memorySize, iterations: 12 };
const hashJob = (cost = SLOW) => ({ op: 'hash' as const, password: 'pw', salt: new Uint8Array(16), ...cost });

interface Answer {
  id: number;
  value?: string;
  startedAt: number;
  endedAt: number;
}

const pools: HashPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  hashPool.setMaxQueued(DEFAULT_HASH_QUEUE_MAX);
});
afterEach(() => hashPool.setMaxQueued(DEFAULT_HASH_QUEUE_MAX));

const registration = (email = uniqueEmail('flood')) => ({
  name: 'Flood Test',
  email,
  password: PASSWORD,
  userType: 'client',
});

describe('the hash worker', () => {
  it('runs one hash at a time, even when several jobs arrive at once', async () => {
    const worker = new Worker(WORKER);
    try {
      const answers: Answer[] = [];
      const done = new Promise<void>((resolve) =>
        worker.on('message', (answer: Answer) => {
          answers.push(answer);
          if (answers.length === 4) resolve();
        }),
      );
      for (let id = 1; id <= 4; id += 1) worker.postMessage({ ...hashJob(OWASP_ARGON2), id });
      await done;
      expect(answers.map((a) => typeof a.value)).toEqual(['string', 'string', 'string', 'string']);
      const runs = answers.sort((a, b) => a.startedAt - b.startedAt);
      for (let i = 1; i < runs.length; i += 1) {
        // each began after the one before had ended
        expect(runs[i]?.startedAt).toBeGreaterThanOrEqual(runs[i - 1]?.endedAt ?? Infinity);
      }
    } finally {
      await worker.terminate();
    }
  });
});

describe('the hash pool', () => {
  it('sends a worker its next job only when the previous one has answered', async () => {
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    const pool = new HashPool({ size: 1, maxQueued: 10 });
    pools.push(pool);
    const first = pool.run(hashJob(OWASP_ARGON2));
    const rest = [pool.run(hashJob(OWASP_ARGON2)), pool.run(hashJob(OWASP_ARGON2))];
    expect(posted).toHaveBeenCalledTimes(1);
    expect(pool.queued).toBe(2);
    await first;
    expect(posted).toHaveBeenCalledTimes(2);
    await Promise.all(rest);
    expect(posted).toHaveBeenCalledTimes(3);
  });

  it('refuses a job at once when its queue is full, with a Retry-After estimate', async () => {
    const pool = new HashPool({ size: 1, maxQueued: 2 });
    pools.push(pool);
    const accepted = [pool.run(hashJob()), pool.run(hashJob()), pool.run(hashJob())];
    const refused = await pool.run(hashJob()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HashPoolBusy);
    expect((refused as HashPoolBusy).statusCode).toBe(503);
    expect((refused as HashPoolBusy).retryAfter).toBeGreaterThanOrEqual(1);
    await Promise.all(accepted);
    // room again once the queue has drained
    await expect(pool.run(hashJob(OWASP_ARGON2))).resolves.toMatch(/^\$argon2id\$/);
  });
});

describe('registration under a flood', () => {
  it('answers 503 with Retry-After and a detail when the hash queue is full', async () => {
    const app = await makeApp({ HASH_QUEUE_MAX: '1' });
    try {
      // one new password being hashed, one waiting, one sign-in waiting: both queues are full
      const busy = [
        runHashJob(hashJob()),
        runHashJob(hashJob()),
        runHashJob({ op: 'verify', password: 'pw', hash: '' }).catch(() => false),
      ];
      const res = await postJson(app, '/api/accounts/register/', registration());
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.json()).toEqual({ detail: expect.stringMatching(/busy.*try again in \d+ seconds/i) });
      // a sign-in is told the same, not "Invalid credentials"
      const login = await postJson(app, '/api/accounts/login/', { email: 'x@example.test', password: 'pw' });
      expect(login.statusCode).toBe(503);
      expect(login.headers['retry-after']).toBeDefined();
      await Promise.all(busy);
      expect((await postJson(app, '/api/accounts/register/', registration())).statusCode).toBe(201);
    } finally {
      await app.dispose();
    }
  });

  it('still takes a sign-in when only the registrations have filled their queue', async () => {
    const app = await makeApp({ HASH_QUEUE_MAX: '1' });
    try {
      const busy = [runHashJob(hashJob()), runHashJob(hashJob())];
      expect((await postJson(app, '/api/accounts/register/', registration())).statusCode).toBe(503);
      const login = await postJson(app, '/api/accounts/login/', { email: 'x@example.test', password: 'pw' });
      expect(login.statusCode).toBe(401);
      await Promise.all(busy);
    } finally {
      await app.dispose();
    }
  });

  it('refuses the registration past the limit from one address with 429 and Retry-After', async () => {
    const app = await makeApp({ REGISTER_MAX_PER_IP: '3', REGISTER_WINDOW_SECONDS: '3600' });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await postJson(app, '/api/accounts/register/', registration())).statusCode).toBe(201);
      }
      const refused = await postJson(app, '/api/accounts/register/', registration());
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(refused.json()).toEqual({ detail: expect.stringMatching(/too many accounts.*60 minutes/i) });
      // a form with a mistake is answered for what is wrong, and is not counted
      const bad = await postJson(app, '/api/accounts/register/', { ...registration(), userType: 'admin' });
      expect(bad.statusCode).toBe(400);
      // another address is not held back
      const elsewhere = await app.api.inject({
        method: 'POST',
        url: '/api/accounts/register/',
        payload: registration(),
        remoteAddress: '192.0.2.7',
      });
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await app.dispose();
    }
  });
});
