// Accuracy of the classifier on a labelled set, for the tests' printed figures.
//   right:  sure of the labelled area, or 'none' for a case labelled null
//   guess:  the best area (or none) is the label, counting an unsure answer's first choice
//   unsure: asked the client to pick; wrong: a sure answer that is not the label
import type { Category } from '../../../../src/api/contract.ts';
import { bestCategory, classify } from '../../../../server/rules/classifier/classify.ts';
import type { Classification } from '../../../../server/rules/classifier/classify.ts';
import type { LabelledCase } from '../../../../server/rules/classifier/sets/labelled-case.ts';

interface Outcome {
  label: Category | null;
  text: string;
  result: Classification;
  right: boolean;
  guessRight: boolean;
}

export interface Measurement {
  total: number;
  right: number;
  guessRight: number;
  unsure: number;
  wrong: number;
  accuracy: number;
  guessAccuracy: number;
  outcomes: Outcome[];
}

export function measure(cases: readonly LabelledCase[]): Measurement {
  const outcomes = cases.map(([label, text]): Outcome => {
    const result = classify(text);
    const right = label === null ? result.verdict === 'none' : result.category === label;
    return { label, text, result, right, guessRight: bestCategory(result) === label };
  });
  const count = (keep: (o: Outcome) => boolean) => outcomes.filter(keep).length;
  const total = cases.length;
  const right = count((o) => o.right);
  const guessRight = count((o) => o.guessRight);
  return {
    total,
    right,
    guessRight,
    unsure: count((o) => o.result.verdict === 'unsure'),
    wrong: count((o) => !o.right && o.result.verdict !== 'unsure'),
    accuracy: right / total,
    guessAccuracy: guessRight / total,
    outcomes,
  };
}

const percent = (n: number) => `${(n * 100).toFixed(1)}%`;

export function summary(name: string, m: Measurement): string {
  return (
    `${name}: right ${percent(m.accuracy)} (${m.right}/${m.total}), best guess ${percent(m.guessAccuracy)}, ` +
    `unsure ${m.unsure}, sure but wrong ${m.wrong}`
  );
}

export function misses(m: Measurement): string {
  return m.outcomes
    .filter((o) => !o.right)
    .map((o) => {
      const got =
        o.result.category ?? `${o.result.verdict} [${o.result.candidates.map((c) => c.category).join(', ')}]`;
      return `\n  ${o.label ?? 'none'} → ${got}: ${o.text}`;
    })
    .join('');
}
