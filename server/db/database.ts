// Opens the local API's database (DATABASE_URL: PostgreSQL, else SQLite in the data folder)
// and brings its schema up to date. Repositories see only the typed Kysely instance.
import { Kysely } from 'kysely';
import type { DatabaseSettings } from '../config/stores.ts';
import { migrate } from './migrate.ts';
import { NO_OVERLAP } from './migrations/0009-consultations.ts';
import type { Database, Db } from './schema.ts';
import { sqliteDialect } from './sqlite.ts';

export interface OpenDatabase {
  db: Db;
  /** the migrations this start applied */
  applied: string[];
}

// The address without its password, for messages.
export function describeDatabase(settings: DatabaseSettings): string {
  if (settings.kind === 'sqlite') return settings.file;
  const url = new URL(settings.url);
  return `postgres://${url.host}${url.pathname}`;
}

export async function openDatabase(
  settings: DatabaseSettings,
  onIdleError: (error: Error) => void = () => undefined,
): Promise<OpenDatabase> {
  // node-postgres loads only when it is used: the embedded default does not pay for it
  const dialect =
    settings.kind === 'postgres'
      ? (await import('./postgres.ts')).postgresDialect(settings, onIdleError)
      : sqliteDialect(settings.file);
  const db = new Kysely<Database>({ dialect });
  try {
    const applied = await migrate(db, settings.kind);
    return { db, applied };
  } catch (error) {
    await db.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot open the database at ${describeDatabase(settings)}: ${reason}`, { cause: error });
  }
}

const UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);

/** A unique or primary key constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && UNIQUE_CODES.has(code);
}

/**
 * Two active consultations of one lawyer would overlap: PostgreSQL's exclusion constraint, or
 * the SQLite trigger's abort, both named in migrations/0009-consultations.ts.
 */
export function isOverlapViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23P01') return constraint === NO_OVERLAP;
  return code === 'SQLITE_CONSTRAINT_TRIGGER' && typeof message === 'string' && message.includes(NO_OVERLAP);
}

export const nowIso = (): string => new Date().toISOString();

export async function getMeta(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
