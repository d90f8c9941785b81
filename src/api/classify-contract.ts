// POST /api/cases/classify/: the area of law a description sounds like, asked by the case form
// while the client writes (this product's addition; a backend without it answers 404 and the
// form stays the spec's; docs/decisions/0131-classifier-confidence-and-area-suggestion.md).
// The answer is the classifier's reading (docs/decisions/0061-classifier-says-when-it-is-unsure.md)
// with the areas the form offers.
import { z } from 'zod';
import { CASE_DESCRIPTION_MAX, CASE_TITLE_MAX } from './cases-contract.ts';
import { categorySchema, text } from './contract.ts';
import { lazySchema } from './lazy-schema.ts';

export const classifyRequestSchema = lazySchema(() =>
  z.strictObject({
    /** the case's title so far: read with the description, as keeping the case reads them */
    title: text(CASE_TITLE_MAX).optional(),
    description: text(CASE_DESCRIPTION_MAX).min(1, 'Describe the problem first.'),
  }),
);
export type ClassifyRequest = z.infer<typeof classifyRequestSchema>;

export const classificationSchema = lazySchema(() =>
  z.object({
    /** sure: posting without an area files it under `category`; unsure: posting asks the client
     * to choose; none: no area of law fits */
    verdict: z.enum(['sure', 'unsure', 'none']),
    category: categorySchema.nullable(),
    /** 0–1: the best area's share of the evidence */
    confidence: z.number().min(0).max(1),
    candidates: z.array(z.object({ category: categorySchema, confidence: z.number().min(0).max(1) })),
    /** the areas to offer: the best, and the second when it is close; none when no area fits */
    choices: z.array(categorySchema).max(2),
    /** the words that pointed to the best area */
    evidence: z.array(z.string()),
    /** with 'none': what kind of problem it seems to be (wills, consumer …), null when unclear */
    outside: z.string().nullable().optional(),
  }),
);
export type Classification = z.infer<typeof classificationSchema>;
