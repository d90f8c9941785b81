// Backups of the embedded default and what they refuse (docs/backups.md,
// docs/decisions/0085-backups-through-sqlite-online-backup.md). The commands run in this process
// here, on a data folder an app has written and closed; under-load.test.ts runs them as
// commands against a real running API.
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../../server/backup/cli.ts';
import { PDF, submitProfile } from '../support/profile-fixtures.ts';
import { PASSWORD, makeApp, register } from '../support/helpers.ts';
import { freshBacking, onPostgres } from '../support/backing.ts';

const STRONG_SECRET = 'backup-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const cleanup: string[] = [];

afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lawmatch-backup-'));
  cleanup.push(dir);
  return dir;
}

interface Run {
  code: number;
  out: string;
  err: string;
}

async function run(command: string, args: string[], env: Record<string, string>): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(command, args, {
    env: { LOG_LEVEL: 'silent', ...env },
    cwd: tmpdir(),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const backup = (dataDir: string, to: string) => run('backup', ['--to', to], { DATA_DIR: dataDir });
const restore = (dataDir: string, from: string) => run('restore', ['--from', from], { DATA_DIR: dataDir });

/** A data folder an app has written and closed: one lawyer with four stored files, one client. */
async function dataFolder(): Promise<{ dir: string; emails: string[] }> {
  const app = await makeApp();
  cleanup.push(app.dir);
  const lawyer = await register(app, 'lawyer');
  const client = await register(app, 'client');
  const res = await submitProfile(app, lawyer.tokens.access);
  if (res.statusCode !== 201) throw new Error(`submission answered ${res.statusCode} ${res.body}`);
  await app.close();
  return { dir: app.dir, emails: [lawyer.email, client.email] };
}

const storedNames = (dataDir: string) => {
  const db = new Database(join(dataDir, 'lawmatch.db'), { readonly: true });
  try {
    return (db.prepare('SELECT stored_name FROM documents').all() as Array<{ stored_name: string }>)
      .map((r) => r.stored_name)
      .sort();
  } finally {
    db.close();
  }
};

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe.skipIf(onPostgres())('npm run backup and npm run restore on the embedded default', () => {
  it('backs up the database and exactly the files its rows point to, and restores them with the replaced data set aside', async () => {
    const { dir, emails } = await dataFolder();
    const uploads = join(dir, 'uploads');
    // a write still under way and a file no row points to (written after the snapshot, say)
    writeFileSync(join(uploads, `${'ab'.repeat(16)}.pdf.partial`), PDF.subarray(0, 100));
    writeFileSync(join(uploads, `${'cd'.repeat(16)}.pdf`), PDF);
    const target = join(scratch(), 'backup');

    const taken = await backup(dir, target);
    expect(taken.err).toBe('');
    expect(taken.code).toBe(0);
    const named = storedNames(dir);
    expect(named).toHaveLength(4);
    expect(readdirSync(join(target, 'files')).sort()).toEqual(named);
    const manifest = JSON.parse(readFileSync(join(target, 'manifest.json'), 'utf8')) as {
      tables: Record<string, number>;
      files: Array<{ name: string; sha256: string }>;
      database: { sha256: string };
      schemaVersion: string;
    };
    expect(manifest.tables.users).toBe(3); // the admin too
    expect(manifest.files.map((f) => f.name)).toEqual(named);
    for (const f of manifest.files) expect(f.sha256).toBe(sha256(join(uploads, f.name)));
    expect(manifest.database.sha256).toBe(sha256(join(target, 'lawmatch.db')));
    expect(taken.out).toContain('4 stored files');
    expect(taken.out).toContain(`schema ${manifest.schemaVersion}`);

    // what happens after the backup is what a restore undoes
    const app = await makeApp({}, { dir, env: {}, remove: async () => undefined });
    await register(app, 'client');
    await app.close();

    const restored = await restore(dir, target);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.out).toContain('users 3');
    expect(restored.out).toContain(`4 stored files into ${uploads}`);
    const aside = readdirSync(dir).filter((n) => n.startsWith('replaced-'));
    expect(aside).toHaveLength(1);
    expect(restored.out).toContain(join(dir, aside[0] ?? ''));
    // the replaced data is kept whole: the database, and every file, the stray ones too
    expect(readdirSync(join(dir, aside[0] ?? '', 'uploads'))).toHaveLength(6);
    expect(existsSync(join(dir, aside[0] ?? '', 'lawmatch.db'))).toBe(true);
    expect(readdirSync(uploads).sort()).toEqual(named);
    expect(readdirSync(dir).filter((n) => n.startsWith('restoring-'))).toEqual([]);

    const db = new Database(join(dir, 'lawmatch.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      const users = (db.prepare('SELECT email FROM users').all() as Array<{ email: string }>).map(
        (u) => u.email,
      );
      expect(users).toHaveLength(3);
      expect(users).toEqual(expect.arrayContaining(emails));
      // a sign-out after the snapshot must not come undone: every session of the backup ends
      expect(db.prepare('SELECT count(*) AS n FROM refresh_tokens WHERE revoked_at IS NULL').get()).toEqual({
        n: 0,
      });
    } finally {
      db.close();
    }

    // the API starts on the restored folder and its people sign in
    const again = await makeApp({}, { dir, env: {}, remove: async () => undefined });
    try {
      for (const email of emails) {
        const res = await again.api.inject({
          method: 'POST',
          url: '/api/accounts/login/',
          payload: { email, password: PASSWORD },
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await again.close();
    }
  });

  it('refuses a tampered snapshot, naming the file, and changes nothing', async () => {
    const { dir } = await dataFolder();
    const target = join(scratch(), 'backup');
    expect((await backup(dir, target)).code).toBe(0);
    const name = readdirSync(join(target, 'files')).find((n) => n.endsWith('.pdf')) ?? '';
    const file = join(target, 'files', name);
    const bytes = readFileSync(file);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0x01;
    writeFileSync(file, bytes);
    const before = sha256(join(dir, 'lawmatch.db'));

    const refused = await restore(dir, target);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`files/${name}: does not match its SHA-256 checksum`);
    expect(refused.err).toContain('Nothing was restored.');
    expect(readdirSync(dir).filter((n) => /^(replaced|restoring)-/.test(n))).toEqual([]);
    expect(sha256(join(dir, 'lawmatch.db'))).toBe(before);

    // and a file taken out of the backup
    rmSync(file);
    expect((await restore(dir, target)).err).toContain(`files/${name}: missing from the backup`);
  });

  it('refuses a database snapshot that does not agree with its manifest', async () => {
    const { dir } = await dataFolder();
    const target = join(scratch(), 'backup');
    expect((await backup(dir, target)).code).toBe(0);
    const manifestFile = join(target, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { tables: Record<string, number> };
    manifest.tables.users = 99;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const refused = await restore(dir, target);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('table users: 3 rows in lawmatch.db, 99 in the manifest');
  });

  it('refuses a folder that is not empty, and a folder whose parent does not exist', async () => {
    const { dir } = await dataFolder();
    const target = scratch();
    writeFileSync(join(target, 'notes.txt'), 'mine');
    const refused = await backup(dir, target);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`${target} is not empty`);
    expect(readdirSync(target)).toEqual(['notes.txt']);

    const nowhere = join(scratch(), 'no', 'such');
    const lost = await backup(dir, nowhere);
    expect(lost.code).toBe(1);
    expect(lost.err).toContain(`The folder ${join(nowhere, '..')} does not exist`);
    expect(existsSync(nowhere)).toBe(false);
  });

  it('says what is wrong with every bad input, with a non-zero exit code', async () => {
    const { dir } = await dataFolder();
    const folder = scratch();

    const noFlag = await run('backup', [], { DATA_DIR: dir });
    expect(noFlag.code).toBe(1);
    expect(noFlag.err).toContain('Missing --to <folder>');
    const noFrom = await run('restore', [], { DATA_DIR: dir });
    expect(noFrom.err).toContain('Missing --from <folder>');
    const unknown = await run('restore', ['--to', folder], { DATA_DIR: dir });
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("Unknown option '--to'");
    expect(unknown.err).toContain('Usage: npm run restore -- --from <folder>');

    const notFound = await restore(dir, join(folder, 'missing'));
    expect(notFound.code).toBe(1);
    expect(notFound.err).toContain(`The folder ${join(folder, 'missing')} does not exist`);

    const noManifest = await restore(dir, folder);
    expect(noManifest.code).toBe(1);
    expect(noManifest.err).toContain(`${join(folder, 'manifest.json')} is missing`);

    writeFileSync(join(folder, 'manifest.json'), '{"format": "lawmatch-backup",');
    expect((await restore(dir, folder)).err).toContain('is not valid JSON');
    writeFileSync(join(folder, 'manifest.json'), JSON.stringify({ format: 'something-else' }));
    const invalid = await restore(dir, folder);
    expect(invalid.code).toBe(1);
    expect(invalid.err).toContain('is not a valid LawMatch backup manifest');

    // a backup from a newer version of the schema
    const target = join(scratch(), 'backup');
    expect((await backup(dir, target)).code).toBe(0);
    const manifestFile = join(target, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { schemaVersion: string };
    const current = manifest.schemaVersion;
    manifest.schemaVersion = '9999-from-the-future';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const newer = await restore(dir, target);
    expect(newer.code).toBe(1);
    expect(newer.err).toContain(
      'taken by a newer version of LawMatch: its database schema is 9999-from-the-future',
    );
    expect(newer.err).toContain(`knows schemas up to ${current}`);

    // a data folder the API never used
    const empty = scratch();
    const nothing = await backup(empty, join(scratch(), 'b'));
    expect(nothing.code).toBe(1);
    expect(nothing.err).toContain(`There is no database at ${join(empty, 'lawmatch.db')}`);
  });

  it('reports a row whose file is missing, and restores the rest', async () => {
    const { dir } = await dataFolder();
    const [lost = ''] = storedNames(dir);
    unlinkSync(join(dir, 'uploads', lost));
    const target = join(scratch(), 'backup');
    const taken = await backup(dir, target);
    expect(taken.code).toBe(2);
    expect(taken.err).toContain('1 row points to a file the store did not have');
    expect(taken.err).toContain(lost);
    expect(readdirSync(join(target, 'files'))).toHaveLength(3);
    const restored = await restore(dir, target);
    expect(restored.code).toBe(0);
    expect(restored.err).toContain(lost);
  });

  it('refuses while an API runs on the data folder, and not for a marker whose process is gone', async () => {
    const { dir } = await dataFolder();
    const target = join(scratch(), 'backup');
    expect((await backup(dir, target)).code).toBe(0);

    // this test's own process stands in for a running API
    const marker = join(dir, `api-running-${process.pid}.json`);
    writeFileSync(marker, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
    const refused = await restore(dir, target);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`The API is running on ${dir}`);
    expect(refused.err).toContain(`process ${process.pid}`);
    unlinkSync(marker);

    // an API that was killed: its marker stays, its process id is free
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    const pid = Number(gone.stdout);
    writeFileSync(join(dir, `api-running-${pid}.json`), JSON.stringify({ pid }));
    expect((await restore(dir, target)).code).toBe(0);
  });

  it('writes nothing into the target folder when it is refused', async () => {
    const { dir } = await dataFolder();
    const target = join(scratch(), 'backup');
    mkdirSync(target);
    expect((await run('backup', ['--to', target, 'extra'], { DATA_DIR: dir })).code).toBe(1);
    expect(readdirSync(target)).toEqual([]);
  });
});

describe('with PostgreSQL or object storage', () => {
  it('both commands say how to back up with the stores’ own tools, and do nothing', async () => {
    const backing = await freshBacking();
    try {
      const env: Record<string, string> = onPostgres()
        ? { DATA_DIR: backing.dir, ...backing.env }
        : {
            DATA_DIR: backing.dir,
            DATABASE_URL: 'postgres://lawmatch:very-secret-password@db.example.test:5432/lawmatch',
            JWT_SECRET: STRONG_SECRET,
          };
      const target = join(scratch(), 'backup');
      for (const [command, flag] of [
        ['backup', '--to'],
        ['restore', '--from'],
      ] as const) {
        const refused = await run(command, [flag, target], env);
        expect(refused.code).toBe(1);
        expect(refused.err).toContain(`npm run ${command} covers the embedded default only`);
        expect(refused.err).toContain('pg_dump --format=custom');
        expect(refused.err).toContain('pg_restore');
        expect(refused.err).toContain('Nothing was done.');
        expect(refused.err).not.toContain('very-secret-password');
        // without a flag too: the advice comes first
        expect((await run(command, [], env)).err).toContain('pg_dump');
      }
      expect(existsSync(target)).toBe(false);

      const s3 = await run('backup', ['--to', target], {
        DATA_DIR: backing.dir,
        S3_BUCKET: 'lawmatch-documents',
      });
      expect(s3.code).toBe(1);
      expect(s3.err).toContain('versioning');
      expect(s3.err).toContain('s3://lawmatch-documents/');
      expect(existsSync(target)).toBe(false);
    } finally {
      await backing.remove();
    }
  });
});
