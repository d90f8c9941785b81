// The wire contract of a lawyer's services and prices (docs/services-and-prices.md): what the SRA's
// Transparency Rules ask a firm to publish for each service (the price and its basis, VAT, the
// disbursements, the key stages, the timescale, who does the work), the firm's indemnity insurance
// and its complaints procedure. GET and PUT /api/lawyers/me/services/ keep them; the public profile
// and the lawyer cards carry them. Every field is an extension: a backend without them sends none,
// and the SPA shows what it showed before (docs/decisions/0123-services-and-prices.md). Shared by
// the SPA and the local API like contract.ts; it takes nothing from contract.ts, which imports it.
import { z } from 'zod';
import { SERVICE_KINDS, VAT_BASES } from './service-kinds.ts';
import { requiredText, text } from './text-fields.ts';
import { lazySchema } from './lazy-schema.ts';

export const SERVICES_MAX = 20;
const SERVICE_NAME_MAX = 100;
export const DISBURSEMENTS_MAX = 10;
export const STAGES_MAX = 10;
const STAGE_MAX = 200;
export const TIMESCALE_MAX = 200;
const WHO_MAX = 500;
export const DESCRIPTION_MAX = 1000;
const INSURER_MAX = 100;
const COMPLAINTS_MAX = 2000;
/** a fee, either end of a range, or a disbursement: at most £1,000,000 */
const AMOUNT_MAX_PENCE = 100_000_000;
/** an hourly rate: at most £5,000 */
const RATE_MAX_PENCE = 500_000;
/** an insurance's cover: at most £1,000,000,000 */
const COVER_MAX_PENCE = 100_000_000_000;

const serviceKindSchema = lazySchema(() => z.enum(SERVICE_KINDS));
export const vatSchema = lazySchema(() => z.enum(VAT_BASES));

const pence = (max: number) =>
  z
    .int({ error: 'A valid integer is required.' })
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(max, `Ensure this value is less than or equal to ${max}.`);

const RANGE_WORDS = 'The top of the range must be at least its bottom.';
const PRICING_WORDS = 'Choose a fixed fee, a range or an hourly rate.';

/** The price and its basis; `strict` for a request (an unknown field is refused), not for an answer. */
function pricingOf(strict: boolean) {
  const object = strict ? z.strictObject : z.object;
  return z.discriminatedUnion(
    'kind',
    [
      object({ kind: z.literal('fixed'), amountPence: pence(AMOUNT_MAX_PENCE) }),
      object({
        kind: z.literal('range'),
        fromPence: pence(AMOUNT_MAX_PENCE),
        toPence: pence(AMOUNT_MAX_PENCE),
      }).refine((r) => r.toPence >= r.fromPence, { path: ['toPence'], message: RANGE_WORDS }),
      object({ kind: z.literal('hourly'), ratePence: pence(RATE_MAX_PENCE) }),
    ],
    { error: PRICING_WORDS },
  );
}
export const pricingSchema = lazySchema(() => pricingOf(false));
/** a price as a request sends it: an unknown field is refused */
export const pricingInSchema = lazySchema(() => pricingOf(true));
export type Pricing = z.infer<typeof pricingSchema>;
export type Vat = z.infer<typeof vatSchema>;

export const disbursementIn = lazySchema(() =>
  z.strictObject({
    name: requiredText(SERVICE_NAME_MAX),
    amountPence: pence(AMOUNT_MAX_PENCE),
  }),
);
export const maxItems = (n: number) => `Ensure this field has no more than ${n} elements.`;

/** One service as the lawyer sends it; `name` names an 'other' service and is required for one. */
const serviceInSchema = lazySchema(() =>
  z
    .strictObject({
      service: serviceKindSchema,
      name: text(SERVICE_NAME_MAX).nullish(),
      pricing: pricingOf(true),
      vat: vatSchema,
      disbursements: z.array(disbursementIn).max(DISBURSEMENTS_MAX, maxItems(DISBURSEMENTS_MAX)).default([]),
      stages: z.array(requiredText(STAGE_MAX)).max(STAGES_MAX, maxItems(STAGES_MAX)).default([]),
      timescale: text(TIMESCALE_MAX).default(''),
      whoDoesTheWork: text(WHO_MAX).default(''),
      description: text(DESCRIPTION_MAX).default(''),
    })
    .refine((s) => s.service !== 'other' || Boolean(s.name), {
      path: ['name'],
      message: 'Name the service.',
    }),
);

const insuranceFields = () => ({
  insurer: requiredText(INSURER_MAX),
  coverPence: z
    .int({ error: 'A valid integer is required.' })
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(COVER_MAX_PENCE, `Ensure this value is less than or equal to ${COVER_MAX_PENCE}.`),
});

// PUT /api/lawyers/me/services/: the whole list (it replaces the one kept), the insurance and the
// complaints procedure, all at once; what is left out is kept as none
export const servicesPutSchema = lazySchema(() =>
  z.strictObject({
    services: z
      .array(serviceInSchema)
      .max(SERVICES_MAX, `A lawyer can list at most ${SERVICES_MAX} services.`),
    indemnityInsurance: z.strictObject(insuranceFields()).nullable().default(null),
    /** the firm's complaints procedure: a link to it, or its words; blank is none */
    complaints: text(COMPLAINTS_MAX).nullable().default(null),
  }),
);
export type ServicesPut = z.infer<typeof servicesPutSchema>;

/** A service as kept and shown: an 'other' service by its own name, the rest by the SRA's (null). */
export const serviceSchema = lazySchema(() =>
  z.object({
    service: serviceKindSchema,
    name: z.string().nullable(),
    pricing: pricingSchema,
    vat: vatSchema,
    disbursements: z.array(z.object({ name: z.string(), amountPence: z.int().min(0) })),
    stages: z.array(z.string()),
    timescale: z.string(),
    whoDoesTheWork: z.string(),
    description: z.string(),
  }),
);
export type Service = z.infer<typeof serviceSchema>;

export const indemnityInsuranceSchema = lazySchema(() =>
  z.object({ insurer: z.string(), coverPence: z.int().min(1) }),
);
export type IndemnityInsurance = z.infer<typeof indemnityInsuranceSchema>;

// GET and the answer of PUT /api/lawyers/me/services/
export const lawyerServicesSchema = lazySchema(() =>
  z.object({
    services: z.array(serviceSchema),
    indemnityInsurance: indemnityInsuranceSchema.nullable(),
    complaints: z.string().nullable(),
  }),
);
export type LawyerServices = z.infer<typeof lawyerServicesSchema>;

/** What a lawyer's card shows of a service: its name and its price, all the total needs. */
export const serviceSummarySchema = lazySchema(() =>
  serviceSchema.pick({
    service: true,
    name: true,
    pricing: true,
    vat: true,
    disbursements: true,
  }),
);
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;

/** What the public profile (GET /api/lawyers/{id}/) adds; absent from a backend without them. */
export const publicServiceFields = () => ({
  services: z.array(serviceSchema).optional(),
  indemnityInsurance: indemnityInsuranceSchema.nullish(),
  /** the firm's procedure, a link or words; beside it the SPA always names the Legal Ombudsman */
  complaints: z.string().nullish(),
});
