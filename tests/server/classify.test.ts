import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/api/contract.ts';
import { classify } from '../../server/match/classify.ts';
import { LABELLED_CASES } from './classifier-cases.ts';

describe('case classifier', () => {
  it('has a labelled set of at least 60 cases covering all eight categories', () => {
    expect(LABELLED_CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(LABELLED_CASES.map(([label]) => label))).toEqual(new Set(CATEGORIES));
  });

  it('classifies at least 90% of the labelled cases correctly', () => {
    const misses = LABELLED_CASES.filter(([label, text]) => classify(text).category !== label);
    const accuracy = (LABELLED_CASES.length - misses.length) / LABELLED_CASES.length;
    console.info(
      `classifier accuracy: ${(accuracy * 100).toFixed(1)}% (${LABELLED_CASES.length - misses.length}/${LABELLED_CASES.length})` +
        misses
          .map(([label, text]) => `\n  missed ${label}: ${text} → ${classify(text).category ?? 'none'}`)
          .join(''),
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('returns no category when nothing in the text points at one, and is deterministic', () => {
    expect(classify('Hello, is anyone there?').category).toBeNull();
    expect(classify('').category).toBeNull();
    const text = 'My landlord kept my deposit';
    expect(classify(text)).toEqual(classify(text));
  });

  it('matches whole words and word starts, not fragments', () => {
    expect(classify('I need a taxi to the airport').category).toBeNull();
    expect(classify('We divorced last year').category).toBe('Family Law');
  });
});
