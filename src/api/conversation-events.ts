// The live events of conversations (GET /api/conversations/events/, text/event-stream): one stream
// for the signed-in person, read with fetch so that the Bearer token is sent, held open while a
// page shows a conversation's thread and the tab is visible
// (docs/decisions/0122-conversation-screens.md). A failed or silent stream is opened again after
// a pause that doubles up to 30 s; a hidden tab holds no stream, and when it is shown again the
// stream reopens and its `ready` tells the listeners to catch up (`resumed`). A 404 (a backend
// without the extension) or a refusal ends the tries for the visit; a 401 refreshes the token once.
import { ApiError } from '@/api/api-error';
import {
  liveMessageEventSchema,
  liveReadEventSchema,
  type LiveMessageEvent,
  type LiveReadEvent,
} from '@/api/conversations-contract';
import { readConversationStream } from '@/api/conversation-stream';
import type { StreamEvent } from '@/api/event-stream';
import { refreshAccessToken } from '@/api/http';
import { onSignedOut } from '@/lib/session-events';

export type ConversationEvent =
  /** the stream listens; `resumed`: after a gap (a failure, a hidden tab), so events may be missed */
  | { type: 'ready'; resumed: boolean }
  | ({ type: 'message' } & LiveMessageEvent)
  | ({ type: 'read' } & LiveReadEvent)
  /** not from the stream: this page marked a conversation read (the server marks its bell
   * notification read with it) */
  | { type: 'readHere'; conversationId: string };
type Listener = (event: ConversationEvent) => void;

/** The pauses, and the silence after which a stream is taken for dead (the server writes a
 * keep-alive every 20 s). Tests shorten them. */
export const liveSettings = { firstRetryMs: 1_000, longestRetryMs: 30_000, silenceMs: 45_000 };

const listeners = new Set<Listener>();
let holders = 0;
let controller: AbortController | null = null;
/** the backend has no stream for this person (404, a refusal): no more tries this visit */
let gone = false;
/** a `ready` was heard since the stream was first held */
let heard = false;

/** Hears the events while some page holds the stream (the bell's count); opens nothing. */
export function listenToConversationEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Holds the stream open (while the tab is visible), `listener` hearing its events, until the
 * returned release. */
export function holdConversationEvents(listener: Listener): () => void {
  const stopListening = listenToConversationEvents(listener);
  holders += 1;
  if (holders === 1) {
    heard = false;
    document.addEventListener('visibilitychange', follow);
    follow();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    stopListening();
    holders -= 1;
    if (holders > 0) return;
    document.removeEventListener('visibilitychange', follow);
    close();
  };
}

function follow() {
  if (holders > 0 && !gone && document.visibilityState !== 'hidden') open();
  else close();
}

function open() {
  if (controller) return;
  const mine = new AbortController();
  controller = mine;
  void run(mine.signal).finally(() => {
    if (controller === mine) controller = null;
  });
}

function close() {
  controller?.abort();
  controller = null;
}

// a new person may see another backend's answer: what the last one was told is forgotten
onSignedOut(() => {
  close();
  gone = false;
});

async function run(signal: AbortSignal) {
  let failures = 0;
  let refreshed = false;
  const connected = () => {
    failures = 0;
    refreshed = false;
  };
  while (!signal.aborted) {
    const outcome = await readConversationStream(signal, liveSettings.silenceMs, (event) =>
      deliver(event, connected),
    );
    if (signal.aborted) return;
    if (outcome.kind === 'gone') {
      gone = true;
      return;
    }
    if (outcome.kind === 'expired' && !refreshed) {
      refreshed = true;
      try {
        await refreshAccessToken();
        continue;
      } catch (error) {
        // a refused refresh has ended the session; a fault on the way is tried again later
        if (error instanceof ApiError && error.kind === 'session') return;
      }
    }
    failures += 1;
    const retryAfterMs = outcome.kind === 'failed' ? (outcome.retryAfterMs ?? 0) : 0;
    await pause(Math.max(retryAfterMs, backoff(failures)), signal);
  }
}

/** 1 s, 2 s, 4 s … up to 30 s, each somewhat shortened at random so that many tabs do not
 * return at once. */
function backoff(failures: number) {
  const full = Math.min(liveSettings.longestRetryMs, liveSettings.firstRetryMs * 2 ** (failures - 1));
  return full * (0.5 + Math.random() / 2);
}

function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Tells the listeners that this page marked a conversation read. */
export function announceReadHere(conversationId: string) {
  emit({ type: 'readHere', conversationId });
}

function emit(event: ConversationEvent) {
  for (const listener of [...listeners]) listener(event);
}

/** Each event as the contract says; an event of another name or shape is passed over. */
function deliver(event: StreamEvent, connected: () => void) {
  if (event.type === 'ready') {
    connected();
    const resumed = heard;
    heard = true;
    emit({ type: 'ready', resumed });
    return;
  }
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  if (event.type === 'message') {
    const parsed = liveMessageEventSchema.safeParse(data);
    if (parsed.success) emit({ type: 'message', ...parsed.data });
  } else if (event.type === 'read') {
    const parsed = liveReadEventSchema.safeParse(data);
    if (parsed.success) emit({ type: 'read', ...parsed.data });
  }
}
