// A reader of a server-sent event stream (the API's GET /api/conversations/events/) as the SPA
// reads it: the Bearer token sent, the body split into events and comments as they come. Its own
// connection, not fetch's pool, which may keep a spare connection open to the API that the API's
// close would then wait for. The server tests and the messages benchmark read the stream with it.
import { get } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { eventStreamParser } from '../../src/api/event-stream.ts';

export interface StreamItem {
  /** an event's name, or null for a comment line */
  event: string | null;
  /** an event's JSON data, or a comment's text */
  data: unknown;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  close(): void;
}

/** Opens the stream at `url`; `onItem` hears each event and comment, `onEnd` the stream's end. */
export async function openEventStream(
  url: string,
  token: string | undefined,
  { onItem, onEnd }: { onItem(item: StreamItem): void; onEnd(): void },
): Promise<EventStream> {
  const request = get(url, { agent: false, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve).once('error', reject);
  });
  response.setEncoding('utf8');
  // the SPA's reader of the format (a keep-alive comment included, which the tests wait for)
  const parse = eventStreamParser(
    ({ type, data }) => onItem({ event: type, data: JSON.parse(data) }),
    (text) => onItem({ event: null, data: text }),
  );
  response.on('data', parse);
  response.once('close', onEnd);
  response.on('error', () => undefined);
  return { status: response.statusCode ?? 0, headers: response.headers, close: () => request.destroy() };
}
