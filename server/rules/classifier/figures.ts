// The classifier's figures on a labelled set, for the tests and `npm run bench`
// (docs/decisions/0131-classifier-confidence-and-area-suggestion.md):
//   accuracy: the area the form offers first (bestCategory, or none) is the label;
//   per area: precision (of the descriptions given that area first, how many are of it) and
//     recall (of the descriptions of that area, how many are given it first);
//   close second: how often the form offers a second area (areaChoices), and how often that
//     second area is the right one where the first is not.
import { CATEGORIES } from '../../../src/api/contract.ts';
import type { Category } from '../../../src/api/contract.ts';
import { areaChoices } from './choices.ts';
import { bestCategory, classify } from './classify.ts';
import type { LabelledCase } from './sets/labelled-case.ts';

interface AreaFigures {
  area: Category | null;
  count: number;
  precision: number;
  recall: number;
}

interface Figures {
  total: number;
  accuracy: number;
  /** answers the classifier was sure of and right */
  sureRight: number;
  perArea: AreaFigures[];
  closeSecondRate: number;
  /** the second area offered was the label where the first was not */
  secondRescues: number;
}

export function figures(cases: readonly LabelledCase[]): Figures {
  const rows = cases.map(([label, text]) => {
    const result = classify(text);
    return { label, result, first: bestCategory(result), choices: areaChoices(result) };
  });
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  const perArea = [...CATEGORIES, null].map((area): AreaFigures => {
    const right = rows.filter((r) => r.label === area && r.first === area).length;
    const count = rows.filter((r) => r.label === area).length;
    return {
      area,
      count,
      precision: ratio(right, rows.filter((r) => r.first === area).length),
      recall: ratio(right, count),
    };
  });
  const seconds = rows.filter((r) => r.choices.length > 1);
  return {
    total: rows.length,
    accuracy: ratio(rows.filter((r) => r.first === r.label).length, rows.length),
    sureRight: rows.filter((r) => r.result.verdict === 'sure' && r.result.category === r.label).length,
    perArea,
    closeSecondRate: ratio(seconds.length, rows.length),
    secondRescues: seconds.filter((r) => r.first !== r.label && r.choices[1] === r.label).length,
  };
}
