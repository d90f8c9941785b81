// How the classifier reads a description: its words (text.ts), each misspelt word read as
// the nearest lexicon word (spelling.ts), and each word's stem, so that "divorced" and
// "divorcing" both read as "divorc". The lexicon and the model are read the same way.
import { stemmer } from 'stemmer';
import { corrector } from './spelling.ts';
import type { Corrector } from './spelling.ts';
import { words } from './text.ts';

const MAX_DESCRIPTION = 5000;

export interface Token {
  word: string;
  stem: string;
}

// Words the stemmer would fold into another word of a different area: "wills" into the verb
// "will", "probation" into "probate", "shared" into "shares", "fired" into "fire", "charged"
// into "charges", "planning" into "plan".
const UNSTEMMED = new Set([
  'wills',
  'probate',
  'probation',
  'shares',
  'shared',
  'fired',
  'charged',
  'planning',
]);
const stems = new Map<string, string>();

export function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = UNSTEMMED.has(word) ? word : stemmer(word);
    // bounded: the cache serves the common words, not every typo ever typed
    if (stems.size < 50_000) stems.set(word, s);
  }
  return s;
}

export function reader(vocabulary: Iterable<string>): (text: string) => Token[] {
  const fix: Corrector = corrector(vocabulary);
  return (text) =>
    words(text.slice(0, MAX_DESCRIPTION)).map((w) => {
      const word = fix(w);
      return { word, stem: stem(word) };
    });
}
