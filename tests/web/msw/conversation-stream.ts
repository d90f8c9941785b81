// The conversations' live events as the local API writes them (text/event-stream): `ready` once
// listening, then `message` and `read` events, each with JSON data.
import { HttpResponse } from 'msw';

const encoder = new TextEncoder();

/** One event as the stream carries it. */
export const eventText = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-store',
  'X-Accel-Buffering': 'no',
};

/** A stream whose writer the caller keeps: `ready` first, then whatever it enqueues. */
export function eventStream(
  request: Request,
  onOpen: (controller: ReadableStreamDefaultController<Uint8Array>) => void,
) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(eventText('ready', {})));
      onOpen(controller);
      request.signal.addEventListener('abort', () => {
        try {
          controller.close();
        } catch {
          // closed already
        }
      });
    },
  });
  return new HttpResponse(body, { headers: STREAM_HEADERS });
}

/** A stream that says it listens, and then stays quiet until the page lets it go. */
export const quietStream = (request: Request) => eventStream(request, () => {});

/** Writes one event to an open stream. */
export function write(controller: ReadableStreamDefaultController<Uint8Array>, text: string) {
  controller.enqueue(encoder.encode(text));
}
