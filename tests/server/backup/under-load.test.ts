// A backup taken while people use the API, restored: against a real API process (server/server.ts)
// on loopback ports, the commands run as `npm run backup` and `npm run restore` run them
// (server/backup/main.ts; docs/backups.md, docs/decisions/0085-backups-through-sqlite-online-backup.md).
// SQLite is what these commands back up, so this runs on the SQLite leg.
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_FILES, FIELDS } from '../support/profile-fixtures.ts';
import { PASSWORD } from '../support/helpers.ts';
import { onPostgres } from '../support/backing.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CLIENTS = 20;
const LAWYERS = 4;

const envFor = (dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  ENV_FILE: 'none',
  DATA_DIR: dataDir,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  ...extra,
});

interface Api {
  process: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** `npm run api` on the data folder, on free ports; resolves once it listens. */
async function startApi(dataDir: string): Promise<Api> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    env: envFor(dataDir, {
      API_PORT: '0',
      MATCH_PORT: '0',
      LOG_FORMAT: 'json',
      SEED_DEMO: 'false',
      // twenty clients and the lawyers from one address, and every hash queued: not what this tests
      REGISTER_MAX_PER_IP: '100000',
      HASH_QUEUE_MAX: '100000',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let output = '';
  let pending = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        let entry: { name?: string; msg?: string } = {};
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          // not a log line
        }
        const listening =
          entry.name === 'api' ? /^Server listening at (http:\/\/\S+)/.exec(entry.msg ?? '') : null;
        if (listening?.[1]) {
          clearTimeout(timer);
          resolve(listening[1]);
        }
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code}):\n${output}`));
    });
  });
  return { process: child, url, exited };
}

async function stopApi(api: Api): Promise<number | null> {
  api.process.kill('SIGTERM');
  return api.exited;
}

interface Command {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The command as `npm run backup` / `npm run restore` runs it. */
function command(dataDir: string, ...args: string[]): Promise<Command> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/main.ts', ...args], {
    cwd: ROOT,
    env: envFor(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function profileForm(): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(FIELDS)) form.append(name, value);
  for (const [name, file] of Object.entries(ALL_FILES)) {
    form.append(name, new Blob([Uint8Array.from(file.content)], { type: file.type }), file.filename);
  }
  return form;
}

describe.skipIf(onPostgres())('a backup taken while the API is in use', () => {
  it('restores every account answered before it began, every file its rows point to and no other; the API starts on it and they sign in', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lawmatch-backup-load-'));
    const dataDir = join(root, 'data');
    const target = join(root, 'backup');
    let api = await startApi(dataDir);
    try {
      /** every account answered 201, and when */
      const accounts: Array<{ email: string; at: number }> = [];
      let submissions = 0;
      let stop = false;
      let counter = 0;
      const register = async (userType: 'client' | 'lawyer') => {
        const email = `${userType}.${(counter += 1)}@backup.test`;
        const res = await post(`${api.url}/api/accounts/register/`, {
          name: `Backup ${userType}`,
          email,
          password: PASSWORD,
          userType,
        });
        if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
        accounts.push({ email, at: Date.now() });
        return ((await res.json()) as { tokens: { access: string } }).tokens.access;
      };
      // a lawyer submits and submits again: each submission replaces the files of the one before
      const lawyer = async (access: string) => {
        while (!stop) {
          const res = await fetch(`${api.url}/api/accounts/lawyer-profiles/`, {
            method: 'POST',
            headers: { authorization: `Bearer ${access}` },
            body: profileForm(),
          });
          if (res.status !== 201) throw new Error(`submission answered ${res.status}: ${await res.text()}`);
          submissions += 1;
        }
      };
      const lawyers = await Promise.all(Array.from({ length: LAWYERS }, () => register('lawyer')));
      // twenty clients register at once, one account after another, until the backup has ended
      const client = async () => {
        while (!stop) await register('client');
      };
      const load = Promise.all([...lawyers.map(lawyer), ...Array.from({ length: CLIENTS }, client)]);
      load.catch(() => (stop = true));
      while (!stop && (accounts.length < LAWYERS + 2 || submissions < LAWYERS)) {
        await new Promise((r) => setTimeout(r, 10));
      }

      const began = Date.now();
      const taken = await command(dataDir, 'backup', '--to', target);
      const ended = Date.now();
      stop = true;
      await load;
      expect(taken.stderr).toBe('');
      expect(taken.code).toBe(0);
      expect(taken.stdout).toContain(`written to ${target}`);
      // the load went on while the backup was taken
      expect(accounts.filter((a) => a.at > began && a.at < ended).length).toBeGreaterThan(0);

      const refused = await command(dataDir, 'restore', '--from', target);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The API is running on ${dataDir}`);
      expect(refused.stderr).toContain(`process ${api.process.pid}`);

      expect(await stopApi(api)).toBe(0);
      expect(readdirSync(dataDir).filter((n) => n.startsWith('api-running-'))).toEqual([]);
      const restored = await command(dataDir, 'restore', '--from', target);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toContain(`Restored the backup in ${target} into ${dataDir}`);
      expect(readdirSync(dataDir).filter((n) => n.startsWith('replaced-'))).toHaveLength(1);

      const before = accounts.filter((a) => a.at < began);
      const db = new Database(join(dataDir, 'lawmatch.db'), { readonly: true });
      try {
        expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        const emails = new Set(
          (db.prepare('SELECT email FROM users').all() as Array<{ email: string }>).map((u) => u.email),
        );
        expect(before.filter((a) => !emails.has(a.email))).toEqual([]);
        const rows = db.prepare('SELECT stored_name, size FROM documents').all() as Array<{
          stored_name: string;
          size: number;
        }>;
        expect(rows.length).toBeGreaterThanOrEqual(LAWYERS * 4);
        const files = readdirSync(join(dataDir, 'uploads')).sort();
        // every file a row points to, whole, and no file without a row
        expect(files).toEqual(rows.map((r) => r.stored_name).sort());
        for (const row of rows)
          expect(statSync(join(dataDir, 'uploads', row.stored_name)).size).toBe(row.size);
      } finally {
        db.close();
      }

      api = await startApi(dataDir);
      const answers = await Promise.all(
        before.map((a) => post(`${api.url}/api/accounts/login/`, { email: a.email, password: PASSWORD })),
      );
      expect(answers.map((r) => r.status)).toEqual(before.map(() => 200));
    } finally {
      api.process.kill('SIGTERM');
      await api.exited;
      rmSync(root, { recursive: true, force: true });
    }
  }, 180_000);
});
