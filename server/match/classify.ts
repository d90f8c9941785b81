// Keyword/phrase-weighted classifier: which of the eight categories (spec §3) a client's
// case description is about. Transparent and instant, and good enough for short texts.
import { CATEGORIES } from '../../src/api/contract.ts';
import type { Category } from '../../src/api/contract.ts';
import { LEXICON } from './keywords.ts';

interface Term {
  needle: string;
  prefix: boolean;
  weight: number;
}

// Lower-case words separated by single spaces, padded so " word " matches whole words.
export function normalise(text: string): string {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return ` ${words.join(' ')} `;
}

const TERMS: ReadonlyArray<readonly [Category, Term[]]> = CATEGORIES.map((category) => {
  const terms = Object.entries(LEXICON[category]).map(([term, weight]) => {
    const prefix = term.endsWith('*');
    const words = normalise(prefix ? term.slice(0, -1) : term).trimEnd();
    return { needle: prefix ? words : `${words} `, prefix, weight };
  });
  return [category, terms] as const;
});

export interface Classification {
  category: Category | null;
  scores: Record<Category, number>;
}

export function classify(description: string): Classification {
  const text = normalise(description.slice(0, 5000));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  for (const [category, terms] of TERMS) {
    let score = 0;
    // each term counts once: repeating a word should not outvote a clearer signal
    for (const term of terms) if (text.includes(term.needle)) score += term.weight;
    scores[category] = score;
  }
  let best: Category | null = null;
  let bestScore = 0;
  // strict ">" keeps the first category in spec order on a tie: deterministic
  for (const category of CATEGORIES) {
    if (scores[category] > bestScore) {
      best = category;
      bestScore = scores[category];
    }
  }
  return { category: best, scores };
}
