// The colloquial held-out set: written before the classifier was changed for it, never tuned
// on; the area the form offers first must be right at least 95% of the time. Only figures are
// printed (printing the misses would invite tuning on them).
// See docs/decisions/0131-classifier-confidence-and-area-suggestion.md.
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../../src/api/contract.ts';
import { COLLOQUIAL_HELD_OUT } from '../../../../server/rules/classifier/sets/colloquial-held-out.ts';
import { TRAINING_CASES } from '../../../../server/rules/classifier/sets/training.ts';
import { HELD_OUT_CASES } from '../../../../server/rules/classifier/sets/held-out-cases.ts';
import { figures } from '../../../../server/rules/classifier/figures.ts';

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

describe('the colloquial held-out set', () => {
  it('has at least 200 descriptions, 20 for each area, and some that fit none', () => {
    expect(COLLOQUIAL_HELD_OUT.length).toBeGreaterThanOrEqual(200);
    for (const area of CATEGORIES)
      expect(COLLOQUIAL_HELD_OUT.filter(([label]) => label === area).length, area).toBeGreaterThanOrEqual(20);
    expect(COLLOQUIAL_HELD_OUT.filter(([label]) => label === null).length).toBeGreaterThan(0);
  });

  it('is kept apart: none of its texts is trained on or in the other held-out set', () => {
    const seen = new Set([...TRAINING_CASES, ...HELD_OUT_CASES].map(([, text]) => normalise(text)));
    expect(COLLOQUIAL_HELD_OUT.filter(([, text]) => seen.has(normalise(text)))).toEqual([]);
  });

  it('offers the right area first at least 95% of the time', () => {
    const f = figures(COLLOQUIAL_HELD_OUT);
    console.info(`colloquial held-out set: accuracy ${(f.accuracy * 100).toFixed(1)}% of ${f.total}`);
    expect(f.accuracy).toBeGreaterThanOrEqual(0.95);
  });
});
