// What the classifier's model learns from: the old labelled set and the development
// batches. Never the held-out set (held-out-cases.ts), which only measures.
import type { BayesModel } from '../bayes.ts';
import { features, trainBayes } from '../bayes.ts';
import { readDescription } from '../classify.ts';
import { LABELLED_CASES } from './clean-cases.ts';
import { DEV_CASES } from './dev-cases.ts';
import { DEV_CASES_2 } from './dev-cases-2.ts';
import { DEV_CASES_3 } from './dev-cases-3.ts';
import { DEV_CASES_4 } from './dev-cases-4.ts';
import { DEV_CASES_5 } from './dev-cases-5.ts';
import type { LabelledCase } from './labelled-case.ts';

export const TRAINING_CASES: readonly LabelledCase[] = [
  ...LABELLED_CASES,
  ...DEV_CASES,
  ...DEV_CASES_2,
  ...DEV_CASES_3,
  ...DEV_CASES_4,
  ...DEV_CASES_5,
];

export function trainModel(): BayesModel {
  return trainBayes(
    TRAINING_CASES.map(([label, text]) => ({ label, features: features(readDescription(text)) })),
  );
}
