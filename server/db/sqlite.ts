// SQLite through Kysely, tuned for the embedded default: one better-sqlite3 connection in WAL
// mode, statements prepared once and reused (the hot paths run the same few per request), and
// every transaction BEGIN IMMEDIATE, so two processes on one data folder queue for the write
// lock instead of failing half-way, and migrations run whole inside one such transaction.
import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import type { Statement } from 'better-sqlite3';
import { SqliteAdapter, SqliteDialect } from 'kysely';
import type { DialectAdapter, SqliteDatabase, SqliteStatement } from 'kysely';

// Statements whose text varies (IN lists of any length) must not grow the cache for ever.
const MAX_CACHED = 500;

class TransactionalSqliteAdapter extends SqliteAdapter {
  // SQLite has transactional DDL; Kysely's default says otherwise so that its migrator works
  // without a transaction. With it, a migration run is one IMMEDIATE transaction: exactly once
  // even when several processes start on one file.
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class CachingDatabase implements SqliteDatabase {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly raw: Database.Database) {}

  prepare(text: string): SqliteStatement {
    const sql = text === 'begin' ? 'begin immediate' : text;
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= MAX_CACHED) this.statements.clear();
      statement = this.raw.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  close(): void {
    this.raw.close();
  }
}

class EmbeddedSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

// The database and its -wal and -shm files are the owner's only. SQLite gives the -wal and -shm
// files the database file's mode, so the file is made 0600 before SQLite first opens it; files
// from before, made 0644, are narrowed (docs/decisions/0074-private-data-folder-and-strong-secret.md).
function makePrivate(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

// Switching a database to WAL needs it to itself, and SQLite answers that busy at once instead of
// waiting its busy timeout: several instances opening a new database together (their migrations
// wait on one another, docs/architecture.md) try again for as long as that timeout.
function useWal(raw: Database.Database, timeoutMs: number): void {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      raw.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() > until) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

export function sqliteDialect(file: string): SqliteDialect {
  makePrivate(file);
  const raw = new Database(file);
  raw.pragma('busy_timeout = 5000');
  useWal(raw, 5000);
  raw.pragma('foreign_keys = ON');
  // WAL makes NORMAL durable across application crashes and keeps writes fast
  raw.pragma('synchronous = NORMAL');
  // 64 MB of pages kept in memory: with SQLite's default 2 MB, a search over 200,000 lawyers
  // (a database of about 180 MB) read nearly every page it looked up from the file again
  // (docs/directory.md)
  raw.pragma('cache_size = -65536');
  return new EmbeddedSqliteDialect({ database: new CachingDatabase(raw) });
}
