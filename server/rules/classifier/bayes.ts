// A naive Bayes model over word stems: a second opinion beside the lexicon, learnt from the
// labelled development descriptions by scripts/dev/train-classifier.ts (never from the held-out
// set). It knows the everyday words around a problem ("kids", "boss", "flat") that no one
// would list as legal terms. See docs/decisions/0060-classifier-lexicon-with-spelling-tolerance.md.
import { z } from 'zod';
import { CATEGORIES } from '../../../src/api/contract.ts';
import type { Category } from '../../../src/api/contract.ts';
import type { Token } from './reading.ts';

// the eight areas, then 'none of them'
const MODEL_LABELS = [...CATEGORIES, 'none'] as const;
const SMOOTHING = 0.5;

// words that say nothing about the area of law
// prettier-ignore
const STOP_WORDS = new Set([
  'a', 'an', 'the', 'i', 'me', 'my', 'we', 'our', 'you', 'your', 'he', 'she', 'it', 'they', 'them', 'his',
  'her', 'their', 'is', 'are', 'was', 'were', 'be', 'been', 'am', 'to', 'of', 'in', 'on', 'for', 'and', 'or',
  'but', 'at', 'by', 'with', 'from', 'that', 'this', 'what', 'how', 'can', 'do', 'does', 'did', 'have', 'has',
  'had', 'not', 'no', 'so', 'if', 'as', 'up', 'out', 'about', 'after', 'before', 'will', 'would', 'should',
  'could', 'just', 'now', 'still', 'any', 'all', 'some', 'who', 'which', 'when', 'there', 'here', 'get', 'got',
  'its', 'im', 'dont',
]);

export const bayesModelSchema = z.object({
  labels: z.array(z.string()),
  smoothing: z.number().positive(),
  totals: z.array(z.number().nonnegative()),
  // stem → how many descriptions of each label use it
  counts: z.record(z.string(), z.array(z.number().int().nonnegative())),
});
export type BayesModel = z.infer<typeof bayesModelSchema>;

export function features(tokens: readonly Token[]): string[] {
  return [
    ...new Set(tokens.filter((t) => !STOP_WORDS.has(t.word) && !/^\d+$/.test(t.word)).map((t) => t.stem)),
  ];
}

export function trainBayes(examples: Iterable<{ label: Category | null; features: string[] }>): BayesModel {
  const counts = new Map<string, number[]>();
  const totals = MODEL_LABELS.map(() => 0);
  for (const { label, features: used } of examples) {
    const at = label === null ? CATEGORIES.length : CATEGORIES.indexOf(label);
    for (const feature of used) {
      const row = counts.get(feature) ?? MODEL_LABELS.map(() => 0);
      row[at] = (row[at] ?? 0) + 1;
      counts.set(feature, row);
      totals[at] = (totals[at] ?? 0) + 1;
    }
  }
  // sorted, so that the file only changes where the training text does
  const sorted = [...counts].sort(([a], [b]) => (a < b ? -1 : 1));
  return { labels: [...MODEL_LABELS], smoothing: SMOOTHING, totals, counts: Object.fromEntries(sorted) };
}

export interface Bayes {
  counts: ReadonlyMap<string, readonly number[]>;
  logDenominators: number[];
  smoothing: number;
}

export function prepareBayes(model: BayesModel): Bayes {
  const counts = new Map(Object.entries(model.counts));
  const logDenominators = MODEL_LABELS.map((_, i) =>
    Math.log((model.totals[i] ?? 0) + model.smoothing * counts.size),
  );
  return { counts, logDenominators, smoothing: model.smoothing };
}

// Probability of each label (MODEL_LABELS order) given the stems; all zero when the model
// knows none of them, so that it gives no opinion rather than an even one.
export function probabilities(bayes: Bayes, used: readonly string[]): number[] {
  const known = used.map((f) => bayes.counts.get(f)).filter((row) => row !== undefined);
  if (known.length === 0) return MODEL_LABELS.map(() => 0);
  const logs = MODEL_LABELS.map((_, i) =>
    known.reduce(
      (sum, row) => sum + Math.log((row[i] ?? 0) + bayes.smoothing) - (bayes.logDenominators[i] ?? 0),
      0,
    ),
  );
  const best = Math.max(...logs);
  const exp = logs.map((l) => Math.exp(l - best));
  const total = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / total);
}
