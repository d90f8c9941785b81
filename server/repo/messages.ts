// Queries of the messages of conversations (docs/conversations.md): a thread a page at a time,
// their files, writing a message with its files, the hour's count of one account's messages,
// marking read, and one file for its download. Who may read or write is
// server/services/conversations/'s.
import type { Kysely } from 'kysely';
import type { Sender } from '../../src/api/conversations-contract.ts';
import type { Database, MessageRow } from '../db/schema.ts';
import { otherSide } from './conversations.ts';

type AnyDb = Kysely<Database>;

/** Up to `limit` messages after the one named (from the first when none), oldest first. */
export function messagesAfter(db: AnyDb, conversationId: number, after: number, limit: number) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface AttachmentRow {
  id: number;
  message_id: number;
  name: string;
  size: number;
  content_type: string;
}

/** The files of these messages, in the order they were attached. */
export async function attachmentsOf(db: AnyDb, messageIds: readonly number[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .selectFrom('message_attachments')
    .select(['id', 'message_id', 'name', 'size', 'content_type'])
    .where('message_id', 'in', messageIds)
    .orderBy('id')
    .execute();
}

export interface NewAttachment {
  storedName: string;
  name: string;
  size: number;
  contentType: string;
}

/** Writes a message and its files; the conversation's latest message is then this one. */
export async function insertMessage(
  trx: AnyDb,
  message: { conversationId: number; sender: Sender; senderId: number; text: string; at: string },
  files: readonly NewAttachment[] = [],
): Promise<MessageRow> {
  const row = await trx
    .insertInto('messages')
    .values({
      conversation_id: message.conversationId,
      sender: message.sender,
      sender_id: message.senderId,
      text: message.text,
      created_at: message.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (files.length > 0) {
    await trx
      .insertInto('message_attachments')
      .values(
        files.map((f) => ({
          message_id: row.id,
          stored_name: f.storedName,
          name: f.name,
          size: f.size,
          content_type: f.contentType,
        })),
      )
      .execute();
  }
  await trx
    .updateTable('conversations')
    .set({ last_message_at: message.at })
    .where('id', '=', message.conversationId)
    .execute();
  return row;
}

/** When the account sent each of its messages since `since`, oldest first. */
export async function sentSince(trx: AnyDb, userId: number, since: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('messages')
    .select('created_at')
    .where('sender_id', '=', userId)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.created_at);
}

/** Marks the other side's unread messages read by `reader`: how many. */
export async function markMessagesRead(
  db: AnyDb,
  conversationId: number,
  reader: Sender,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ read_at: at })
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', otherSide(reader))
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A file of a message in the conversation whose writer still has it. */
export function attachmentIn(db: AnyDb, conversationId: number, attachmentId: number) {
  return db
    .selectFrom('message_attachments as a')
    .innerJoin('messages as m', 'm.id', 'a.message_id')
    .select(['a.stored_name', 'a.name', 'a.size', 'a.content_type'])
    .where('a.id', '=', attachmentId)
    .where('m.conversation_id', '=', conversationId)
    .where('m.deleted_at', 'is', null)
    .executeTakeFirst();
}
