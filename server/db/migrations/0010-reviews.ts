// Reviews from real consultations, their reports, and deleted accounts
// (docs/decisions/0101-reviews-from-consultations.md, docs/decisions/0102-your-data.md):
// - a review belongs to one completed consultation, and the UNIQUE on `consultation_id` is what
//   keeps it to one: of two submits at once, the second insert fails and is answered 409;
// - the lawyer's reply is kept on the review, written once;
// - a hidden review keeps its text, with who hid it, when and why; it leaves the averages;
// - a report is one person's, once per review;
// - the rating and count stored on the lawyer's profile go: they are computed from the reviews;
// - a deleted account keeps its row, emptied of the person (`deleted_at`), so that the other
//   side's consultations and the reviews stay whole.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

export const reviews = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const c = columnsFor(dialect);
    await db.schema
      .createTable('reviews')
      .addColumn('id', 'integer', c.id)
      .addColumn('consultation_id', 'integer', (col) =>
        col.notNull().unique().references('consultations.id').onDelete('cascade'),
      )
      // the consultation's lawyer, kept beside it for the averages
      .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating BETWEEN 1 AND 5`))
      .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      .addColumn('reply_text', 'text')
      .addColumn('reply_at', c.timestamp)
      .addColumn('hidden_at', c.timestamp)
      .addColumn('hidden_reason', 'text')
      .addColumn('hidden_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      // when an admin last decided on its reports (hid it, or kept it)
      .addColumn('decided_at', c.timestamp)
      .addCheckConstraint('reviews_reply_whole', sql`(reply_text IS NULL) = (reply_at IS NULL)`)
      .addCheckConstraint('reviews_hidden_whole', sql`(hidden_at IS NULL) = (hidden_reason IS NULL)`)
      .execute();
    await db.schema
      .createIndex('reviews_by_lawyer')
      .on('reviews')
      .columns(['lawyer_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('review_reports')
      .addColumn('id', 'integer', c.id)
      .addColumn('review_id', 'integer', (col) => col.notNull().references('reviews.id').onDelete('cascade'))
      .addColumn('reporter_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      .addUniqueConstraint('review_reports_once', ['review_id', 'reporter_id'])
      .execute();

    await db.schema.alterTable('lawyer_profiles').dropColumn('rating').execute();
    await db.schema.alterTable('lawyer_profiles').dropColumn('reviews').execute();
    await db.schema.alterTable('users').addColumn('deleted_at', c.timestamp).execute();
  },
});
