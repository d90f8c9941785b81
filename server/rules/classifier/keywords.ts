// The classifier's lexicon: words and phrases people use when they describe a legal problem
// in the UK, weighted by how strongly each points at one area. A term matches the words of
// a description after both are reduced to their stems ("divorced" and "divorcing" match
// "divorce"), and a phrase matches its words in order. Strong, unambiguous terms weigh 3–5;
// words shared between areas ("court", "contract", "son") weigh 1 or less.
// OUTSIDE holds what none of the eight areas covers (consumer, wills, benefits …), so that
// such a case is told where to go instead of being matched to the nearest area.
import type { Category } from '../../../src/api/contract.ts';
import { CORPORATE } from './lexicon/corporate.ts';
import { CRIMINAL } from './lexicon/criminal.ts';
import { EMPLOYMENT } from './lexicon/employment.ts';
import { FAMILY } from './lexicon/family.ts';
import { IMMIGRATION } from './lexicon/immigration.ts';
import { INJURY } from './lexicon/injury.ts';
import { OUTSIDE } from './lexicon/outside.ts';
import { PROPERTY } from './lexicon/property.ts';
import { TAX } from './lexicon/tax.ts';

export type Lexicon = Record<Category, Readonly<Record<string, number>>>;

export const LEXICON: Lexicon = {
  'Family Law': FAMILY,
  'Criminal Law': CRIMINAL,
  'Corporate Law': CORPORATE,
  'Immigration Law': IMMIGRATION,
  'Property Law': PROPERTY,
  'Employment Law': EMPLOYMENT,
  'Personal Injury': INJURY,
  'Tax Law': TAX,
};

export type OutsideTopic = keyof typeof OUTSIDE;
export const OUTSIDE_TOPICS = Object.keys(OUTSIDE) as OutsideTopic[];
export { OUTSIDE };
