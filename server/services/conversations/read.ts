// Reading conversations (docs/conversations.md): each side's list with its unread counts, a
// thread a page at a time from the oldest, marking the other side's messages read (and the bell's
// notice of the conversation with them), and a message's file, served to the two parties only.
import { MESSAGE_PAGE_MAX } from '../../../src/api/conversations-contract.ts';
import type { Conversation, MessagePage, Sender } from '../../../src/api/conversations-contract.ts';
import type { Db } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { conversationsOf } from '../../repo/conversations.ts';
import { attachmentIn, attachmentsOf, markMessagesRead, messagesAfter } from '../../repo/messages.ts';
import { markReadByLink } from '../../repo/notifications.ts';
import type { FileStore, StoredFile } from '../../uploads/file-store.ts';
import { conversationView, linkFor, messageView, namesFor, partyConversation } from './parties.ts';

/** the largest id either database keeps: a larger `after` names no message, and none follows it */
const ID_MAX = 2_147_483_647;

/** A page of the user's conversations (one case's when given), latest message first. */
export async function conversationList(
  db: Db,
  userId: number,
  side: Sender,
  caseId: number | undefined,
  window: { offset: number; limit: number },
): Promise<{ count: number; results: Conversation[] }> {
  const { count, rows } = await conversationsOf(db, userId, side, caseId, window);
  return { count, results: rows.map((row) => conversationView(row, side, Number(row.unread))) };
}

/** Up to MESSAGE_PAGE_MAX messages after `after` (from the first when none), oldest first. */
export async function messagePage(
  db: Db,
  userId: number,
  conversationId: number,
  after: string | undefined,
): Promise<MessagePage> {
  const { row, side } = await partyConversation(db, conversationId, userId);
  const from = after === undefined ? 0 : Math.min(Number(after), ID_MAX);
  const rows = await messagesAfter(db, conversationId, from, MESSAGE_PAGE_MAX + 1);
  const page = rows.slice(0, MESSAGE_PAGE_MAX);
  const files = await attachmentsOf(
    db,
    page.map((m) => m.id),
  );
  const names = namesFor(row, side);
  return { results: page.map((m) => messageView(m, files, names)), more: rows.length > MESSAGE_PAGE_MAX };
}

/**
 * Marks the other side's messages read, and the caller's bell notice of the conversation: whom to
 * tell and when, or null when there was nothing unread.
 */
export async function markConversationRead(
  db: Db,
  userId: number,
  conversationId: number,
  now: number,
): Promise<{ tell: number; readAt: string } | null> {
  const { row, side } = await partyConversation(db, conversationId, userId);
  const readAt = new Date(now).toISOString();
  const marked = await db.transaction().execute(async (trx) => {
    await markReadByLink(trx, userId, 'message', linkFor(side, row.case_id, row.id), readAt);
    return markMessagesRead(trx, conversationId, side, readAt);
  });
  if (marked === 0) return null;
  return { tell: side === 'client' ? row.lawyer_id : row.client_id, readAt };
}

/** A file of a message in the conversation, for one of its parties; 404 otherwise. */
export async function attachmentFile(
  db: Db,
  store: FileStore,
  userId: number,
  conversationId: number,
  attachmentId: number,
): Promise<{ file: StoredFile; name: string; contentType: string }> {
  await partyConversation(db, conversationId, userId);
  const found = await attachmentIn(db, conversationId, attachmentId);
  if (!found) throw notFound();
  return { file: await store.open(found.stored_name), name: found.name, contentType: found.content_type };
}
