// The live stream (GET /api/conversations/events/) read as the SPA reads it
// (scripts/lib/event-stream.ts), one event or comment at a time.
import type { IncomingHttpHeaders } from 'node:http';
import { openEventStream } from '../../../scripts/lib/event-stream.ts';
import type { StreamItem } from '../../../scripts/lib/event-stream.ts';

export interface OpenStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** the next event or comment; throws when none comes within `ms`, or the stream ended */
  next(ms?: number): Promise<StreamItem>;
  /** resolves true once the server ends the stream (false if it is still open after `ms`) */
  ended(ms?: number): Promise<boolean>;
  close(): void;
}

export async function openStream(base: string, token?: string): Promise<OpenStream> {
  const queue: StreamItem[] = [];
  let done = false;
  let wake = () => {};
  const stream = await openEventStream(`${base}/api/conversations/events/`, token, {
    onItem(item) {
      queue.push(item);
      wake();
    },
    onEnd() {
      done = true;
      wake();
    },
  });
  /** waits for an item or the end, at most until `deadline` */
  const more = (deadline: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  return {
    ...stream,
    async next(ms = 5000) {
      const deadline = Date.now() + ms;
      while (queue.length === 0) {
        if (done) throw new Error('the stream ended');
        if (Date.now() >= deadline) throw new Error(`no event within ${ms} ms`);
        await more(deadline);
      }
      return queue.shift() as StreamItem;
    },
    async ended(ms = 5000) {
      const deadline = Date.now() + ms;
      while (!done && Date.now() < deadline) await more(deadline);
      return done;
    },
  };
}
