// The live stream of a signed-in person's conversations (docs/conversations.md, "Live delivery";
// docs/decisions/0121-live-delivery.md): server-sent events, read by the SPA with fetch so that
// the Bearer token is sent. `ready` once it listens, `message` and `read` as ctx.live hears of
// them, a comment every 20 s so that no proxy or balancer takes it for idle. A stream ends when
// the SPA closes it, when this instance may have missed events (the SPA reconnects and catches
// up), and when the instance closes: app.close() waits for every open answer, so the streams are
// ended first.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LIVE_EVENTS } from '../../src/api/conversations-contract.ts';
import { currentUser } from '../http/guards.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import type { LiveEvent } from '../live/live-events.ts';
import { call, files } from '../openapi/operation.ts';
import type { RouteOptions } from './context.ts';

export const KEEP_ALIVE_MS = 20_000;
/** how long the SPA waits before asking again while this instance cannot listen */
const RETRY_AFTER_SECONDS = 5;

const frame = (event: (typeof LIVE_EVENTS)[number], data: object) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const dataOf = ({ type: _type, ...data }: LiveEvent) => data;

export const conversationEventRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const open = new Set<PassThrough>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/api/conversations/events/',
    {
      onRequest: ctx.authenticate,
      schema: {
        ...call({
          tag: 'conversations',
          operationId: 'conversationEvents',
          kind: 'extension',
          roles: ['client', 'lawyer'],
          summary: "Live events of the signed-in person's conversations",
          description: [
            'A `text/event-stream` that stays open; read it with `fetch` (an `EventSource` cannot send the token). Each event has a name and one line of JSON `data`:',
            "`ready` `{}` once the stream listens (catch up then: events before it are not sent); `message` `{conversationId, messageId}` for a message written by either side in one of the caller's conversations (fetch `messages/?after=`); `read` `{conversationId, readAt}` when the other side read the conversation.",
            `A comment line \`: keep-alive\` comes every ${KEEP_ALIVE_MS / 1000} s. The stream ends when the server closes or may have missed events: reconnect with a growing pause, and catch up on its \`ready\`. \`Cache-Control: no-store\` and \`X-Accel-Buffering: no\`: nothing between may hold it back. An admin has no conversations: 404. 503 with \`Retry-After\` while this instance cannot hear the others.`,
          ].join('\n\n'),
          errors: [401, 404, 503],
        }),
        response: { 200: files('The events, as they come.', ['text/event-stream']) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.role === 'admin') throw notFound();
      if (!ctx.live.listening) {
        throw new ApiError(503, 'Live updates are not available for a moment. Try again shortly.', {
          'retry-after': String(RETRY_AFTER_SECONDS),
        });
      }
      const stream = new PassThrough();
      const send = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      const unsubscribe = ctx.live.subscribe(
        user.id,
        (event) => send(frame(event.type, dataOf(event))),
        () => stream.end(),
      );
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
      open.add(stream);
      // ended by us, or destroyed by Fastify when the connection goes
      stream.once('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
        open.delete(stream);
      });
      send(frame('ready', {}));
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};
