// The one SQLite database of the local API (better-sqlite3, WAL), migrated at open.
import Database from 'better-sqlite3';
import type { Database as Db, Statement } from 'better-sqlite3';
import { join } from 'node:path';
import { MIGRATIONS } from './migrations.ts';

export type { Db };

export function openDatabase(dataDir: string): Db {
  const db = new Database(join(dataDir, 'lawmatch.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // WAL makes NORMAL durable enough for a local stand-in and keeps writes fast
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(`Database schema version ${current} is newer than this server (${MIGRATIONS.length}).`);
  }
  for (let version = current; version < MIGRATIONS.length; version += 1) {
    const sql = MIGRATIONS[version] ?? '';
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

export const nowIso = (): string => new Date().toISOString();

// Statements compiled once per database: the hot paths (auth, login) run them per request.
const statements = new WeakMap<Db, Map<string, Statement>>();

export function sql(db: Db, text: string): Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(text);
  if (!statement) {
    statement = db.prepare(text);
    cache.set(text, statement);
  }
  return statement;
}
