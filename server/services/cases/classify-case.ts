// The area a description sounds like, asked by the case form while the client writes
// (docs/decisions/0131-classifier-confidence-and-area-suggestion.md): the classifier's reading of
// the title and description together, as keeping the case reads them, with the areas to offer;
// under a limit per account, like every call a person can repeat.
import type { Classification } from '../../../src/api/classify-contract.ts';
import { admit } from '../../auth/throttle.ts';
import type { Throttle } from '../../auth/throttle.ts';
import { areaChoices } from '../../rules/classifier/choices.ts';
import { classify } from '../../rules/classifier/classify.ts';

/** readings per account in an hour: the form asks after each pause in the typing */
export const CLASSIFY_PER_HOUR = 300;

export async function classifyCase(
  throttle: Throttle,
  userId: number,
  { title, description }: { title?: string | undefined; description: string },
): Promise<Classification> {
  await admit(
    throttle,
    [{ key: `case-classify:${userId}`, windowSeconds: 3600, max: CLASSIFY_PER_HOUR }],
    (wait) => `Too many suggestions asked for. Try again in ${wait}, or choose the area yourself.`,
  );
  const reading = classify(title ? `${title}. ${description}` : description);
  return { ...reading, choices: areaChoices(reading) };
}
