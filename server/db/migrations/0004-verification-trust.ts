// Verification people can trust (docs/decisions/0086-save-is-not-submit.md and 0087–0089):
// - the lawyer's own fees in pence, nullable: nothing is invented for a lawyer who set none,
//   so the made-up `hourly_rate` goes;
// - the regulator beside the licence number (the Solicitors Regulation Authority when not given);
// - on the request: what kind of review it is (first, a change to verified facts, the yearly
//   renewal), the verified facts a change proposes (kept apart until an admin approves them),
//   and when the lawyer was last approved (the yearly re-check counts from it);
// - an append-only history of every submission and decision.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

export const verificationTrust = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const c = columnsFor(dialect);
    await db.schema
      .alterTable('lawyer_profiles')
      .addColumn('regulator', 'text', (col) =>
        col
          .notNull()
          .defaultTo('SRA')
          .check(sql`regulator IN ('SRA', 'BSB', 'CILEX', 'LSS', 'LSNI')`),
      )
      .execute();
    await db.schema.alterTable('lawyer_profiles').addColumn('hourly_rate_pence', 'integer').execute();
    await db.schema.alterTable('lawyer_profiles').addColumn('first_fee_pence', 'integer').execute();
    await db.schema.alterTable('lawyer_profiles').dropColumn('hourly_rate').execute();

    await db.schema
      .alterTable('verification_requests')
      .addColumn('kind', 'text', (col) =>
        col
          .notNull()
          .defaultTo('first')
          .check(sql`kind IN ('first', 'change', 'renewal')`),
      )
      .execute();
    await db.schema.alterTable('verification_requests').addColumn('proposed', 'text').execute();
    await db.schema.alterTable('verification_requests').addColumn('verified_at', c.timestamp).execute();
    await sql`UPDATE verification_requests SET verified_at = decided_at WHERE status = 'approved'`.execute(
      db,
    );

    await db.schema
      .createTable('verification_events')
      .addColumn('id', 'integer', c.id)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('at', c.timestamp, (col) => col.notNull())
      .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('note', 'text')
      .addColumn('changes', 'text')
      .execute();
    await db.schema
      .createIndex('verification_events_by_lawyer')
      .on('verification_events')
      .columns(['user_id', 'id'])
      .execute();
  },
});
