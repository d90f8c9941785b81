// Which of the eight areas of law (spec §3) a client's case description is about, that it is
// about none of them, or that it does not say clearly enough and the client should pick.
// Two opinions are added up: a weighted lexicon of UK legal words and phrases (keywords.ts),
// and a naive Bayes model of everyday words (bayes.ts); both read the text with spelling
// tolerance and stemming (reading.ts). Deterministic, and well under a millisecond.
// See docs/decisions/0060-classifier-lexicon-with-spelling-tolerance.md and
// docs/decisions/0061-classifier-says-when-it-is-unsure.md.
import { readFileSync } from 'node:fs';
import { CATEGORIES } from '../../../src/api/contract.ts';
import type { Category } from '../../../src/api/contract.ts';
import { bayesModelSchema, features, prepareBayes, probabilities } from './bayes.ts';
import type { Bayes } from './bayes.ts';
import { OUTSIDE_TOPICS } from './keywords.ts';
import type { OutsideTopic } from './keywords.ts';
import { compileLexicon, scoreLexicon } from './lexicon-index.ts';
import type { LexiconIndex } from './lexicon-index.ts';
import { reader } from './reading.ts';
import type { Token } from './reading.ts';

// The model's probabilities are worth up to this many lexicon points.
const MODEL_WEIGHT = 5;
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

interface Candidate {
  category: Category;
  confidence: number;
}

interface Common {
  // 0–1: the best area's share of the evidence; 0 when nothing fits
  confidence: number;
  // areas worth offering, best first; when sure, the runners-up
  candidates: Candidate[];
  // the lexicon's terms found for the best area, heaviest first: why it was chosen
  evidence: string[];
}

export type Classification = Common &
  (
    | { verdict: 'sure'; category: Category }
    | { verdict: 'unsure'; category: null }
    | { verdict: 'none'; category: null; outside: OutsideTopic | null }
  );

interface Reader {
  lexicon: LexiconIndex;
  read: (text: string) => Token[];
}

let compiled: Reader | undefined;
let model: Bayes | undefined;

function compile(): Reader {
  const lexicon = compileLexicon();
  return { lexicon, read: reader(lexicon.vocabulary) };
}

// The description as the classifier reads it; the model is trained on the same reading.
export function readDescription(text: string): Token[] {
  compiled ??= compile();
  return compiled.read(text);
}

function loadModel(): Bayes {
  const json: unknown = JSON.parse(readFileSync(new URL('./classifier-model.json', import.meta.url), 'utf8'));
  return prepareBayes(bayesModelSchema.parse(json));
}

// Loads the word list, the lexicon and the model, so that the first client does not wait.
export function warmClassifier(): void {
  compiled ??= compile();
  model ??= loadModel();
}

export function classify(description: string): Classification {
  compiled ??= compile();
  model ??= loadModel();
  const tokens = compiled.read(description);
  const { scores, matched } = scoreLexicon(
    compiled.lexicon,
    tokens.map((t) => t.stem),
  );
  const opinion = probabilities(model, features(tokens));
  const byCategory = new Map(
    CATEGORIES.map((c, i) => [c, (scores[i] ?? 0) + MODEL_WEIGHT * (opinion[i] ?? 0)]),
  );
  const score = (c: Category) => byCategory.get(c) ?? 0;
  const outsideScores = OUTSIDE_TOPICS.map((_, i) => scores[CATEGORIES.length + i] ?? 0);
  const outside = outsideScores.reduce((a, b) => a + b, 0) + MODEL_WEIGHT * (opinion[CATEGORIES.length] ?? 0);
  // a stable sort keeps the spec's order on a tie: deterministic
  const ranked = [...CATEGORIES].sort((a, b) => score(b) - score(a));
  const best = ranked[0] as Category;
  const top = score(best);
  const total = top + score(ranked[1] as Category) + outside + DAMPING;
  const candidates = ranked
    .filter((c) => score(c) >= MIN_EVIDENCE && score(c) >= OFFER_FRACTION * top)
    .slice(0, MAX_CANDIDATES)
    .map((category) => ({ category, confidence: round(score(category) / total) }));
  const confidence = round(top / total);
  const bestArea = CATEGORIES.indexOf(best);
  const evidence = matched
    .filter((t) => t.area === bestArea)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 5)
    .map((t) => t.text);

  if (top < MIN_EVIDENCE || outside >= top) {
    const topicAt = outsideScores.indexOf(Math.max(...outsideScores));
    const topic = Math.max(...outsideScores) > 0 ? (OUTSIDE_TOPICS[topicAt] ?? null) : null;
    return { verdict: 'none', category: null, outside: topic, confidence: 0, candidates, evidence: [] };
  }
  if (top < SURE_SCORE || confidence < SURE_SHARE) {
    return { verdict: 'unsure', category: null, confidence, candidates, evidence };
  }
  return { verdict: 'sure', category: best, confidence, candidates: candidates.slice(1), evidence };
}

// The area to use where the client cannot be asked, as in the spec's match call (spec §7 sends
// only the place and the description): the sure category, else an unsure answer's first choice.
export function bestCategory(result: Classification): Category | null {
  return result.category ?? (result.verdict === 'unsure' ? (result.candidates[0]?.category ?? null) : null);
}

const round = (n: number) => Math.round(n * 100) / 100;
