// A reader of text/event-stream as the HTML standard defines it ("Server-sent events", the
// event stream interpretation), for a stream read with fetch: EventSource cannot send the
// Authorization header (docs/decisions/0122-conversation-screens.md). Lines end in LF, CR or CRLF;
// a blank line dispatches the event; a line starting with ':' is a comment (a keep-alive).

export interface StreamEvent {
  /** the `event:` field, 'message' when the event named none */
  type: string;
  /** the `data:` lines, joined by LF */
  data: string;
}

/** A parser fed the stream's text in chunks of any size; calls `onEvent` for each whole event, and
 * `onComment` (when given) with each comment's text. */
export function eventStreamParser(
  onEvent: (event: StreamEvent) => void,
  onComment: (text: string) => void = () => undefined,
) {
  let buffer = '';
  let type = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      // an event without data is dropped, as a browser's EventSource drops it
      if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n') });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) {
      onComment(text.slice(1).trim());
      return;
    }
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const raw = colon === -1 ? '' : text.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    // `id` and `retry` are the browser's reconnection aids: the caller reconnects on its own terms
  };

  return (chunk: string) => {
    buffer += chunk;
    for (;;) {
      const end = buffer.search(/[\r\n]/);
      if (end === -1) return;
      // a CR at the end of a chunk may be the first half of a CRLF: wait for the next chunk
      if (buffer[end] === '\r' && end === buffer.length - 1) return;
      const width = buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1;
      const text = buffer.slice(0, end);
      buffer = buffer.slice(end + width);
      line(text);
    }
  };
}
