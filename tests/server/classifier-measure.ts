// Accuracy of the classifier on a labelled set, for the tests' printed figures.
import type { Category } from '../../src/api/contract.ts';
import { classify } from '../../server/match/classify.ts';

// null: none of the eight areas fits (the client is pointed elsewhere)
export type LabelledCase = readonly [Category | null, string];

export interface Measurement {
  total: number;
  right: number;
  accuracy: number;
  misses: { label: Category | null; text: string; got: Category | null }[];
}

export function measure(cases: readonly LabelledCase[]): Measurement {
  const misses = cases
    .map(([label, text]) => ({ label, text, got: classify(text).category }))
    .filter(({ label, got }) => label !== got);
  const right = cases.length - misses.length;
  return { total: cases.length, right, accuracy: right / cases.length, misses };
}
