// Column types that differ between the two databases, for the migrations. Everything else in
// a migration is written once with Kysely's schema builder.
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export interface Columns {
  /** an integer key the database assigns: SQLite's rowid, PostgreSQL's identity */
  id: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** an instant: ISO 8601 text on SQLite, timestamptz on PostgreSQL (ranges, exclusion constraints) */
  timestamp: 'text' | 'timestamptz';
  real: 'real' | 'double precision';
}

export const columnsFor = (dialect: DialectName): Columns =>
  dialect === 'postgres'
    ? {
        id: (col) => col.primaryKey().generatedByDefaultAsIdentity(),
        timestamp: 'timestamptz',
        real: 'double precision',
      }
    : { id: (col) => col.primaryKey(), timestamp: 'text', real: 'real' };

/** PRAGMA user_version of a SQLite database made before the migrations moved to Kysely. */
export async function legacySchemaVersion(db: Kysely<unknown>, dialect: DialectName): Promise<number> {
  if (dialect !== 'sqlite') return 0;
  const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(db);
  return rows[0]?.user_version ?? 0;
}
