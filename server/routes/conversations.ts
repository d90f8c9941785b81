// Conversations: a case's owner and one lawyer writing to each other, with documents
// (docs/conversations.md). Extensions on the accounts API; the live stream of them is
// conversation-events.ts, their files conversation-attachments.ts. Only the two parties find a conversation: anyone else, an admin too, is
// answered 404. After each write commits, both parties' open streams hear of it (ctx.live).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES_PER_HOUR,
  MESSAGE_FILES_MAX,
  MESSAGE_PAGE_MAX,
  MESSAGE_TEXT_MAX,
  conversationListSchema,
  conversationsQuerySchema,
  messageCreateSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
} from '../../src/api/conversations-contract.ts';
import { currentUser } from '../http/guards.ts';
import { pageAnswer, pageWindow } from '../http/pages.ts';
import {
  bodyReadByHand,
  emptyQueryValuesAreAbsent,
  noBodyIsNoFields,
  pathId,
} from '../http/route-schemas.ts';
import { notFound } from '../lib/errors.ts';
import { call, described, empty, json } from '../openapi/operation.ts';
import { conversationList, markConversationRead, messagePage } from '../services/conversations/read.ts';
import { writeMessage } from '../services/conversations/write.ts';
import { MESSAGE_MULTIPART_LIMITS, readMessageForm } from '../uploads/multipart.ts';
import type { RouteOptions } from './context.ts';

export const conversationId = () => described(pathId(), "The conversation's id.");
const params = z.object({ id: conversationId() });
export const PARTIES_ONLY =
  'Only the two parties of a conversation find it: anyone else, an admin too, is answered 404.';

export const conversationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  // a message may come as a multipart form with its files; only these routes read one
  await app.register(multipart, { limits: MESSAGE_MULTIPART_LIMITS, throwFileSizeLimit: false });
  app.addHook('onRequest', ctx.authenticate);
  const now = () => ctx.clock.now();

  app.get(
    '/api/conversations/',
    {
      preValidation: emptyQueryValuesAreAbsent,
      schema: {
        ...call({
          tag: 'conversations',
          operationId: 'listConversations',
          kind: 'extension',
          roles: ['client', 'lawyer'],
          summary: "The signed-in person's conversations",
          description:
            "A page of 20 (`page` from 1; `count`, `next` and `previous` as Django REST pages them), latest message first (a conversation without a message by when it opened); one case's only with `caseId`. Each has the case (`caseId`, `caseTitle`, `caseStatus`: a closed case's conversation is read-only), the other side (`other`: the lawyer's public name to the client; to the lawyer the client's first name until a consultation between them is confirmed, then the whole name; `otherRole`, and `lawyerId` for the lawyer's profile), `lastMessageAt` and how many of the other side's messages are unread (`unread`). A conversation opens when the lawyer responds to the case, or when a consultation between them names it. An admin has none: 404.",
          errors: [400, 401, 404],
        }),
        querystring: conversationsQuerySchema,
        response: { 200: json('The conversations.', conversationListSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.role === 'admin') throw notFound();
      const { page, caseId } = request.query;
      const found = await conversationList(
        ctx.db,
        user.id,
        user.role,
        caseId === undefined ? undefined : Number(caseId),
        pageWindow(page),
      );
      return pageAnswer(request, ctx.config.publicApiUrl, page, found);
    },
  );

  app.get(
    '/api/conversations/:id/messages/',
    {
      preValidation: emptyQueryValuesAreAbsent,
      schema: {
        ...call({
          tag: 'conversations',
          operationId: 'conversationMessages',
          kind: 'extension',
          roles: [],
          summary: 'Messages of a conversation',
          description: `Oldest first, at most ${MESSAGE_PAGE_MAX}: from the first, or those after the message \`after\` names; \`more\` says whether others follow the last (ask again with its id as \`after\`). Each has who wrote it (\`sender\`, and \`senderName\` by the rule of the list's \`other\`), its \`text\`, its files (\`attachments\`: id, name, size, type; fetched with the attachments call), when it was written and when the other side read it (\`readAt\`). A message whose writer deleted their account is \`deleted\`, with no text and no files. ${PARTIES_ONLY}`,
          errors: [400, 401, 404],
        }),
        params,
        querystring: messagesQuerySchema,
        response: { 200: json('The messages.', messagePageSchema) },
      },
    },
    async (request) => messagePage(ctx.db, currentUser(request).id, request.params.id, request.query.after),
  );

  app.post(
    '/api/conversations/:id/messages/',
    {
      preValidation: noBodyIsNoFields,
      // JSON or a multipart form: the form is read as it arrives (readMessageForm), and either is
      // checked by the handler against the contract
      validatorCompiler: bodyReadByHand,
      schema: {
        ...call({
          tag: 'conversations',
          operationId: 'writeMessage',
          kind: 'extension',
          roles: [],
          summary: 'Write a message',
          description: `JSON \`{text}\`, or a multipart form with \`text\` and up to ${MESSAGE_FILES_MAX} \`files\` parts. \`text\` is 1–${MESSAGE_TEXT_MAX.toLocaleString('en-GB')} characters, and may be left out beside files. Each file is at most 10 MB (413 on \`files\`) and must be a PDF, PNG, JPEG or Word document (.docx) by its content, with a name that agrees (415 on \`files\`, naming the file). A closed case's conversation, or one whose lawyer deleted their account, takes no new messages (409). At most ${MESSAGES_PER_HOUR} messages an hour from one account (429 with Retry-After). The other side gets one notification on the bell for the conversation (none while one is unread) and an e-mail at most once an hour. ${PARTIES_ONLY}`,
          errors: [400, 401, 404, 409, 413, 415, 429],
        }),
        consumes: ['application/json', 'multipart/form-data'],
        params,
        body: messageCreateSchema,
        response: { 201: json('The message as kept.', messageSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.isMultipart() ? { form: await readMessageForm(request) } : { json: request.body };
      const { message, parties } = await writeMessage(
        ctx.db,
        ctx.store,
        user.id,
        request.params.id,
        input,
        now(),
      );
      ctx.live.publish(parties, {
        type: 'message',
        conversationId: message.conversationId,
        messageId: message.id,
      });
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/api/conversations/:id/read/',
    {
      preValidation: noBodyIsNoFields,
      schema: {
        ...call({
          tag: 'conversations',
          operationId: 'readConversation',
          kind: 'extension',
          roles: [],
          summary: 'Mark a conversation read',
          description: `Marks the other side's messages read now (their \`readAt\`), and the caller's bell notification of the conversation. No body. ${PARTIES_ONLY}`,
          errors: [401, 404],
        }),
        params,
        response: { 204: empty('Read.') },
      },
    },
    async (request, reply) => {
      const read = await markConversationRead(ctx.db, currentUser(request).id, request.params.id, now());
      if (read) {
        ctx.live.publish([read.tell], {
          type: 'read',
          conversationId: String(request.params.id),
          readAt: read.readAt,
        });
      }
      return reply.code(204).send();
    },
  );
};
