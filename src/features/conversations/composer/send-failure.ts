// Why a message was not sent, in words that say what to do (docs/decisions/0028-failures-are-told-and-lose-nothing.md).
import { isApiError, reasonOf } from '@/api/api-error';

export const CASE_CLOSED =
  'This case is closed: the conversation stays here to read, but no new messages can be sent.';

/** '3 minutes', '45 seconds' */
function wait(seconds: number) {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The reason, and whether the case turned out closed (409: the composer is then read-only). */
export function sendFailure(error: Error): { reason: string; closed: boolean } {
  if (!isApiError(error) || error.kind !== 'http') return { reason: error.message, closed: false };
  // the case closed, or the lawyer deleted their account: the server's words say which
  if (error.status === 409) return { reason: error.detail ?? CASE_CLOSED, closed: true };
  if (error.status === 429) {
    // the local API names the limit and the time from which one may send again
    // (docs/decisions/0110-limits-on-writing.md); another backend may give only Retry-After
    if (error.detail) return { reason: reasonOf(error), closed: false };
    const when = error.retryAfter
      ? `You can send again in ${wait(error.retryAfter)}.`
      : 'Please wait a while before you send again.';
    return { reason: `You have sent too many messages. ${when}`, closed: false };
  }
  // every field's message (`text`, `files`), already in the product's words
  const fields = Object.values(error.fieldErrors).flat();
  if (fields.length > 0 && !error.detail && error.status !== undefined && error.status < 500) {
    return { reason: fields.join(' '), closed: false };
  }
  return { reason: error.message, closed: false };
}
