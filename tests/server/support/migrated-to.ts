// A database of its own for each migration test, on the leg's backing (SQLite, or the throwaway
// PostgreSQL): empty, or migrated up to a named migration, so that a test can put rows in as an
// older version left them and then run the rest (server/db/migrate.ts). Closed and removed after
// each test.
import { Kysely, Migrator } from 'kysely';
import type { MigrationProvider } from 'kysely';
import { afterEach } from 'vitest';
import { loadConfig } from '../../../server/config/start-up.ts';
import { migrationsFor } from '../../../server/db/migrate.ts';
import type { Database, Db } from '../../../server/db/schema.ts';
import { sqliteDialect } from '../../../server/db/sqlite.ts';
import { freshBacking, onPostgres } from './backing.ts';
import type { Backing } from './backing.ts';

export const dialectName = () => (onPostgres() ? 'postgres' : 'sqlite');

/** Runs the migrations up to and including `name`. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialectName()) };
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error;
}

/** The names of the migrations from `name` on, in order: what migrating a database left at the one before runs. */
export const migrationsFrom = (name: string): string[] =>
  Object.keys(migrationsFor(dialectName())).filter((each) => each >= name);

/** Call once in a test file: each test's databases are closed and removed after it. */
export function databasesForEachTest() {
  const opened: Array<{ backing: Backing; db: Db }> = [];
  afterEach(async () => {
    for (const { backing, db } of opened.splice(0)) {
      await db.destroy();
      await backing.remove();
    }
  });
  /** A database no migration has run on. */
  const openEmpty = async (): Promise<Db> => {
    const backing = await freshBacking({ migrated: false });
    const settings = loadConfig({ DATA_DIR: backing.dir, ...backing.env }).database;
    const dialect =
      settings.kind === 'postgres'
        ? (await import('../../../server/db/postgres.ts')).postgresDialect(settings, () => undefined)
        : sqliteDialect(settings.file);
    const db = new Kysely<Database>({ dialect });
    opened.push({ backing, db });
    return db;
  };
  /** A database migrated up to `name`, as that version left it. */
  const openAt = async (name: string): Promise<Db> => {
    const db = await openEmpty();
    await migrateTo(db, name);
    return db;
  };
  return { openEmpty, openAt };
}
