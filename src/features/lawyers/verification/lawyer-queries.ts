import { queryOptions } from '@tanstack/react-query';
import { isMissingExtension } from '@/api/missing-extension';
import { earlyLawyerProfile, fetchLawyerProfile, fetchVerificationHistory } from '@/api/profiles';

// A 404 means the backend lacks the extension: the page then keeps the spec's behaviour
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).

export const lawyerProfileQuery = queryOptions({
  queryKey: ['lawyer-profile', 'me'],
  queryFn: fetchLawyerProfile,
  // the answer the profile page asked for with its code, when it has come first
  // (docs/decisions/0148-an-answer-that-has-come-is-drawn-at-once.md)
  initialData: earlyLawyerProfile,
});

/** The lawyer's own verification history (an extension: none where it answers 404). */
export const historyQuery = queryOptions({
  queryKey: ['lawyer-profile', 'me', 'history'],
  queryFn: fetchVerificationHistory,
});

/** True once this browser's profile upload was answered 2xx. Where the backend has no
 * `lawyer-profiles/me` (404), that is all the page knows of the request: 'Submitted for review'
 * (docs/decisions/0014-read-only-what-the-spec-lists.md). Kept for the visit, not stored. */
export const submittedHereQuery = queryOptions({
  queryKey: ['lawyer-profile', 'submitted-here'],
  queryFn: () => false,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The server's `me`, read on entry to the lawyer's pages and again after a submission. The
 * session reads it (`refreshUser` of src/session/sign-in.ts, the query's function) and takes it
 * as the truth, so the pages and the header show the session's user (src/session/session.ts). */
export const meQuery = queryOptions({
  queryKey: ['accounts', 'me'],
  staleTime: 0,
});

/** What to tell the lawyer when an extension call failed; nothing for a 404 (extension absent). */
export function loadFailure(error: Error | null): string | undefined {
  if (!error || isMissingExtension(error)) return undefined;
  return error.message;
}
