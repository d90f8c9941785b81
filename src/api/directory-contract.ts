// The wire contract of the directory of lawyers (docs/directory.md): GET /api/lawyers/, public,
// searches the verified, available lawyers by name, area of law, place, service and price, sorted
// as asked, 20 a page. An extension: a backend without it answers 404
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md, docs/decisions/0127-directory-call.md).
import { z } from 'zod';
import { categorySchema, matchedLawyerSchema, pageNumberSchema, pageOf } from './contract.ts';
import { SERVICE_KINDS } from './service-kinds.ts';
import { text } from './text-fields.ts';
import { lazySchema } from './lazy-schema.ts';

export const DIRECTORY_SORTS = ['relevance', 'distance', 'rating', 'price', 'response'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** The page's 10, 25 and 50 miles, in whole kilometres; any whole number from 1 to 200 is taken. */
export const WITHIN_KM_CHOICES = [16, 40, 80] as const;
export const WITHIN_KM_MIN = 1;
export const WITHIN_KM_MAX = 200;
/** `near` without `withinKm`: 25 miles */
export const WITHIN_KM_DEFAULT = 40;
/** the most a price ceiling can be: the most a fee can be (£1,000,000) */
const MAX_PRICE_PENCE = 100_000_000;
export const DIRECTORY_PAGE_SIZE = 20;

const choice = (choices: readonly string[]) => ({
  error: `Choose one of: ${choices.join(', ')}.`,
});
const whole = (min: number, max: number, words: string) =>
  z.coerce.number({ error: words }).pipe(z.int({ error: words }).min(min, words).max(max, words));

const DISTANCE_NEEDS_PLACE = 'Sorting by distance needs a place: give near.';
const WITHIN_NEEDS_PLACE = 'A distance needs a place: give near.';

/** GET /api/lawyers/?q=&area=&near=&withinKm=&service=&maxPricePence=&sort=&page= (empty values are left out). */
export const directoryQuerySchema = lazySchema(() =>
  z
    .strictObject({
      /** a name or part of one, matched as text anywhere in the lawyer's name, any case */
      q: text(100).optional(),
      area: z.enum(categorySchema.options, choice(categorySchema.options)).optional(),
      /** a UK place name; one the API does not know is a 400 on `near` */
      near: text(100).optional(),
      withinKm: whole(
        WITHIN_KM_MIN,
        WITHIN_KM_MAX,
        `Enter a whole number of kilometres from ${WITHIN_KM_MIN} to ${WITHIN_KM_MAX}.`,
      ).optional(),
      service: z.enum(SERVICE_KINDS, choice(SERVICE_KINDS)).optional(),
      /** the most the service shown may cost in all, with VAT and disbursements, in pence */
      maxPricePence: whole(
        0,
        MAX_PRICE_PENCE,
        `Enter a whole number of pence from 0 to ${MAX_PRICE_PENCE}.`,
      ).optional(),
      sort: z.enum(DIRECTORY_SORTS, choice(DIRECTORY_SORTS)).default('relevance'),
      page: pageNumberSchema,
    })
    .superRefine((query, ctx) => {
      if (query.sort === 'distance' && !query.near)
        ctx.addIssue({ code: 'custom', path: ['sort'], message: DISTANCE_NEEDS_PLACE });
      if (query.withinKm !== undefined && !query.near)
        ctx.addIssue({ code: 'custom', path: ['withinKm'], message: WITHIN_NEEDS_PLACE });
    }),
);
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/**
 * A lawyer in the directory: the card's fields, with `services` the lawyer's services the one that
 * fits the search first (the one named by `service`, else their first of `area`, else their
 * first), `distance` and `distanceKm` from `near` when given, and `responseTimeHours`.
 */
export const directoryLawyerSchema = lazySchema(() =>
  matchedLawyerSchema.omit({ matchScore: true }).extend({
    /** kilometres from `near`, to one decimal; absent without `near` */
    distanceKm: z.number().min(0).nullish(),
  }),
);
export type DirectoryLawyer = z.infer<typeof directoryLawyerSchema>;

export const directoryPageSchema = lazySchema(() => pageOf(directoryLawyerSchema));
export type DirectoryPage = z.infer<typeof directoryPageSchema>;
