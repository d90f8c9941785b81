// A lawyer's quote on a response to a case (docs/services-and-prices.md, "Quotes on responses";
// docs/decisions/0124-quotes-on-responses.md): the price and its basis, VAT and the disbursements
// as a published service has them (src/api/services-contract.ts), what the price includes and how
// long the work takes. No price quoted is a quote too (`pricing` null): what is included and the
// timescale may still be said. The response's older `fee` (a fixed fee or an hourly rate, which a
// consultation booked from the response keeps) is the quote's price where it can be one.
import { z } from 'zod';
import {
  DESCRIPTION_MAX,
  DISBURSEMENTS_MAX,
  TIMESCALE_MAX,
  disbursementIn,
  maxItems,
  pricingInSchema,
  pricingSchema,
  vatSchema,
} from './services-contract.ts';
import { text } from './text-fields.ts';
import { lazySchema } from './lazy-schema.ts';

/** the response's `fee`: at most £100,000 (cases-contract.ts) */
const FEE_MAX_PENCE = 10_000_000;

// the quote of POST /api/cases/{id}/responses/
export const quoteInSchema = lazySchema(() =>
  z.strictObject({
    /** null: no price quoted */
    pricing: pricingInSchema.nullable(),
    vat: vatSchema,
    disbursements: z.array(disbursementIn).max(DISBURSEMENTS_MAX, maxItems(DISBURSEMENTS_MAX)).default([]),
    /** what the price includes, in a few words */
    includes: text(DESCRIPTION_MAX).default(''),
    timescale: text(TIMESCALE_MAX).default(''),
  }),
);

/** A quote as kept and shown. */
export const quoteSchema = lazySchema(() =>
  z.object({
    pricing: pricingSchema.nullable(),
    vat: vatSchema,
    disbursements: z.array(z.object({ name: z.string(), amountPence: z.int().min(0) })),
    includes: z.string(),
    timescale: z.string(),
  }),
);
export type Quote = z.infer<typeof quoteSchema>;

/**
 * The `fee` a quote stands for: a fixed fee or an hourly rate as it is; none for a range, for no
 * price, or for a fee above the fee's ceiling. A backend without quotes still gets it.
 */
export function feeOfQuote(
  quote: Pick<Quote, 'pricing'>,
): { kind: 'fixed' | 'hourly'; amountPence: number } | null {
  const { pricing } = quote;
  if (pricing?.kind === 'fixed' && pricing.amountPence <= FEE_MAX_PENCE)
    return { kind: 'fixed', amountPence: pricing.amountPence };
  if (pricing?.kind === 'hourly') return { kind: 'hourly', amountPence: pricing.ratePence };
  return null;
}

export const FEE_DISAGREES =
  "The fee must be the quote's price: its fixed fee or hourly rate, or none for a range or no price.";

/** Whether a fee sent beside a quote is the one the quote stands for. */
export function feeAgrees(
  fee: { kind: string; amountPence: number } | null | undefined,
  quote: Pick<Quote, 'pricing'> | null | undefined,
): boolean {
  if (!fee || !quote) return true;
  const derived = feeOfQuote(quote);
  return derived !== null && derived.kind === fee.kind && derived.amountPence === fee.amountPence;
}
