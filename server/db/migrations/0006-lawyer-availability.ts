// Each lawyer's availability settings (docs/decisions/0091-availability-switch-and-live-figures.md):
// - `available`, the dashboard switch, in its own column: the lead rule and matching read it in
//   their queries;
// - the rest of the settings (weekly hours, duration, types, notice, horizon, buffer, meeting
//   link, office address, blocked dates) as one JSON text, checked by the contract's
//   availabilitySchema before it is written and read back through it;
// - no row: the contract's defaults, available.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

export const lawyerAvailability = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const c = columnsFor(dialect);
    await db.schema
      .createTable('lawyer_availability')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('available', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(1)
          .check(sql`available IN (0, 1)`),
      )
      .addColumn('settings', 'text', (col) => col.notNull())
      .addColumn('updated_at', c.timestamp, (col) => col.notNull())
      .execute();
  },
});
