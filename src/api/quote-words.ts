// How a response's price reads and sorts on the client's case page (docs/services-and-prices.md,
// "Comparing responses"; docs/decisions/0124-quotes-on-responses.md). A quote's total is the
// function every screen uses (src/api/price-total.ts); a response from a backend without quotes
// reads by its fee, as it did.
import type { CaseResponse } from './cases-contract.ts';
import { priceWords, sumOf, totalPence, withVat } from './price-total.ts';
import { feeWords } from '../lib/format.ts';

const NO_PRICE = 'No price quoted';

/** The price as quoted, with what it comes to: '£1,200 + VAT + £300 disbursements = £1,740'. */
export function responsePriceWords(response: Pick<CaseResponse, 'fee' | 'quote'>): string {
  const { quote, fee } = response;
  if (quote)
    return quote.pricing ? priceWords(quote.pricing, quote.vat, sumOf(quote.disbursements)) : NO_PRICE;
  return fee ? feeWords(fee) : NO_PRICE;
}

const BASES = { fixed: 'Fixed fee', range: 'Price range', hourly: 'Hourly rate' } as const;

/** How the price is charged: 'Fixed fee', 'Price range', 'Hourly rate' or none quoted. */
export function basisWords(response: Pick<CaseResponse, 'fee' | 'quote'>): string {
  const kind = response.quote ? response.quote.pricing?.kind : response.fee?.kind;
  return kind ? BASES[kind] : NO_PRICE;
}

/**
 * Where a response goes when sorted by total: first the totals (a range by its bottom, then its
 * top), then the hourly rates, which are not totals, by the rate with VAT; last, no price. A fee
 * from a backend without quotes counts as it is (its VAT is not known).
 */
function sortKey(response: Pick<CaseResponse, 'fee' | 'quote'>): [group: number, low: number, high: number] {
  const { quote, fee } = response;
  if (quote?.pricing) {
    const total = totalPence(quote.pricing, quote.vat, sumOf(quote.disbursements));
    if (total) return [0, total.from, total.to];
    const rate = quote.pricing.kind === 'hourly' ? withVat(quote.pricing.ratePence, quote.vat) : 0;
    return [1, rate, rate];
  }
  if (!quote && fee)
    return fee.kind === 'fixed'
      ? [0, fee.amountPence, fee.amountPence]
      : [1, fee.amountPence, fee.amountPence];
  return [2, 0, 0];
}

export type TotalOrder = 'received' | 'lowest' | 'highest';

/** The responses in the order chosen; 'received' keeps the order served (oldest first). The
 * groups stay in their order either way: the hourly rates after the totals, no price last. */
export function sortedResponses<T extends Pick<CaseResponse, 'fee' | 'quote'>>(
  responses: readonly T[],
  order: TotalOrder,
): T[] {
  if (order === 'received') return [...responses];
  const sign = order === 'lowest' ? 1 : -1;
  return [...responses].sort((a, b) => {
    const [ga, la, ha] = sortKey(a);
    const [gb, lb, hb] = sortKey(b);
    return ga - gb || sign * (la - lb) || sign * (ha - hb);
  });
}
