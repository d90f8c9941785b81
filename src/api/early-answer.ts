// The answer a page's HTML asked for (src/api/early-answer-script.ts), handed to the page once, so
// that it does not ask again: a lawyer's profile (docs/decisions/0133-public-profile-paints-at-once.md),
// a case or a lead (docs/decisions/0146-a-case-asked-for-from-the-html.md), another signed-in
// page's first answer (docs/decisions/0147-a-page-s-first-answer-asked-for-from-the-html.md).
import type { RawResponse } from '@/api/transport';

interface EarlyAnswer {
  url: string;
  /** the access token it was asked with; none for a public answer */
  token?: string;
  /** when it was asked (Date.now()) */
  at: number;
  answer: Promise<RawResponse>;
}

// the same name as EARLY_ANSWER_GLOBAL in src/api/early-answer-script.ts, written out: that module
// is the build's, not the page's
type Holder = { __lawmatchEarlyAnswer?: EarlyAnswer };

/** The answer the HTML asked for at `url` (the address the page asks, from the same setting), with
 * the same token (none for a public one), once; a second call (Try again, another address) finds
 * none and the page asks afresh. */
export function takeEarlyAnswer(url: string, token?: string): EarlyAnswer | undefined {
  const early = earlyAnswerAt(url, token);
  if (early) delete (globalThis as Holder).__lawmatchEarlyAnswer;
  return early;
}

/** The answer the HTML asked for at `url` with `token`, left for the page to take: for what else
 * its status tells (whether the backend has the directory: src/session/use-directory-available.ts). */
export function earlyAnswerAt(url: string, token?: string): EarlyAnswer | undefined {
  const early = (globalThis as Holder).__lawmatchEarlyAnswer;
  return early?.url === url && early.token === token ? early : undefined;
}
