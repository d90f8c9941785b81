import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bayesModelSchema } from '../../../../server/rules/classifier/bayes.ts';
import { bestCategory, classify } from '../../../../server/rules/classifier/classify.ts';
import { corrector, editDistance } from '../../../../server/rules/classifier/spelling.ts';
import { words } from '../../../../server/rules/classifier/text.ts';
import { trainModel } from '../../../../server/rules/classifier/sets/training.ts';

describe('case classifier', () => {
  it.each([
    ['He got made redundant and stopped paying anything for our son.', 'Employment Law'],
    ['How can our company sponsor a developer from overseas?', 'Immigration Law'],
    ['want a devorce, my husband moved out', 'Family Law'],
    ['landlard kept my depposit', 'Property Law'],
    ['imigration lawyer for my wife', 'Immigration Law'],
    ['My neighbor built a fence on our land', 'Property Law'],
    ['The cops took me to the station and charged me', 'Criminal Law'],
    ['I was unfairly dismissed after 8 years', 'Employment Law'],
  ])('is sure that %j is %s, and says why', (text, category) => {
    const result = classify(text);
    expect(result).toMatchObject({ verdict: 'sure', category });
    expect(result.confidence).toBeGreaterThanOrEqual(0.5);
    expect(result.evidence.length).toBeGreaterThan(0);
    expect(result.candidates.map((c) => c.category)).not.toContain(category);
  });

  it.each([
    ['A legal problem with my company and my house', ['Corporate Law', 'Property Law']],
    ['My business partner is also my husband and we are splitting up', ['Family Law', 'Corporate Law']],
  ])('is unsure about %j and offers %j to pick from', (text, offered) => {
    const result = classify(text);
    expect(result.verdict).toBe('unsure');
    expect(result.category).toBeNull();
    expect(result.confidence).toBeLessThan(0.5);
    expect(result.candidates.map((c) => c.category)).toEqual(offered);
    expect(bestCategory(result)).toBe(offered[0]);
  });

  it.each([
    ['I want to make a will', 'wills-and-estates'],
    ['My father died and we need probate for his house', 'wills-and-estates'],
    ['The shop will not refund my faulty kettle', 'consumer'],
    ['Our flight was delayed 10 hours, can I get compensation?', 'consumer'],
    ['Universal Credit stopped my payments', 'money-and-benefits'],
    ['I got a parking ticket at the retail park', 'everyday'],
    ['The hairdresser next door is very noisy', 'everyday'],
    ['Hello, is anyone there?', null],
    ['asdf qwerty', null],
    ['', null],
  ])('finds that no area fits %j (%s)', (text, outside) => {
    const result = classify(text);
    expect(result).toMatchObject({ verdict: 'none', category: null, outside, confidence: 0 });
    expect(bestCategory(result)).toBeNull();
  });

  it('matches whole words and stems, not fragments', () => {
    expect(classify('I need a taxi to the airport').category).toBeNull();
    expect(classify('We divorced last year').category).toBe('Family Law');
    expect(classify('Divorcing after ten years').category).toBe('Family Law');
  });

  it('gives the same answer for the same text, whatever came before', () => {
    const text = 'My landlord kept my deposit and the agent ignores me';
    const first = classify(text);
    for (const other of ['I was arrested', 'HMRC wrote to me', 'devorce']) classify(other);
    expect(classify(text)).toEqual(first);
    expect(classify(`  ${text.toUpperCase()}!!  `)).toEqual(first);
  });

  it('reads only the first 5,000 characters of a very long text', () => {
    const long = `My landlord kept my deposit. ${'blah '.repeat(2000)} I was arrested.`;
    expect(classify(long).category).toBe('Property Law');
  });
});

describe('reading a description', () => {
  it('reads US spellings, apostrophes and hyphens the British way', () => {
    expect(words("My ex-husband's neighbor won't pay; he's naturalized")).toEqual([
      'my',
      'ex',
      'husband',
      'neighbour',
      'wont',
      'pay',
      'he',
      'naturalised',
    ]);
  });

  it('corrects misspelt words to the nearest lexicon word, never real words', () => {
    const fix = corrector(['divorce', 'landlord', 'immigration', 'fired', 'assessment']);
    expect(['devorce', 'landlard', 'imigration', 'assesment'].map(fix)).toEqual([
      'divorce',
      'landlord',
      'immigration',
      'assessment',
    ]);
    // real words and short words stay as they are
    expect(['tired', 'fried', 'please', 'vise'].map(fix)).toEqual(['tired', 'fried', 'please', 'vise']);
    expect(editDistance('recieve', 'receive', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('the model file', () => {
  it('is what the training script makes from the development sets today', () => {
    const file: unknown = JSON.parse(readFileSync('server/rules/classifier/classifier-model.json', 'utf8'));
    // out of date: run node_modules/.bin/tsx scripts/dev/train-classifier.ts
    expect(bayesModelSchema.parse(file)).toEqual(trainModel());
  });
});
