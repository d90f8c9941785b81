// The one reading of a failed call to an extension
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md): a 404 means "not here", and the
// page keeps the spec's behaviour, never trying again; any other failure is told and tried once
// more. The query client takes `retryUnlessMissing` as its default (src/app/query-client.ts), so
// no query writes its own. What "not here" means, no such call or no such thing, is decided below
// (docs/decisions/0117-no-such-call-or-no-such-thing.md).
import { isApiError } from '@/api/api-error';

/** What a 404 says: the backend lacks the call, or the call exists and the object does not. */
type NotFoundMeaning = 'no-such-call' | 'no-such-thing';

/**
 * The extensions whose 404 says "no such thing": each names one object in its path, and the local
 * API answers 404 when that object is not there or not the caller's. The local API answers an
 * unknown route and a missing object with the same body (`{"detail":"Not found."}`, from
 * server/http/error-handler.ts and server/lib/errors.ts), and other backends need not agree on
 * a body, so the call tells them apart, not the body. A call without an object (a list, `me/…`)
 * is never answered 404 by a backend that has it: its 404 is "no such call".
 */
const NO_SUCH_THING = {
  case: 'GET /api/cases/{id}/',
  caseMatches: 'GET /api/cases/{id}/matches/',
  lawyer: 'GET /api/lawyers/{id}/',
  lawyerReviews: 'GET /api/lawyers/{id}/reviews/',
  verificationHistory: 'GET /api/accounts/admin/verification-requests/{id}/history/',
  verificationDocument: 'GET /api/accounts/admin/verification-requests/{id}/documents/{kind}/',
} as const;

/** The calls whose 404 says "no such call", read by a page that shows the two apart. */
type NoSuchCall =
  | 'ownReviews' // GET /api/lawyers/me/reviews/
  | 'clientCases'; // GET /api/cases/

/** A call whose 404 a page reads. */
type ExtensionCall = keyof typeof NO_SUCH_THING | NoSuchCall;

/** What this call's failure means, where it was a 404; null for any other failure. */
export function notFoundMeaning(error: unknown, call: ExtensionCall): NotFoundMeaning | null {
  if (!isApiError(error) || !error.isNotFound) return null;
  return call in NO_SUCH_THING ? 'no-such-thing' : 'no-such-call';
}

/**
 * The backend answered 404: "not here", whichever the meaning. A page whose fallback is the same
 * for both asks this; a page that shows them apart asks `notFoundMeaning` with its call.
 */
export function isMissingExtension(error: unknown): boolean {
  return isApiError(error) && error.isNotFound;
}

/** A query's retry: never for a 404 (there is nothing to find by asking again), once for any other failure. */
export const retryUnlessMissing = (failureCount: number, error: unknown) =>
  !isMissingExtension(error) && failureCount < 1;

/** The call's answer, or null where the backend lacks the extension. */
export async function orMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isMissingExtension(error)) return null;
    throw error;
  }
}
