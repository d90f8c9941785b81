// The wire contract of conversations: a case's owner and one lawyer writing to each other, with
// documents. Shared by the SPA and the local API like contract.ts. The rules behind it (when a
// conversation opens, who reads what, the disclosure rule, the limits, how a message reaches the
// other side live): docs/conversations.md. An answer of 404 from these extensions keeps the
// case and lead pages as they were, with no trace of messaging
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { z } from 'zod';
import { instantSchema } from './booking-contract.ts';
import { MAX_UPLOAD_BYTES, idSchema, pageNumberSchema, pageOf } from './contract.ts';
import { lazySchema } from './lazy-schema.ts';

export const MESSAGE_TEXT_MAX = 5000;
export const MESSAGE_FILES_MAX = 5;
/** each attachment, as each verification document (spec §9) */
export const MESSAGE_FILE_MAX_BYTES = MAX_UPLOAD_BYTES;
/** judged by content, never by the name or the type the browser claims */
export const MESSAGE_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** at most this many messages an hour from one account (429 with Retry-After past it) */
export const MESSAGES_PER_HOUR = 60;
/** at most this many messages a page of a thread */
export const MESSAGE_PAGE_MAX = 100;

const SENDERS = ['client', 'lawyer'] as const;
export const senderSchema = lazySchema(() => z.enum(SENDERS));
export type Sender = z.infer<typeof senderSchema>;

export const attachmentSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    /** bytes */
    size: z.int().min(0),
    contentType: z.string(),
  }),
);
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    conversationId: idSchema,
    sender: senderSchema,
    /** the lawyer sees the client's first name until a consultation between them is confirmed */
    senderName: z.string(),
    /** '' when the message is files alone, or when its writer deleted their account */
    text: z.string(),
    attachments: z.array(attachmentSchema),
    createdAt: instantSchema,
    /** when the other side read it; null until then */
    readAt: instantSchema.nullable(),
    /** this product's addition: the writer deleted their account; the text and files are gone */
    deleted: z.boolean().optional(),
  }),
);
export type Message = z.infer<typeof messageSchema>;

/** GET /api/conversations/{id}/messages/?after=: oldest first, at most MESSAGE_PAGE_MAX */
export const messagePageSchema = lazySchema(() =>
  z.object({
    results: z.array(messageSchema),
    /** whether more follow the last one (ask again with `after` = its id) */
    more: z.boolean(),
  }),
);
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messagesQuerySchema = lazySchema(() =>
  z.strictObject({
    after: z.string().regex(/^\d+$/, 'A valid message id is required.').optional(),
  }),
);

/** POST /api/conversations/{id}/messages/ as JSON; multipart sends `text` and `files` */
export const messageCreateSchema = lazySchema(() =>
  z.strictObject({
    text: z
      .string()
      .trim()
      .min(1, 'This field may not be blank.')
      .max(MESSAGE_TEXT_MAX, `Ensure this field has no more than ${MESSAGE_TEXT_MAX} characters.`)
      .refine((v) => !v.includes('\u0000'), 'Null characters are not allowed.'),
  }),
);
export type MessageCreate = z.infer<typeof messageCreateSchema>;

export const conversationSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    caseId: idSchema,
    caseTitle: z.string(),
    /** the other side's name, by the disclosure rule */
    other: z.string(),
    /** this product's addition: the other side's role, and the lawyer's id for their profile link */
    otherRole: senderSchema.optional(),
    lawyerId: idSchema.optional(),
    /** this product's addition: a closed case's conversation is read-only */
    caseStatus: z.enum(['open', 'closed']).optional(),
    lastMessageAt: instantSchema.nullable(),
    /** messages from the other side not yet read */
    unread: z.int().min(0),
  }),
);
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/conversations/?caseId=&page=: the caller's, latest message first */
export const conversationListSchema = lazySchema(() => pageOf(conversationSchema));
export type ConversationList = z.infer<typeof conversationListSchema>;
/** the query of that list: one case's conversations, or all of them (this product's addition) */
export const conversationsQuerySchema = lazySchema(() =>
  z.strictObject({
    caseId: z
      .string()
      .regex(/^\d{1,15}$/, 'A valid case id is required.')
      .optional(),
    page: pageNumberSchema,
  }),
);

// ---- live delivery ----------------------------------------------------------------
// GET /api/conversations/events/: a text/event-stream for the signed-in user (Bearer token, read
// with fetch so the header can be sent). Each event's `data` is JSON. `ready` says the stream is
// listening; `message` that a message was written in one of the caller's conversations (by either
// side); `read` that the other side read up to now. A comment line keeps the stream open every 20 s.
export const LIVE_EVENTS = ['ready', 'message', 'read'] as const;
export const liveMessageEventSchema = lazySchema(() =>
  z.object({ conversationId: idSchema, messageId: idSchema }),
);
export const liveReadEventSchema = lazySchema(() =>
  z.object({ conversationId: idSchema, readAt: instantSchema }),
);
export type LiveMessageEvent = z.infer<typeof liveMessageEventSchema>;
export type LiveReadEvent = z.infer<typeof liveReadEventSchema>;
