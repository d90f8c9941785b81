// The lexicon (keywords.ts) compiled for matching: every term as a run of stems, indexed by
// its first stem; a description's stems are scanned once and each term counts once.
import { CATEGORIES } from '../../../src/api/contract.ts';
import type { Category } from '../../../src/api/contract.ts';
import { LEXICON, OUTSIDE, OUTSIDE_TOPICS } from './keywords.ts';
import type { OutsideTopic } from './keywords.ts';
import { stem } from './reading.ts';
import { words } from './text.ts';

// the eight areas, then the kinds of problem outside them
type Area = Category | OutsideTopic;
const AREAS: readonly Area[] = [...CATEGORIES, ...OUTSIDE_TOPICS];

interface Term {
  id: number;
  text: string;
  stems: string[];
  area: number; // index in AREAS
  weight: number;
}

export interface LexiconIndex {
  byFirst: Map<string, Term[]>;
  vocabulary: Set<string>; // every word of every term, for the spelling corrector
}

export function compileLexicon(): LexiconIndex {
  const lexicons = [...CATEGORIES.map((c) => LEXICON[c]), ...OUTSIDE_TOPICS.map((t) => OUTSIDE[t])];
  const terms = new Map<string, Term>();
  const vocabulary = new Set<string>();
  lexicons.forEach((lexicon: Readonly<Record<string, number>>, area) => {
    for (const [text, weight] of Object.entries(lexicon)) {
      const termWords = words(text);
      for (const w of termWords) vocabulary.add(w);
      const termStems = termWords.map(stem);
      const key = `${area}:${termStems.join(' ')}`;
      // two spellings of one stem ("employer", "employment") count once, at the higher weight
      const known = terms.get(key);
      if (known && known.weight >= weight) continue;
      terms.set(key, { id: known?.id ?? terms.size, text, stems: termStems, area, weight });
    }
  });
  const byFirst = new Map<string, Term[]>();
  for (const term of terms.values()) {
    const first = term.stems[0] ?? '';
    byFirst.set(first, [...(byFirst.get(first) ?? []), term]);
  }
  return { byFirst, vocabulary };
}

export interface LexiconScores {
  scores: number[]; // by AREAS
  matched: Term[];
}

export function scoreLexicon(index: LexiconIndex, stems: readonly string[]): LexiconScores {
  const scores = AREAS.map(() => 0);
  const seen = new Set<number>();
  const matched: Term[] = [];
  stems.forEach((token, at) => {
    for (const term of index.byFirst.get(token) ?? []) {
      if (seen.has(term.id) || !term.stems.every((s, i) => stems[at + i] === s)) continue;
      // each term counts once: repeating a word should not outvote a clearer signal
      seen.add(term.id);
      matched.push(term);
      scores[term.area] = (scores[term.area] ?? 0) + term.weight;
    }
  });
  return { scores, matched };
}
