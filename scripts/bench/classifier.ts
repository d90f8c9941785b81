// Benchmark of the classifier and the place look-ups (not a test: it reports). Measures,
// in one fresh process: loading the classifier (word list, lexicon, model) and the UK places,
// as the server does at start; the classifier's figures on the colloquial held-out set
// (accuracy, per-area precision and recall, the close-second rate;
// docs/decisions/0131-classifier-confidence-and-area-suggestion.md); then classify() over every
// labelled description, and suggestPlaces() for each keystroke of typical place names.
// `npm run bench` (scripts/bench/all.ts) prints the figures and adds the rows to its table.
import { classify, warmClassifier } from '../../server/rules/classifier/classify.ts';
import { figures } from '../../server/rules/classifier/figures.ts';
import { findPlace, warmPlaces } from '../../server/rules/places/geo.ts';
import { suggestPlaces } from '../../server/rules/places/place-suggest.ts';
import { TRAINING_CASES } from '../../server/rules/classifier/sets/training.ts';
import { HELD_OUT_CASES } from '../../server/rules/classifier/sets/held-out-cases.ts';
import { COLLOQUIAL_HELD_OUT } from '../../server/rules/classifier/sets/colloquial-held-out.ts';
import type { BudgetRow } from './bundle-budget.ts';
import { count, isMain, options } from '../lib/processes.ts';

const ACCURACY_GOAL = 0.95;
const CLASSIFY_GOAL_US = 1000;

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

interface Timing {
  mean: number;
  p50: number;
  p99: number;
  max: number;
}

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return { mean, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
}

const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
const percent = (n: number) => `${(n * 100).toFixed(1)}%`;

function row(name: string, t: Timing): string {
  return `${name.padEnd(34)} mean ${us(t.mean)}, p50 ${us(t.p50)}, p99 ${us(t.p99)}, max ${us(t.max)}`;
}

/** Prints the held-out figures and the timings; the two rows for `npm run bench`'s table. */
export function benchClassifier(rounds = 20): BudgetRow[] {
  const warmClassifierMs = time(() => warmClassifier());
  const warmPlacesMs = time(() => warmPlaces());
  console.info(
    `load at start: classifier ${warmClassifierMs.toFixed(0)} ms, UK places ${warmPlacesMs.toFixed(0)} ms`,
  );

  const f = figures(COLLOQUIAL_HELD_OUT);
  console.info(
    `colloquial held-out set (${f.total} descriptions, never tuned on): accuracy ${percent(f.accuracy)}, ` +
      `sure and right ${f.sureRight}; close second offered ${percent(f.closeSecondRate)}, ` +
      `the second right where the first is not ${f.secondRescues}`,
  );
  for (const a of f.perArea)
    console.info(
      `  ${(a.area ?? 'none of the eight').padEnd(18)} n ${String(a.count).padStart(3)}  precision ${percent(a.precision).padStart(6)}  recall ${percent(a.recall).padStart(6)}`,
    );

  const texts = [...TRAINING_CASES, ...HELD_OUT_CASES, ...COLLOQUIAL_HELD_OUT].map(([, text]) => text);
  const perText: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const text of texts) perText.push(time(() => classify(text)));
  }
  const classifyTiming = timing(perText);
  console.info(row(`classify (${texts.length} texts × ${rounds})`, classifyTiming));

  const names = ['Manchester', 'Newcastle upon Tyne', 'St Albans', 'Belfast', 'Llandudno', 'Manchster'];
  const perKey: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const name of names)
      for (let i = 1; i <= name.length; i += 1) perKey.push(time(() => suggestPlaces(name.slice(0, i))));
  }
  console.info(row('suggestPlaces (per keystroke)', timing(perKey)));
  const perFind = names.flatMap((name) =>
    Array.from({ length: rounds * 10 }, () => time(() => findPlace(name))),
  );
  console.info(row('findPlace', timing(perFind)));

  return [
    {
      metric: 'Classifier accuracy (colloquial held-out set)',
      budget: `≥ ${percent(ACCURACY_GOAL)}`,
      measured: percent(f.accuracy),
      gates: false,
      ok: f.accuracy >= ACCURACY_GOAL,
      detail: `close second ${percent(f.closeSecondRate)}; per area in the lines above`,
    },
    {
      metric: 'Classifier time per description',
      budget: `p99 ≤ ${CLASSIFY_GOAL_US} µs`,
      measured: `mean ${us(classifyTiming.mean)}, p99 ${us(classifyTiming.p99)}`,
      gates: false,
      ok: classifyTiming.p99 * 1000 <= CLASSIFY_GOAL_US,
    },
  ];
}

if (isMain(import.meta.url)) {
  benchClassifier(count(options('[--rounds 20]', { rounds: { type: 'string' } }).rounds, 20));
}
