// Trains the classifier's naive Bayes model on the development descriptions and writes it
// to server/rules/classifier/classifier-model.json. Run after changing the development sets or the
// lexicon (the model reads text through the lexicon's spelling corrector):
//   node_modules/.bin/tsx scripts/dev/train-classifier.ts
// tests/server/rules/classifier/classify.test.ts fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { trainModel } from '../../server/rules/classifier/sets/training.ts';

const path = new URL('../../server/rules/classifier/classifier-model.json', import.meta.url);
const model = trainModel();
writeFileSync(path, await format(JSON.stringify(model), { parser: 'json', printWidth: 110 }));
console.info(`classifier model: ${Object.keys(model.counts).length} stems, written to ${path.pathname}`);
