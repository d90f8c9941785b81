// Which of the eight areas of law (spec §3) a client's case description is about, or that it
// is about none of them, or that the text does not say clearly enough. A weighted lexicon
// read with spelling tolerance and stemming: transparent, deterministic, and well under a
// millisecond for a description. See docs/decisions/0060-classifier-lexicon-with-spelling-tolerance.md
// and 0061-classifier-says-when-it-is-unsure.md.
import { stemmer } from 'stemmer';
import { CATEGORIES } from '../../src/api/contract.ts';
import type { Category } from '../../src/api/contract.ts';
import { LEXICON, OUTSIDE, OUTSIDE_TOPICS } from './keywords.ts';
import type { OutsideTopic } from './keywords.ts';
import { corrector } from './spelling.ts';
import type { Corrector } from './spelling.ts';
import { words } from './text.ts';

export const MAX_DESCRIPTION = 5000;
// Evidence below this points nowhere: no category, nothing to offer.
const MIN_EVIDENCE = 1.5;
// Sure only with at least this much evidence for the best area …
const SURE_SCORE = 3;
// … and this share of all the evidence found (best / (best + runner-up + outside + DAMPING)).
const SURE_SHARE = 0.5;
const DAMPING = 1;
// Areas offered when unsure: those with at least this fraction of the best score, up to three.
const OFFER_FRACTION = 0.5;
const MAX_CANDIDATES = 3;

export interface Candidate {
  category: Category;
  confidence: number;
}

interface Common {
  // 0–1: the best area's share of the evidence; 0 when nothing points anywhere
  confidence: number;
  // areas worth offering, best first (when sure: the runners-up)
  candidates: Candidate[];
  // the terms found for the best area, heaviest first, to explain the choice
  evidence: string[];
  scores: Record<Category, number>;
}

export type Classification = Common &
  (
    | { verdict: 'sure'; category: Category }
    | { verdict: 'unsure'; category: null }
    | { verdict: 'none'; category: null; outside: OutsideTopic | null }
  );

type Area = Category | OutsideTopic;
const AREAS: readonly Area[] = [...CATEGORIES, ...OUTSIDE_TOPICS];

interface Term {
  id: number;
  text: string;
  stems: string[];
  area: number;
  weight: number;
}

interface Compiled {
  byFirst: Map<string, Term[]>;
  fix: Corrector;
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

function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = UNSTEMMED.has(word) ? word : stemmer(word);
    if (stems.size < 50_000) stems.set(word, s);
  }
  return s;
}

let compiled: Compiled | undefined;

function compile(): Compiled {
  const lexicons: Readonly<Record<string, number>>[] = [
    ...CATEGORIES.map((c) => LEXICON[c]),
    ...OUTSIDE_TOPICS.map((t) => OUTSIDE[t]),
  ];
  const terms = new Map<string, Term>();
  const vocabulary = new Set<string>();
  lexicons.forEach((lexicon, area) => {
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
  return { byFirst, fix: corrector(vocabulary) };
}

// Loads the word list and builds the lexicon's index, so the first client does not wait.
export function warmClassifier(): number {
  compiled ??= compile();
  return compiled.byFirst.size;
}

function found(description: string): { scores: number[]; matched: Term[] } {
  compiled ??= compile();
  const { byFirst, fix } = compiled;
  const tokens = words(description.slice(0, MAX_DESCRIPTION)).map((w) => stem(fix(w)));
  const scores = AREAS.map(() => 0);
  const seen = new Set<number>();
  const matched: Term[] = [];
  tokens.forEach((token, at) => {
    for (const term of byFirst.get(token) ?? []) {
      if (seen.has(term.id) || !term.stems.every((s, i) => tokens[at + i] === s)) continue;
      // each term counts once: repeating a word should not outvote a clearer signal
      seen.add(term.id);
      matched.push(term);
      scores[term.area] = (scores[term.area] ?? 0) + term.weight;
    }
  });
  return { scores, matched };
}

export function classify(description: string): Classification {
  const { scores, matched } = found(description);
  const byCategory = Object.fromEntries(CATEGORIES.map((c, i) => [c, scores[i] ?? 0])) as Record<
    Category,
    number
  >;
  // a stable sort keeps the spec's order on a tie: deterministic
  const ranked = [...CATEGORIES].sort((a, b) => byCategory[b] - byCategory[a]);
  const outsideScores = OUTSIDE_TOPICS.map((_, i) => scores[CATEGORIES.length + i] ?? 0);
  const outside = outsideScores.reduce((sum, s) => sum + s, 0);
  const best = ranked[0] as Category;
  const top = byCategory[best];
  const second = byCategory[ranked[1] as Category];
  const total = top + second + outside + DAMPING;
  const candidates = ranked
    .filter((c) => byCategory[c] >= MIN_EVIDENCE && byCategory[c] >= OFFER_FRACTION * top)
    .slice(0, MAX_CANDIDATES)
    .map((category) => ({ category, confidence: round(byCategory[category] / total) }));
  const confidence = round(top / total);
  const bestArea = CATEGORIES.indexOf(best);
  const evidence = matched
    .filter((t) => t.area === bestArea)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 5)
    .map((t) => t.text);
  const common = { confidence, candidates, evidence, scores: byCategory };

  if (top < MIN_EVIDENCE || outside >= top) {
    const topicAt = outsideScores.indexOf(Math.max(...outsideScores));
    const topic = outside >= MIN_EVIDENCE ? (OUTSIDE_TOPICS[topicAt] ?? null) : null;
    return { ...common, verdict: 'none', category: null, outside: topic, confidence: 0, evidence: [] };
  }
  if (top < SURE_SCORE || confidence < SURE_SHARE) return { ...common, verdict: 'unsure', category: null };
  return { ...common, verdict: 'sure', category: best, candidates: candidates.slice(1) };
}

const round = (n: number) => Math.round(n * 100) / 100;
