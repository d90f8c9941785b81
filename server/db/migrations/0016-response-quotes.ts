// A lawyer's quote on a response to a case (docs/services-and-prices.md, "Quotes on responses";
// docs/decisions/0124-quotes-on-responses.md): columns of `case_responses`, the price in columns
// like a published service's (server/db/migrations/0015-lawyer-services.ts): `quote_pricing_kind`
// with `quote_price_pence` (a fixed fee, the bottom of a range or an hourly rate) and
// `quote_price_to_pence` (a range's top), both null when no price is quoted; `quote_vat`, which a
// quote always has (a response without a quote has none of these); the disbursements as JSON,
// what the price includes and the timescale. Responses written before have no quote.
// Each check is the column's own, so that SQLite can add it: a column's check names only the
// columns added before it.
import type { Expression, Kysely, Migration, SqlBool } from 'kysely';
import { sql } from 'kysely';

export const responseQuotes = (): Migration => ({
  async up(db: Kysely<unknown>) {
    const add = ([name, type, check]: [string, 'text' | 'integer', Expression<SqlBool>]) =>
      db.schema
        .alterTable('case_responses')
        .addColumn(name, type, (col) => col.check(check))
        .execute();
    await add(['quote_vat', 'text', sql`quote_vat IN ('excluded', 'included', 'not_applicable')`]);
    // a price only in a quote
    await add([
      'quote_pricing_kind',
      'text',
      sql`quote_pricing_kind IS NULL OR (quote_pricing_kind IN ('fixed', 'range', 'hourly') AND quote_vat IS NOT NULL)`,
    ]);
    await add([
      'quote_price_pence',
      'integer',
      sql`(quote_pricing_kind IS NULL) = (quote_price_pence IS NULL) AND quote_price_pence >= 0`,
    ]);
    // a range has a top no lower than its bottom, and nothing else has one
    await add([
      'quote_price_to_pence',
      'integer',
      sql`(COALESCE(quote_pricing_kind, '') = 'range') = (quote_price_to_pence IS NOT NULL) AND (quote_price_to_pence IS NULL OR quote_price_to_pence >= quote_price_pence)`,
    ]);
    for (const name of ['quote_disbursements', 'quote_includes', 'quote_timescale'])
      await add([name, 'text', sql<SqlBool>`(quote_vat IS NULL) = (${sql.ref(name)} IS NULL)`]);
  },
});
