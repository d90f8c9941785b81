// The demo responses carry quotes (docs/services-and-prices.md, "Quotes on responses"): started
// from the answering lawyer's service of the case's area, with the fee they stand for, so the
// demo client's case page compares two quotes; a lawyer with no service of the area answers as
// before, with the demo's fee and no quote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeOfQuote } from '../../../src/api/quote-contract.ts';
import { QUOTE_COLUMNS, quoteOf } from '../../../server/repo/case-responses.ts';
import { DEMO_CLIENT } from '../../../server/seed/demo-data.ts';
import { makeApp } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
// the whole demo market, on a shared machine
beforeAll(async () => {
  app = await makeApp({ SEED_DEMO: 'true' });
}, 60_000);
afterAll(async () => {
  await app?.dispose();
});

const responses = () =>
  app.ctx.db
    .selectFrom('case_responses as r')
    .innerJoin('cases as c', 'c.id', 'r.case_id')
    .innerJoin('users as u', 'u.id', 'c.client_id')
    .select(['c.title', 'u.email', 'r.fee_kind', 'r.fee_pence'])
    .select(QUOTE_COLUMNS.map((c) => `r.${c}` as const))
    .execute();

describe('the demo responses', () => {
  it("give the demo client's grievance case two quotes with different totals", async () => {
    const rows = (await responses()).filter(
      (r) => r.email === DEMO_CLIENT.email && r.title === 'Dismissed after raising a grievance',
    );
    const quotes = rows.map(quoteOf);
    expect(quotes).toHaveLength(2);
    for (const quote of quotes) {
      expect(quote?.pricing?.kind).toBe('range');
      expect(quote?.timescale).not.toBe('');
      expect(quote?.includes).not.toBe('');
    }
    const [a, b] = quotes;
    expect(a?.pricing).not.toEqual(b?.pricing);
  });

  it('keep the fee each quote stands for, and the demo fee where there is no quote', async () => {
    const rows = await responses();
    expect(rows.filter((r) => quoteOf(r) !== null).length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      const quote = quoteOf(row);
      const fee =
        row.fee_kind && row.fee_pence !== null ? { kind: row.fee_kind, amountPence: row.fee_pence } : null;
      if (quote) expect(fee, row.title).toEqual(feeOfQuote(quote));
    }
    expect(rows.some((r) => quoteOf(r) === null)).toBe(true);
  });
});
