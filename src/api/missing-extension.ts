// The one reading of a failed call to an extension
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md): a 404 means "this backend lacks
// it", and the page keeps the spec's behaviour, never trying again; any other failure is told and
// tried once more. The query client takes `retryUnlessMissing` as its default (src/app/query-client.ts),
// so no query writes its own.
import { isApiError } from '@/api/api-error';

/**
 * The backend answered 404: it lacks the extension. Where a 404 is an answer of its own (a lead no
 * longer the lawyer's, no verified lawyer of that id) the page reads it the same way, as
 * "not here". A 404 that means "none yet" (a lawyer not verified now asks for their own reviews)
 * reads as a missing extension too: once a backend tells the two apart, this is where they part.
 */
export function isMissingExtension(error: unknown): boolean {
  return isApiError(error) && error.isNotFound;
}

/** A query's retry: never for a missing extension, once for any other failure. */
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
