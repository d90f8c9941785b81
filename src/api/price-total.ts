// The total a client would pay for a service, in one place for every screen that shows a price and
// for the local API (docs/services-and-prices.md): the price, VAT at 20 % on top where the lawyer
// quotes without it, and the disbursements as the client pays them. Here in src/api rather than
// src/lib because the local API may import only the contract from the SPA
// (docs/decisions/0123-services-and-prices.md). Without zod: the public profile shows totals.
import { formatPence } from '../lib/format.ts';
import type { Pricing, Vat } from './services-contract.ts';

const VAT_RATE_PERCENT = 20;

/** What a price excluding VAT comes to with it; any other price as it is. */
export const withVat = (pence: number, vat: Vat): number =>
  vat === 'excluded' ? pence + Math.round((pence * VAT_RATE_PERCENT) / 100) : pence;

export const sumOf = (items: readonly { amountPence: number }[]): number =>
  items.reduce((sum, item) => sum + item.amountPence, 0);

/**
 * The lowest and highest total, with VAT and disbursements; the same twice for a fixed fee. An
 * hourly rate has no total: it is null.
 */
export function totalPence(
  pricing: Pricing,
  vat: Vat,
  disbursementsPence: number,
): { from: number; to: number } | null {
  if (pricing.kind === 'hourly') return null;
  const [from, to] =
    pricing.kind === 'fixed'
      ? [pricing.amountPence, pricing.amountPence]
      : [pricing.fromPence, pricing.toPence];
  return { from: withVat(from, vat) + disbursementsPence, to: withVat(to, vat) + disbursementsPence };
}

const VAT_WORDS: Record<Vat, string> = {
  excluded: ' + VAT',
  included: ' including VAT',
  not_applicable: ' (no VAT)',
};

const span = (from: number, to: number) =>
  from === to ? formatPence(from) : `${formatPence(from)}–${formatPence(to)}`;

/**
 * The price as a client reads it, with what it comes to: '£1,200 + VAT + £300 disbursements =
 * £1,740', '£1,500–£3,000 + VAT = £1,800–£3,600', '£250 an hour + VAT = £300 an hour'. The total is
 * said wherever something is added to the price; a price that already includes everything is said
 * once ('£1,440 including VAT').
 */
export function priceWords(pricing: Pricing, vat: Vat, disbursementsPence: number): string {
  const disbursements = disbursementsPence > 0 ? `${formatPence(disbursementsPence)} disbursements` : '';
  if (pricing.kind === 'hourly') {
    const rate = `${formatPence(pricing.ratePence)} an hour${VAT_WORDS[vat]}`;
    const hour = vat === 'excluded' ? ` = ${formatPence(withVat(pricing.ratePence, vat))} an hour` : '';
    return `${rate}${hour}${disbursements ? `, plus ${disbursements}` : ''}`;
  }
  const total = totalPence(pricing, vat, disbursementsPence);
  // nothing to pay for the work: no VAT on it either
  const price =
    pricing.kind === 'range'
      ? `${span(pricing.fromPence, pricing.toPence)}${VAT_WORDS[vat]}`
      : pricing.amountPence === 0
        ? 'Free'
        : `${formatPence(pricing.amountPence)}${VAT_WORDS[vat]}`;
  const said = disbursements ? `${price} + ${disbursements}` : price;
  const added = disbursements !== '' || (vat === 'excluded' && price !== 'Free');
  return total && added ? `${said} = ${span(total.from, total.to)}` : said;
}
