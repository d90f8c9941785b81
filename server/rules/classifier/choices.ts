// The areas the case form offers after a description (docs/decisions/0131-classifier-confidence-and-area-suggestion.md):
// the best area, and the second too when it is close (its confidence at least CLOSE_SECOND of
// the best's); none when no area fits.
import type { Category } from '../../../src/api/contract.ts';
import type { Classification } from './classify.ts';

const CLOSE_SECOND = 0.6;

export function areaChoices(result: Classification): Category[] {
  if (result.verdict === 'none') return [];
  const ranked =
    result.verdict === 'sure'
      ? [{ category: result.category, confidence: result.confidence }, ...result.candidates]
      : result.candidates;
  const [first, second] = ranked;
  if (!first) return [];
  return second && second.confidence >= CLOSE_SECOND * first.confidence
    ? [first.category, second.category]
    : [first.category];
}
