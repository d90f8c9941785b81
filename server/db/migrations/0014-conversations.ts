// Conversations: a case's owner and one lawyer writing to each other, with documents
// (docs/decisions/0120-conversations.md, docs/conversations.md):
// - `conversations`: one per case and lawyer (a unique constraint decides, so a response and a
//   booking at the same moment open one), the client beside them for the lists, when it opened and
//   when its latest message came, and when each side was last e-mailed about it (at most once an
//   hour);
// - `messages`: who wrote it (the side, and the account), its text, when, when the other side read
//   it, and when its writer deleted their account (the row stays for the thread, emptied);
// - `message_attachments`: a message's files by their random name in the file store, with the
//   name, size and type they came with (the type judged by their content).
// Every existing response opens its conversation with the response as the first message, at the
// response's time and not yet read (a deleted lawyer's emptied, as a deletion now empties it); every
// consultation that names a case opens one too, without a message.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

export const conversations = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const c = columnsFor(dialect);
    await db.schema
      .createTable('conversations')
      .addColumn('id', 'integer', c.id)
      .addColumn('case_id', 'integer', (col) => col.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('client_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      .addColumn('last_message_at', c.timestamp)
      .addColumn('client_mailed_at', c.timestamp)
      .addColumn('lawyer_mailed_at', c.timestamp)
      .addUniqueConstraint('conversations_one_per_lawyer', ['case_id', 'lawyer_id'])
      .execute();
    // each side's list, latest message first
    await db.schema
      .createIndex('conversations_by_client')
      .on('conversations')
      .columns(['client_id', 'last_message_at'])
      .execute();
    await db.schema
      .createIndex('conversations_by_lawyer')
      .on('conversations')
      .columns(['lawyer_id', 'last_message_at'])
      .execute();

    await db.schema
      .createTable('messages')
      .addColumn('id', 'integer', c.id)
      .addColumn('conversation_id', 'integer', (col) =>
        col.notNull().references('conversations.id').onDelete('cascade'),
      )
      .addColumn('sender', 'text', (col) => col.notNull().check(sql`sender IN ('client', 'lawyer')`))
      .addColumn('sender_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('text', 'text', (col) =>
        col
          .notNull()
          .defaultTo('')
          .check(sql`length(text) <= 5000`),
      )
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      .addColumn('read_at', c.timestamp)
      .addColumn('deleted_at', c.timestamp)
      .addCheckConstraint('messages_deleted_empty', sql`deleted_at IS NULL OR text = ''`)
      .execute();
    // a thread a page at a time, oldest first
    await db.schema
      .createIndex('messages_by_conversation')
      .on('messages')
      .columns(['conversation_id', 'id'])
      .execute();
    // the unread counts of the lists, and marking read
    await db.schema
      .createIndex('messages_unread')
      .on('messages')
      .columns(['conversation_id', 'sender'])
      .where(sql.ref('read_at'), 'is', null)
      .execute();
    // the hour's count of one account's messages (the limit), and an account's for its deletion
    await db.schema
      .createIndex('messages_by_sender')
      .on('messages')
      .columns(['sender_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('message_attachments')
      .addColumn('id', 'integer', c.id)
      .addColumn('message_id', 'integer', (col) =>
        col.notNull().references('messages.id').onDelete('cascade'),
      )
      .addColumn('stored_name', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull().check(sql`size >= 0`))
      .addColumn('content_type', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('message_attachments_by_message')
      .on('message_attachments')
      .column('message_id')
      .execute();

    // every response so far: its conversation, and the response as its first message
    await sql`INSERT INTO conversations (case_id, client_id, lawyer_id, created_at, last_message_at)
      SELECT r.case_id, k.client_id, r.lawyer_id, r.created_at, r.created_at
      FROM case_responses r JOIN cases k ON k.id = r.case_id
      ORDER BY r.created_at, r.id`.execute(db);
    await sql`INSERT INTO messages (conversation_id, sender, sender_id, text, created_at, deleted_at)
      SELECT v.id, 'lawyer', r.lawyer_id, CASE WHEN u.deleted_at IS NULL THEN r.message ELSE '' END,
        r.created_at, u.deleted_at
      FROM case_responses r
      JOIN conversations v ON v.case_id = r.case_id AND v.lawyer_id = r.lawyer_id
      JOIN users u ON u.id = r.lawyer_id
      ORDER BY r.created_at, r.id`.execute(db);
    // every consultation that names a case between two who have none yet: opened when the first was booked
    await sql`INSERT INTO conversations (case_id, client_id, lawyer_id, created_at)
      SELECT s.case_id, k.client_id, s.lawyer_id, MIN(s.created_at)
      FROM consultations s JOIN cases k ON k.id = s.case_id
      WHERE NOT EXISTS (
        SELECT 1 FROM conversations v WHERE v.case_id = s.case_id AND v.lawyer_id = s.lawyer_id)
      GROUP BY s.case_id, k.client_id, s.lawyer_id
      ORDER BY MIN(s.created_at)`.execute(db);
  },
});
