// A lawyer's services and prices, as the SRA's Transparency Rules ask a firm to publish them
// (docs/services-and-prices.md, docs/decisions/0123-services-and-prices.md):
// - `lawyer_services`, one row per service in the lawyer's order (`position`): the service (one the
//   SRA names, or 'other' with the lawyer's own `name`), the price in columns a query can compare
//   (`price_pence` is a fixed fee, the bottom of a range or an hourly rate; `price_to_pence` the
//   top of a range), VAT, and the rest as the contract's servicesPutSchema checked it: the
//   disbursements and the key stages as JSON, the timescale, who does the work, a description;
// - `lawyer_practice_info`, one row per lawyer who saved them: the indemnity insurer and its cover,
//   and the complaints procedure (a link or words). Its `updated_at` is the last save of either.
// The checks copy today's lists: a later list changes them in a migration of its own.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

export const lawyerServices = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const c = columnsFor(dialect);
    await db.schema
      .createTable('lawyer_services')
      .addColumn('id', 'integer', c.id)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('service', 'text', (col) =>
        col
          .notNull()
          .check(
            sql`service IN ('conveyancing_purchase', 'conveyancing_sale', 'probate', 'motoring_offences', 'employment_tribunal_claimant', 'employment_tribunal_respondent', 'immigration', 'debt_recovery', 'business_licensing', 'other')`,
          ),
      )
      .addColumn('name', 'text')
      .addColumn('pricing_kind', 'text', (col) =>
        col.notNull().check(sql`pricing_kind IN ('fixed', 'range', 'hourly')`),
      )
      .addColumn('price_pence', 'integer', (col) => col.notNull().check(sql`price_pence >= 0`))
      .addColumn('price_to_pence', 'integer')
      .addColumn('vat', 'text', (col) =>
        col.notNull().check(sql`vat IN ('excluded', 'included', 'not_applicable')`),
      )
      .addColumn('disbursements', 'text', (col) => col.notNull())
      .addColumn('stages', 'text', (col) => col.notNull())
      .addColumn('timescale', 'text', (col) => col.notNull())
      .addColumn('who_does_the_work', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addUniqueConstraint('lawyer_services_position', ['user_id', 'position'])
      // a range has a top no lower than its bottom, and nothing else has one
      .addCheckConstraint(
        'lawyer_services_range',
        sql`(pricing_kind = 'range') = (price_to_pence IS NOT NULL) AND (price_to_pence IS NULL OR price_to_pence >= price_pence)`,
      )
      // an 'other' service has the lawyer's name for it, and only it
      .addCheckConstraint('lawyer_services_name', sql`(service = 'other') = (name IS NOT NULL)`)
      .execute();

    await db.schema
      .createTable('lawyer_practice_info')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('indemnity_insurer', 'text')
      .addColumn('indemnity_cover_pence', 'bigint')
      .addColumn('complaints', 'text')
      .addColumn('updated_at', c.timestamp, (col) => col.notNull())
      .addCheckConstraint(
        'lawyer_practice_info_insurance',
        sql`(indemnity_insurer IS NULL) = (indemnity_cover_pence IS NULL)`,
      )
      .execute();
  },
});
