// The answer a lawyer's profile frame asked for from its HTML (src/api/early-answer-script.ts),
// handed to the page once, so that it does not ask again
// (docs/decisions/0133-public-profile-paints-at-once.md).
import type { RawResponse } from '@/api/transport';

// the same name as EARLY_ANSWER_GLOBAL in src/api/early-answer-script.ts, written out: that module
// is the build's, not the page's
type Holder = { __lawmatchEarlyAnswer?: { id: string; answer: Promise<RawResponse> } };

/** The answer the frame asked for about lawyer `id` (at the address the page asks, from the same
 * setting), once; a second call (Try again, another lawyer) finds none and the page asks afresh. */
export function takeEarlyAnswer(id: string): Promise<RawResponse> | undefined {
  const holder = globalThis as Holder;
  const early = holder.__lawmatchEarlyAnswer;
  if (early?.id !== id) return undefined;
  delete holder.__lawmatchEarlyAnswer;
  return early.answer;
}
