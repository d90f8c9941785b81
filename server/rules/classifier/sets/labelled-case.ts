// One description of a labelled set and the area a solicitor would be instructed in for it
// (the labelling rules: dev-cases.ts; the sets: docs/decisions/0062-classifier-labelled-sets.md).
import type { Category } from '../../../../src/api/contract.ts';

// null: none of the eight areas fits (the client is pointed elsewhere)
export type LabelledCase = readonly [Category | null, string];
