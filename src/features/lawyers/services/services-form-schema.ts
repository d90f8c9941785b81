// The services and prices form: what the lawyer types (amounts in pounds, as text), checked by the
// contract's own rules (servicesPutSchema) and sent as the PUT body; the messages of the contract
// and of the server land on the form's fields by their paths (docs/services-and-prices.md).
import type { FieldErrors, FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { lazySchema } from '@/api/lazy-schema';
import { PRICING_KINDS, SERVICE_KINDS } from '@/api/service-kinds';
import { servicesPutSchema, type LawyerServices, type ServicesPut } from '@/api/services-contract';
import {
  AMOUNT_WORDS,
  disbursementValues,
  penceOf,
  poundsOf,
  pricingValues,
  typedPriceFields,
  typedPricing,
  type AmountField,
} from '@/features/lawyers/services/typed-price';

// built at the form's first check (docs/decisions/0158-a-form-s-schema-built-at-its-first-check.md)
const serviceValuesSchema = lazySchema(() =>
  z.object({
    /** '' until one is chosen */
    service: z.union([z.enum(SERVICE_KINDS), z.literal('')]),
    name: z.string(),
    pricingKind: z.enum(PRICING_KINDS),
    ...typedPriceFields(),
    stages: z.array(z.object({ text: z.string() })),
    timescale: z.string(),
    whoDoesTheWork: z.string(),
    description: z.string(),
  }),
);
const formValuesSchema = lazySchema(() =>
  z.object({
    services: z.array(serviceValuesSchema),
    insurer: z.string(),
    /** pounds as typed */
    cover: z.string(),
    complaints: z.string(),
  }),
);
export type ServicesFormValues = z.infer<typeof formValuesSchema>;
/** the messages on one service's fields */
export type ServiceErrors = NonNullable<FieldErrors<ServicesFormValues>['services']>[number];
export type ServiceValues = z.infer<typeof serviceValuesSchema>;
export type ServicesField = FieldPath<ServicesFormValues>;

export const NEW_SERVICE: ServiceValues = {
  service: '',
  name: '',
  pricingKind: 'fixed',
  amount: '',
  from: '',
  to: '',
  rate: '',
  vat: 'excluded',
  disbursements: [],
  stages: [],
  timescale: '',
  whoDoesTheWork: '',
  description: '',
};

const PRICE_PARTS: Record<string, AmountField | 'pricingKind'> = {
  amountPence: 'amount',
  fromPence: 'from',
  toPence: 'to',
  ratePence: 'rate',
};
const SAME_NAME = new Set(['service', 'name', 'vat', 'timescale', 'whoDoesTheWork', 'description']);

/** The form field of a path as the contract or the server names it ('services.2.pricing.toPence',
 * 'indemnityInsurance.coverPence'); null for one the form has no place for. */
export function formFieldOf(path: string): ServicesField | null {
  const [top = '', i, field = '', j, part] = path.split('.');
  if (top === 'complaints') return 'complaints';
  if (top === 'indemnityInsurance') return i === 'coverPence' ? 'cover' : 'insurer';
  if (top !== 'services') return null;
  if (i === undefined) return 'services';
  const at = `services.${i}`;
  if (field === 'pricing') return `${at}.${(j && PRICE_PARTS[j]) || 'pricingKind'}` as ServicesField;
  if (field === 'disbursements' || field === 'stages') {
    if (j === undefined) return `${at}.${field}` as ServicesField;
    const leaf = field === 'stages' ? 'text' : part === 'amountPence' ? 'amount' : 'name';
    return `${at}.${field}.${j}.${leaf}` as ServicesField;
  }
  return (SAME_NAME.has(field) ? `${at}.${field}` : `${at}.service`) as ServicesField;
}

export const servicesFormSchema = lazySchema(() =>
  formValuesSchema.transform((values, ctx): ServicesPut => {
    const at = new Set<string>();
    const issue = (path: string, message: string) => {
      if (at.has(path)) return; // the first message of a field is the one shown
      at.add(path);
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    };
    const draft = {
      services: values.services.map((s, i) => {
        if (s.service === '') issue(`services.${i}.service`, 'Choose a service.');
        const typed = typedPricing(s);
        if ('wrong' in typed) issue(`services.${i}.${typed.wrong}`, AMOUNT_WORDS);
        return {
          service: s.service,
          name: s.service === 'other' ? s.name : null,
          pricing: 'pricing' in typed ? typed.pricing : { kind: s.pricingKind },
          vat: s.vat,
          disbursements: s.disbursements.map((d, j) => {
            const amountPence = penceOf(d.amount);
            if (Number.isNaN(amountPence)) issue(`services.${i}.disbursements.${j}.amount`, AMOUNT_WORDS);
            return { name: d.name, amountPence };
          }),
          stages: s.stages.map((stage) => stage.text),
          timescale: s.timescale,
          whoDoesTheWork: s.whoDoesTheWork,
          description: s.description,
        };
      }),
      // none unless either is given; then both are needed
      indemnityInsurance:
        values.insurer.trim() || values.cover.trim()
          ? { insurer: values.insurer, coverPence: penceOf(values.cover) }
          : null,
      complaints: values.complaints.trim() || null,
    };
    if (draft.indemnityInsurance && Number.isNaN(draft.indemnityInsurance.coverPence))
      issue('cover', AMOUNT_WORDS);
    const checked = servicesPutSchema.safeParse(draft);
    if (!checked.success)
      for (const found of checked.error.issues) {
        const field = formFieldOf(found.path.join('.'));
        if (field) issue(field, found.message);
      }
    return at.size > 0 || !checked.success ? z.NEVER : checked.data;
  }),
);

/** The form's values for what is kept. */
export function formValuesOf(kept: LawyerServices): ServicesFormValues {
  return {
    services: kept.services.map((s) => ({
      service: s.service,
      name: s.name ?? '',
      ...pricingValues(s.pricing),
      vat: s.vat,
      disbursements: disbursementValues(s.disbursements),
      stages: s.stages.map((text) => ({ text })),
      timescale: s.timescale,
      whoDoesTheWork: s.whoDoesTheWork,
      description: s.description,
    })),
    insurer: kept.indemnityInsurance?.insurer ?? '',
    cover: kept.indemnityInsurance ? poundsOf(kept.indemnityInsurance.coverPence) : '',
    complaints: kept.complaints ?? '',
  };
}
