import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { migrationsFor } from '../../../server/db/migrate.ts';
import { QUEUE, listRequests } from '../support/profile-fixtures.ts';
import { FAST_ARGON2, PASSWORD, adminTokens, bearer, login, makeApp } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { freshBacking, onPostgres } from '../support/backing.ts';
import type { Backing } from '../support/backing.ts';
import { LEGACY_SCHEMA_V1 } from './legacy-schema.ts';

/** Starts processes that open the database together: each loads, then all are let go at once. */
async function startTogether(count: number, env: NodeJS.ProcessEnv): Promise<string[][]> {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--import', 'tsx', 'tests/server/db/open-database.ts'], { env }),
  );
  const outputs = children.map((child) => {
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const ready = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.startsWith('ready\n')) resolve();
      }),
    );
    const done = new Promise<string[]>((resolve, reject) =>
      child.once('exit', (code) =>
        code === 0
          ? resolve(JSON.parse(out.slice('ready\n'.length)) as string[])
          : reject(new Error(`exit ${code}: ${err}`)),
      ),
    );
    return { ready, done };
  });
  await Promise.all(outputs.map((o) => o.ready));
  for (const child of children) child.stdin.write('go\n');
  return Promise.all(outputs.map((o) => o.done));
}
const MIGRATIONS = Object.keys(migrationsFor('sqlite'));

let app: TestApp | undefined;
let backing: Backing | undefined;
afterEach(async () => {
  await app?.close();
  await backing?.remove();
  [app, backing] = [undefined, undefined];
});

const executed = async (a: TestApp) =>
  (
    await a.ctx.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never)
      .execute()
  ).map((row) => (row as { name: string }).name);

describe('migrations', () => {
  it.skipIf(onPostgres())(
    'adopts a data folder of the earlier SQLite schema and keeps its data',
    async () => {
      backing = await freshBacking();
      const legacy = new Database(join(backing.dir, 'lawmatch.db'));
      legacy.exec(LEGACY_SCHEMA_V1);
      legacy.pragma('user_version = 1');
      const at = '2026-01-05T10:00:00.000Z';
      const hash = await hashPassword(PASSWORD, FAST_ARGON2);
      const insertUser = legacy.prepare(
        'INSERT INTO users (email, name, role, password_hash, is_verified, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      );
      const lawyerId = Number(
        insertUser.run('kept@example.test', 'Kept Lawyer', 'lawyer', hash, 0, at).lastInsertRowid,
      );
      legacy
        .prepare(
          `INSERT INTO lawyer_profiles (user_id, full_name, specialization, location, experience_years, license_number,
           education, bio, hourly_rate, updated_at) VALUES (?, 'Kept Lawyer', 'Tax Law', 'York', 9, 'SRA-424242', 'LLB', 'Tax.', 255, ?)`,
        )
        .run(lawyerId, at);
      legacy
        .prepare("INSERT INTO verification_requests (user_id, status, submitted_at) VALUES (?, 'pending', ?)")
        .run(lawyerId, at);
      legacy.prepare("INSERT INTO meta (key, value) VALUES ('seeded_admin', ?)").run(at);
      insertUser.run(
        'admin@lawmatch.test',
        'Administrator',
        'admin',
        await hashPassword('LawMatch-Admin-2026', FAST_ARGON2),
        1,
        at,
      );
      legacy.close();

      app = await makeApp({}, backing);
      expect(await executed(app)).toEqual(MIGRATIONS);
      expect((await login(app, 'kept@example.test', PASSWORD)).user).toMatchObject({
        name: 'Kept Lawyer',
        role: 'lawyer',
      });
      const admin = (await adminTokens(app)).access;
      const [request] = await listRequests(app, admin);
      expect(request).toMatchObject({
        name: 'Kept Lawyer',
        barNumber: 'SRA-424242',
        submittedDate: at,
        status: 'pending',
      });
      // the tables added since work on the adopted data: approving feeds matching
      const approve = await app.api.inject({
        method: 'POST',
        url: `${QUEUE}/${request?.id}/approve/`,
        headers: bearer(admin),
      });
      expect(approve.statusCode).toBe(200);
      const match = await app.match.inject({
        method: 'POST',
        url: '/api/match-lawyer',
        payload: { city: 'York', issue: 'x', category: 'Tax Law' },
      });
      expect(match.json()).toMatchObject({
        matched: true,
        lawyers: [{ name: 'Kept Lawyer', location: 'York' }],
      });
    },
  );

  it('applies each migration exactly once when several instances start together', async () => {
    backing = await freshBacking({ migrated: false });
    // only these settings: a developer's .env must not point the children elsewhere
    const env = { ...process.env, ENV_FILE: 'none', DATA_DIR: backing.dir, ...backing.env };
    const applied = (await startTogether(4, env)).flat();
    expect(applied.sort()).toEqual(MIGRATIONS);
    app = await makeApp({}, backing);
    expect(await executed(app)).toEqual(MIGRATIONS);
  }, 60_000);
});
