// The data folder is the owner's only, and a signing secret must not be guessable
// (docs/decisions/0074-private-data-folder-and-strong-secret.md).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { ConfigError, entropyBits } from '../../../server/config/settings.ts';
import { loadConfig } from '../../../server/config/start-up.ts';
import { FAST_ARGON2 } from '../support/helpers.ts';
import { onPostgres } from '../support/backing.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));
const fresh = () => (root = mkdtempSync(join(tmpdir(), 'lawmatch-perm-')));
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the data folder', () => {
  it.runIf(!onPostgres())(
    'is 0700, and the database, its -wal and -shm files and the kept secret 0600, even when made wider before',
    async () => {
      const dir = join(fresh(), 'data');
      const start = () =>
        buildApp({
          ...loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }),
          argon2: FAST_ARGON2,
        });
      await (await start()).close();
      // as an earlier version left them
      chmodSync(dir, 0o755);
      chmodSync(join(dir, 'uploads'), 0o755);
      chmodSync(join(dir, 'lawmatch.db'), 0o644);
      chmodSync(join(dir, 'jwt-secret'), 0o644);
      const app = await start();
      try {
        expect(modeOf(dir).toString(8)).toBe('700');
        expect(modeOf(join(dir, 'uploads')).toString(8)).toBe('700');
        for (const name of ['jwt-secret', 'lawmatch.db', 'lawmatch.db-wal', 'lawmatch.db-shm']) {
          expect([name, modeOf(join(dir, name)).toString(8)]).toEqual([name, '600']);
        }
      } finally {
        await app.close();
      }
    },
  );

  it.runIf(!onPostgres())('is made 0700 with a new database 0600 on a first start', async () => {
    const dir = join(fresh(), 'new');
    const app = await buildApp({
      ...loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }),
      argon2: FAST_ARGON2,
    });
    try {
      expect(modeOf(dir).toString(8)).toBe('700');
      expect(modeOf(join(dir, 'lawmatch.db')).toString(8)).toBe('600');
      expect(modeOf(join(dir, 'lawmatch.db-wal')).toString(8)).toBe('600');
    } finally {
      await app.close();
    }
  });

  it('refuses a shared folder such as /tmp', () => {
    const shared = join(fresh(), 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    expect(() => loadConfig({ DATA_DIR: shared })).toThrow(/DATA_DIR: .*shared folder/);
  });
});

describe('JWT_SECRET', () => {
  it.each([
    ['32 × a', 'a'.repeat(32)],
    ['two characters repeated', 'ab'.repeat(24)],
    ['a word repeated', 'password'.repeat(6)],
    ['31 random characters', 'Zk3vQ9pL2mXw7RtY5nBc8HjD4sFa6Ge'],
  ])('refuses %s, saying how to make a good one', (_what, secret) => {
    const load = () => loadConfig({ DATA_DIR: fresh(), JWT_SECRET: secret });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/JWT_SECRET: .*openssl rand -base64 48/);
  });

  it.each([
    ['openssl rand -base64 48', 'q8Yt2LzKpVn4Rw7Xc1Bm9Hf3Jd6Gs0Ae5Tu8Io2Pl4Kj7Nh1Mb3Vc6Xz9Qw0Er5Ty8U'],
    ['openssl rand -hex 32', '9f1c4be07a3d62c85e10f7b3a94d2e6c0b8a71d5f3e29c46a0d8b7e1c5f2a394'],
  ])('accepts a secret made by %s', (_what, secret) => {
    expect(loadConfig({ DATA_DIR: fresh(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('replaces a kept secret that is too weak, and keeps the new one private', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'jwt-secret'), `${'a'.repeat(40)}\n`, { mode: 0o644 });
    const secret = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(entropyBits(secret)).toBeGreaterThanOrEqual(128);
    expect(modeOf(join(dir, 'jwt-secret')).toString(8)).toBe('600');
  });

  it('estimates 32 × a at 0 bits', () => {
    expect(entropyBits('a'.repeat(32))).toBe(0);
  });
});
