import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { RESPONSE_MAX, responseCreateSchema, type ResponseCreate } from '@/api/cases-contract';
import { feeOfQuote } from '@/api/quote-contract';
import { PRICING_KINDS } from '@/api/service-kinds';
import type { Service } from '@/api/services-contract';
import {
  AMOUNT_WORDS,
  disbursementValues,
  penceOf,
  pricingValues,
  typedPriceFields,
  typedPricing,
} from '@/features/lawyers/services/typed-price';

// The Respond to Case form: the message as the contract checks it (its own messages), and a
// structured quote typed as a published service's price is, in pounds (src/features/lawyers/services/typed-price.ts),
// sent with the fee it stands for so that a backend without quotes still gets the fee
// (docs/services-and-prices.md, docs/decisions/0124-quotes-on-responses.md).

const valuesSchema = z.object({
  message: z.string(),
  /** 'none': no price quoted */
  pricingKind: z.enum(['none', ...PRICING_KINDS]),
  ...typedPriceFields(),
  includes: z.string(),
  timescale: z.string(),
});
export type RespondFormValues = z.infer<typeof valuesSchema>;
export type RespondField = FieldPath<RespondFormValues>;

const EMPTY_RESPONSE: RespondFormValues = {
  message: '',
  pricingKind: 'none',
  amount: '',
  from: '',
  to: '',
  rate: '',
  vat: 'excluded',
  disbursements: [],
  includes: '',
  timescale: '',
};

/** The form started from the lawyer's published service: its price, VAT, disbursements, what it
 * covers and its timescale, for the lawyer to change for this case. */
export function prefilledFrom(service: Service | undefined): RespondFormValues {
  if (!service) return EMPTY_RESPONSE;
  return {
    ...EMPTY_RESPONSE,
    ...pricingValues(service.pricing),
    vat: service.vat,
    disbursements: disbursementValues(service.disbursements),
    includes: service.description,
    timescale: service.timescale,
  };
}

const PRICE_PARTS: Record<string, RespondField> = {
  amountPence: 'amount',
  fromPence: 'from',
  toPence: 'to',
  ratePence: 'rate',
};

/** The form's field of a path as the contract or the server names it ('quote.pricing.toPence',
 * 'quote.disbursements.1.amountPence'); null for one the form has no place for. */
export function respondFieldOf(path: string): RespondField | null {
  const [top = '', field, j, part] = path.split('.');
  if (top === 'message') return 'message';
  // the fee is the quote's price: the form sends the one it stands for
  if (top === 'fee') return 'pricingKind';
  if (top !== 'quote') return null;
  if (field === 'pricing') return (j && PRICE_PARTS[j]) || 'pricingKind';
  if (field === 'vat' || field === 'includes' || field === 'timescale') return field;
  if (field === 'disbursements') {
    if (j === undefined) return 'disbursements';
    return `disbursements.${Number(j)}.${part === 'amountPence' ? 'amount' : 'name'}`;
  }
  return 'pricingKind';
}

const said = (v: RespondFormValues) =>
  v.pricingKind !== 'none' ||
  v.disbursements.length > 0 ||
  v.includes.trim() !== '' ||
  v.timescale.trim() !== '';

export const respondFormSchema = valuesSchema.transform((values, ctx): ResponseCreate => {
  const at = new Set<string>();
  const issue = (path: string, message: string) => {
    if (at.has(path)) return; // the first message of a field is the one shown
    at.add(path);
    ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  };
  // blank first, in the contract's words; then the contract's own rules
  if (values.message.trim() === '') issue('message', 'This field may not be blank.');
  const priced =
    values.pricingKind === 'none' ? null : typedPricing({ ...values, pricingKind: values.pricingKind });
  if (priced && 'wrong' in priced) issue(priced.wrong, AMOUNT_WORDS);
  const quote = said(values)
    ? {
        pricing: priced && 'pricing' in priced ? priced.pricing : null,
        vat: values.vat,
        disbursements: values.disbursements.map((d, j) => {
          const amountPence = penceOf(d.amount);
          if (Number.isNaN(amountPence)) issue(`disbursements.${j}.amount`, AMOUNT_WORDS);
          return { name: d.name, amountPence };
        }),
        includes: values.includes,
        timescale: values.timescale,
      }
    : null;
  const fee = quote && feeOfQuote(quote);
  const checked = responseCreateSchema.safeParse({
    message: values.message,
    ...(quote ? { quote } : {}),
    ...(fee ? { fee } : {}),
  });
  if (!checked.success)
    for (const found of checked.error.issues) {
      const field = respondFieldOf(found.path.join('.'));
      if (field) issue(field, found.message);
    }
  return at.size > 0 || !checked.success ? z.NEVER : checked.data;
});

/** 'N / 2,000 characters', counting what will be sent (the ends are trimmed). */
export function characterCount(message: string) {
  return `${message.trim().length.toLocaleString('en-GB')} / ${RESPONSE_MAX.toLocaleString('en-GB')} characters`;
}
