// Answers asked for before the page that reads them draws: a page's route starts the page's first
// call with the page's code (`askEarly` in src/api/http.ts, from src/app/signed-in-pages.ts), and
// the page's own request for the same address, with the same session and soon after, takes that
// answer instead of asking again (docs/decisions/0139-nothing-built-before-the-page-draws.md); or,
// once it has come, the page's first render draws it
// (docs/decisions/0148-an-answer-that-has-come-is-drawn-at-once.md).
import { parseResponse, type AnswerReader, type ReadAs } from '@/api/response';
import type { RawResponse } from '@/api/transport';
import { sessionTokens } from '@/lib/session-events';

interface Kept {
  token: string;
  at: number;
  answer: Promise<RawResponse>;
  /** the answer, once it has come */
  came?: RawResponse;
}
const early = new Map<string, Kept>();
const EARLY_KEPT_MS = 10_000;

/** Keeps `answer`, asked for `url` with `token` at `at` (Date.now()), for the page that reads it. */
export function keepEarly(url: string, token: string, at: number, answer: Promise<RawResponse>) {
  const kept: Kept = { token, at, answer };
  // a failure is told to the page's request that takes it
  answer.then((came) => (kept.came = came)).catch(() => undefined);
  early.set(url, kept);
}

/** What was kept for `url`, once, if it was asked with the token of `authorization` (the header the
 * taker sends) and is not too old. */
function take(url: string, authorization: string | undefined) {
  const kept = early.get(url);
  if (!kept) return undefined;
  early.delete(url);
  const fresh = Date.now() - kept.at < EARLY_KEPT_MS;
  return fresh && authorization === `Bearer ${kept.token}` ? kept : undefined;
}

/** The early answer for a GET of `url` sending `authorization`, once. */
export const takeEarly = (url: string, authorization: string | undefined) => take(url, authorization)?.answer;

/** A write may change what an answer asked for early says: none is taken after one (a page whose
 * answer was already cached leaves its early one untaken, for a refetch after the write). */
export const dropEarly = () => early.clear();

/** The answer asked for early at `url`, read with `schema`, if it has already come with a 2xx that
 * reads: taken, for the page's first render to draw it rather than a spinner and then, a task
 * later, the page. Otherwise nothing, and an answer still on its way, failed or unreadable stays
 * for the page's request, which tells what went wrong. */
export function earlyData<R extends AnswerReader>(url: string, schema: R): ReadAs<R> | undefined {
  const came = early.get(url)?.came;
  if (!came) return undefined;
  let data: ReadAs<R>;
  try {
    data = parseResponse(came, schema);
  } catch {
    return undefined;
  }
  const token = sessionTokens()?.access();
  return take(url, token ? `Bearer ${token}` : undefined) ? data : undefined;
}
