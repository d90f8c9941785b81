// Benchmark of the classifier and the place look-ups (not a test: it reports). Measures,
// in one fresh process: loading the classifier (word list, lexicon, model) and the UK places,
// as the server does at start; then classify() over every labelled description, and
// suggestPlaces() for each keystroke of typical place names.
import { classify, warmClassifier } from '../../server/rules/classifier/classify.ts';
import { findPlace, warmPlaces } from '../../server/rules/places/geo.ts';
import { suggestPlaces } from '../../server/rules/places/place-suggest.ts';
import { TRAINING_CASES } from '../../server/rules/classifier/sets/training.ts';
import { HELD_OUT_CASES } from '../../server/rules/classifier/sets/held-out-cases.ts';
import { count, options } from '../lib/processes.ts';

const ROUNDS = count(options('[--rounds 20]', { rounds: { type: 'string' } }).rounds, 20);

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

function row(name: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
  return `${name.padEnd(34)} mean ${us(mean)}, p50 ${us(percentile(sorted, 0.5))}, p99 ${us(percentile(sorted, 0.99))}, max ${us(sorted.at(-1) ?? 0)}`;
}

const warmClassifierMs = time(() => warmClassifier());
const warmPlacesMs = time(() => warmPlaces());
console.info(
  `load at start: classifier ${warmClassifierMs.toFixed(0)} ms, UK places ${warmPlacesMs.toFixed(0)} ms`,
);

const texts = [...TRAINING_CASES, ...HELD_OUT_CASES].map(([, text]) => text);
const perText: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const text of texts) perText.push(time(() => classify(text)));
}
console.info(row(`classify (${texts.length} texts × ${ROUNDS})`, perText));

const names = ['Manchester', 'Newcastle upon Tyne', 'St Albans', 'Belfast', 'Llandudno', 'Manchster'];
const perKey: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const name of names)
    for (let i = 1; i <= name.length; i += 1) perKey.push(time(() => suggestPlaces(name.slice(0, i))));
}
console.info(row('suggestPlaces (per keystroke)', perKey));
const perFind = names.flatMap((name) =>
  Array.from({ length: ROUNDS * 10 }, () => time(() => findPlace(name))),
);
console.info(row('findPlace', perFind));
