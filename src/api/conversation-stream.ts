// One reading of the conversations' event stream (GET /api/conversations/events/), until it ends,
// fails, falls silent or is closed, and what its end means: try again later, refresh the token, or
// give up for the visit. Holding it open and trying again is conversation-events.ts's
// (docs/decisions/0122-conversation-screens.md).
import { apiConfig } from '@/api/config';
import { eventStreamParser, type StreamEvent } from '@/api/event-stream';
import { sessionTokens } from '@/lib/session-events';

export type StreamOutcome =
  { kind: 'gone' } | { kind: 'expired' } | { kind: 'failed'; retryAfterMs?: number };

const url = () => `${apiConfig.profiles}/api/conversations/events/`;

/** What an answer that is not a stream means. */
function outcomeOf(response: Response): StreamOutcome {
  if (response.status === 401) return { kind: 'expired' };
  if (response.status === 408 || response.status === 429 || response.status >= 500) {
    const seconds = Number(response.headers.get('Retry-After'));
    return { kind: 'failed', ...(seconds > 0 ? { retryAfterMs: seconds * 1000 } : {}) };
  }
  // 404 (no such call), 403 (not for this role), 204 (the standard's "do not reconnect"), or a
  // 200 whose body is not an event stream
  return { kind: 'gone' };
}

/** Reads one stream, passing each event on, until it ends; a stream silent for `silenceMs` (the
 * server writes a keep-alive every 20 s) is taken for dead. */
export async function readConversationStream(
  outer: AbortSignal,
  silenceMs: number,
  onEvent: (event: StreamEvent) => void,
): Promise<StreamOutcome> {
  const token = sessionTokens()?.access();
  if (!token) return { kind: 'gone' };
  const inner = new AbortController();
  const abort = () => inner.abort();
  outer.addEventListener('abort', abort, { once: true });
  let silence: ReturnType<typeof setTimeout> | undefined;
  const heardFrom = () => {
    clearTimeout(silence);
    silence = setTimeout(abort, silenceMs);
  };
  try {
    heardFrom();
    const response = await fetch(url(), {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal: inner.signal,
    });
    const isStream = /^\s*text\/event-stream/i.test(response.headers.get('Content-Type') ?? '');
    if (response.status !== 200 || !isStream || !response.body) {
      void response.body?.cancel().catch(() => {});
      return response.status === 200 ? { kind: 'gone' } : outcomeOf(response);
    }
    const parse = eventStreamParser(onEvent);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      heardFrom();
      parse(decoder.decode(value, { stream: true }));
    }
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(silence);
    outer.removeEventListener('abort', abort);
    inner.abort();
  }
}
