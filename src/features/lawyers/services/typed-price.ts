// A price as a lawyer types it (amounts in pounds, as text) and what it means: shared by the
// services and prices form and Respond to Case's quote, so both read '1,200' and '£95.50' alike
// and say the same total (docs/services-and-prices.md).
import { priceWords, sumOf } from '@/api/price-total';
import { z } from 'zod';
import { VAT_BASES, type PRICING_KINDS } from '@/api/service-kinds';
import type { Pricing, Vat } from '@/api/services-contract';

export type AmountField = 'amount' | 'from' | 'to' | 'rate';

/** The price's fields as typed: how it is charged, its amounts in pounds, VAT, disbursements. */
export interface TypedPrice {
  pricingKind: (typeof PRICING_KINDS)[number];
  amount: string;
  from: string;
  to: string;
  rate: string;
  vat: Vat;
  disbursements: Array<{ name: string; amount: string }>;
}

/** The form's fields of a price besides how it is charged, as typed: both forms' values share them.
 * Made when a form's schema is built, not as this module loads
 * (docs/decisions/0158-a-form-s-schema-built-at-its-first-check.md). */
export const typedPriceFields = () => ({
  /** pounds as typed: the fixed fee, a range's ends, the hourly rate */
  amount: z.string(),
  from: z.string(),
  to: z.string(),
  rate: z.string(),
  vat: z.enum(VAT_BASES),
  disbursements: z.array(z.object({ name: z.string(), amount: z.string() })),
});

export const AMOUNT_WORDS = 'Enter an amount in pounds, such as 1200 or 95.50.';

/** Pounds as typed ('1,200', '£95.50') in pence; NaN for anything else. */
export function penceOf(typed: string): number {
  const plain = typed.trim().replace(/^£/, '').replace(/,/g, '');
  return /^\d{1,10}(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : Number.NaN;
}
export const poundsOf = (pence: number) =>
  pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);

/** The price as typed, or the first of its amounts that is not one. */
export function typedPricing(
  s: Pick<TypedPrice, 'pricingKind' | AmountField>,
): { pricing: Pricing } | { wrong: AmountField } {
  const fields: AmountField[] =
    s.pricingKind === 'fixed' ? ['amount'] : s.pricingKind === 'hourly' ? ['rate'] : ['from', 'to'];
  const [a = Number.NaN, b = Number.NaN] = fields.map((f) => penceOf(s[f]));
  const wrong = fields.find((f) => Number.isNaN(penceOf(s[f])));
  if (wrong) return { wrong };
  if (s.pricingKind === 'fixed') return { pricing: { kind: 'fixed', amountPence: a } };
  if (s.pricingKind === 'hourly') return { pricing: { kind: 'hourly', ratePence: a } };
  return { pricing: { kind: 'range', fromPence: a, toPence: b } };
}

/** What a client would see of the price as typed so far; null while it is not a price yet. */
export function clientSees(s: TypedPrice): string | null {
  const typed = typedPricing(s);
  if (!('pricing' in typed)) return null;
  const disbursements = s.disbursements.map((d) => ({ amountPence: penceOf(d.amount) }));
  // a disbursement not yet an amount counts for nothing until it is one
  return priceWords(typed.pricing, s.vat, sumOf(disbursements.filter((d) => !Number.isNaN(d.amountPence))));
}

/** A kept price's fields, in pounds as a person would type them. */
export function pricingValues(pricing: Pricing): Pick<TypedPrice, 'pricingKind' | AmountField> {
  const none = { amount: '', from: '', to: '', rate: '' };
  if (pricing.kind === 'fixed')
    return { ...none, pricingKind: 'fixed', amount: poundsOf(pricing.amountPence) };
  if (pricing.kind === 'hourly') return { ...none, pricingKind: 'hourly', rate: poundsOf(pricing.ratePence) };
  return { ...none, pricingKind: 'range', from: poundsOf(pricing.fromPence), to: poundsOf(pricing.toPence) };
}

/** Kept disbursements as the form's rows. */
export const disbursementValues = (items: ReadonlyArray<{ name: string; amountPence: number }>) =>
  items.map((d) => ({ name: d.name, amount: poundsOf(d.amountPence) }));
