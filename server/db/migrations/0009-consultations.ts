// Booked consultations and the private calendar feeds (docs/decisions/0065-slots-on-a-london-grid.md,
// docs/decisions/0066-consultation-state-machine.md, docs/decisions/0067-calendar-files.md):
// - a consultation between a lawyer and a client, perhaps about one of the client's cases;
// - `blocked_until`: the end plus the lawyer's buffer when the time was set, the stretch no other
//   active consultation of the lawyer may touch;
// - no two active (requested, proposed, confirmed) consultations of one lawyer overlap, decided by
//   the database in the statement that writes them, never by a read before: on PostgreSQL an
//   exclusion constraint over the time range, on SQLite triggers that run under the write lock;
//   either way the loser of a race gets an error the routes answer with 409;
// - calendar feed tokens: one per person, kept as a SHA-256 digest; a new one replaces the old.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

/** The name both databases give the overlap refusal (db/database.ts isOverlapViolation). */
export const NO_OVERLAP = 'consultations_no_overlap';
const ACTIVE = sql`('requested', 'proposed', 'confirmed')`;

export const consultations = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const c = columnsFor(dialect);
    await db.schema
      .createTable('consultations')
      .addColumn('id', 'integer', c.id)
      .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('client_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('case_id', 'integer', (col) => col.references('cases.id').onDelete('set null'))
      .addColumn('type', 'text', (col) => col.notNull().check(sql`type IN ('video', 'phone', 'in_person')`))
      .addColumn('starts_at', c.timestamp, (col) => col.notNull())
      .addColumn('ends_at', c.timestamp, (col) => col.notNull())
      .addColumn('blocked_until', c.timestamp, (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .check(sql`status IN ('requested', 'proposed', 'confirmed', 'declined', 'cancelled', 'completed')`),
      )
      .addColumn('fee_pence', 'integer', (col) => col.check(sql`fee_pence >= 0`))
      .addColumn('join_url', 'text')
      .addColumn('phone', 'text')
      .addColumn('address', 'text')
      .addColumn('note', 'text')
      .addColumn('reason', 'text')
      .addColumn('closed_by', 'text', (col) => col.check(sql`closed_by IN ('client', 'lawyer')`))
      .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      .addColumn('updated_at', c.timestamp, (col) => col.notNull())
      .addCheckConstraint('consultations_time_order', sql`starts_at < ends_at AND ends_at <= blocked_until`)
      .execute();
    // a lawyer's and a client's consultations by time; the case page's
    await db.schema
      .createIndex('consultations_by_lawyer')
      .on('consultations')
      .columns(['lawyer_id', 'starts_at'])
      .execute();
    await db.schema
      .createIndex('consultations_by_client')
      .on('consultations')
      .columns(['client_id', 'starts_at'])
      .execute();
    await db.schema.createIndex('consultations_by_case').on('consultations').column('case_id').execute();

    if (dialect === 'postgres') {
      await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
      await sql`ALTER TABLE consultations ADD CONSTRAINT ${sql.raw(NO_OVERLAP)}
        EXCLUDE USING gist (lawyer_id WITH =, tstzrange(starts_at, blocked_until, '[)') WITH &&)
        WHERE (status IN ${ACTIVE})`.execute(db);
    } else {
      // ISO 8601 instants written by toISOString() compare as text in time order
      const clash = (id: string) => sql`
        SELECT RAISE(ABORT, ${sql.lit(NO_OVERLAP)}) WHERE NEW.status IN ${ACTIVE} AND EXISTS (
          SELECT 1 FROM consultations o
          WHERE o.lawyer_id = NEW.lawyer_id AND o.status IN ${ACTIVE} AND ${sql.raw(id)}
            AND o.starts_at < NEW.blocked_until AND NEW.starts_at < o.blocked_until)`;
      await sql`CREATE TRIGGER consultations_no_overlap_insert BEFORE INSERT ON consultations
        BEGIN ${clash('1 = 1')}; END`.execute(db);
      await sql`CREATE TRIGGER consultations_no_overlap_update
        BEFORE UPDATE OF lawyer_id, starts_at, blocked_until, status ON consultations
        BEGIN ${clash('o.id <> NEW.id')}; END`.execute(db);
    }

    await db.schema
      .createTable('calendar_tokens')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      .execute();
  },
});
