// Cases that are kept and reach lawyers (docs/decisions/0090-cases-leads-and-notifications.md):
// - a client's case, with its place resolved when it is written (the place's key, legal
//   jurisdiction and coordinates in degrees), so that finding leads never geocodes a case again;
// - lawyers' responses, one per lawyer per case: a unique constraint decides, so two sent at
//   once cannot both be kept;
// - the leads a lawyer dismissed;
// - notifications, written in the same transaction as what causes them.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

export const casesAndResponses = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const c = columnsFor(dialect);
    await db.schema
      .createTable('cases')
      .addColumn('id', 'integer', c.id)
      .addColumn('client_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('location', 'text', (col) => col.notNull())
      .addColumn('category', 'text', (col) =>
        col
          .notNull()
          .check(
            sql`category IN ('Family Law', 'Criminal Law', 'Corporate Law', 'Immigration Law', 'Property Law', 'Employment Law', 'Personal Injury', 'Tax Law')`,
          ),
      )
      .addColumn('urgency', 'text', (col) =>
        col
          .notNull()
          .defaultTo('Medium')
          .check(sql`urgency IN ('High', 'Medium', 'Low')`),
      )
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('open')
          .check(sql`status IN ('open', 'closed')`),
      )
      // the place as resolved when the case was written or its location last changed
      .addColumn('place_key', 'text', (col) => col.notNull())
      .addColumn('jurisdiction', 'text', (col) =>
        col.notNull().check(sql`jurisdiction IN ('england-wales', 'scotland', 'northern-ireland')`),
      )
      .addColumn('lat', c.real, (col) => col.notNull())
      .addColumn('lon', c.real, (col) => col.notNull())
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      .addColumn('updated_at', c.timestamp, (col) => col.notNull())
      .addColumn('closed_at', c.timestamp)
      .execute();
    // a client's own cases, newest first
    await db.schema.createIndex('cases_by_client').on('cases').columns(['client_id', 'created_at']).execute();
    // leads: open cases of one area in one jurisdiction, narrowed by latitude before the distance
    await db.schema
      .createIndex('cases_for_leads')
      .on('cases')
      .columns(['status', 'category', 'jurisdiction', 'lat'])
      .execute();

    await db.schema
      .createTable('case_responses')
      .addColumn('id', 'integer', c.id)
      .addColumn('case_id', 'integer', (col) => col.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('message', 'text', (col) => col.notNull().check(sql`length(message) BETWEEN 20 AND 2000`))
      .addColumn('fee_kind', 'text', (col) => col.check(sql`fee_kind IN ('fixed', 'hourly')`))
      .addColumn('fee_pence', 'integer', (col) => col.check(sql`fee_pence >= 0`))
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      // one response per lawyer per case, whoever asks at the same moment
      .addUniqueConstraint('case_responses_one_per_lawyer', ['case_id', 'lawyer_id'])
      .addCheckConstraint('case_responses_fee_whole', sql`(fee_kind IS NULL) = (fee_pence IS NULL)`)
      .execute();
    await db.schema
      .createIndex('case_responses_by_lawyer')
      .on('case_responses')
      .columns(['lawyer_id', 'case_id'])
      .execute();

    await db.schema
      .createTable('case_dismissals')
      .addColumn('case_id', 'integer', (col) => col.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('dismissed_at', c.timestamp, (col) => col.notNull())
      .addPrimaryKeyConstraint('case_dismissals_pkey', ['case_id', 'lawyer_id'])
      .execute();
    await db.schema
      .createIndex('case_dismissals_by_lawyer')
      .on('case_dismissals')
      .columns(['lawyer_id', 'case_id'])
      .execute();

    await db.schema
      .createTable('notifications')
      .addColumn('id', 'integer', c.id)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('link', 'text')
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      .addColumn('read_at', c.timestamp)
      .execute();
    // the bell: a user's newest first, and the unread count
    await db.schema
      .createIndex('notifications_by_user')
      .on('notifications')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('notifications_unread')
      .on('notifications')
      .columns(['user_id', 'read_at'])
      .execute();
  },
});
