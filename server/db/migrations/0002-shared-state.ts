// What several instances must agree on lives in the database: counted sign-in attempts
// (auth/throttle.ts) and the ordered feed of changes to matchable lawyers
// (match/lawyer-changes.ts, docs/decisions/0041-stateless-instances.md).
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

export const sharedState = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const c = columnsFor(dialect);
    await db.schema
      .createTable('throttle_hits')
      .addColumn('id', 'integer', c.id)
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('throttle_hits_by_key')
      .on('throttle_hits')
      .columns(['key', 'expires_at'])
      .execute();
    await db.schema.createIndex('throttle_hits_by_expiry').on('throttle_hits').column('expires_at').execute();

    await db.schema
      .createTable('counters')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'bigint', (col) => col.notNull())
      .execute();
    await sql`INSERT INTO counters (name, value) VALUES ('lawyer_changes', 0)`.execute(db);

    await db.schema
      .createTable('lawyer_changes')
      .addColumn('seq', 'bigint', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull())
      .addColumn('at', c.timestamp, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('lawyer_changes_by_time').on('lawyer_changes').column('at').execute();
  },
});
