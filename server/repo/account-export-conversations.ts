// The person's conversations and the messages in them, for their download (account-export.ts,
// docs/conversations.md): both sides' messages, each writer named as the person was shown them
// (a client by first name to the lawyer until a consultation between them was agreed), files by
// name, size and type. The files themselves are sent on request, as the documents are.
import type { AccountExport } from '../../src/api/account-data-contract.ts';
import type { Side } from '../../src/api/booking-contract.ts';
import type { Db } from '../db/schema.ts';
import { clientNameFor } from '../rules/disclosure.ts';
import type { Part } from './account-export-dealings.ts';
import { otherSide, withParties } from './conversations.ts';
import { attachmentsOf } from './messages.ts';
import type { PartiesRow } from './conversations.ts';

const mine = (side: Side) => (side === 'client' ? 'v.client_id' : 'v.lawyer_id');

const nameOf = (row: PartiesRow, whose: Side, viewer: Side): string =>
  whose === 'lawyer' ? row.lawyer_name : clientNameFor(row.client_name, viewer, Boolean(row.agreed));

/** The person's conversations, in the order they opened. */
export async function conversationsOfPerson(
  db: Db,
  userId: number,
  side: Side,
  part: Part,
): Promise<AccountExport['conversations']> {
  const rows = await withParties(db)
    .where(mine(side), '=', userId)
    .orderBy('v.id')
    .limit(part.limit)
    .offset(part.offset)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    caseId: String(row.case_id),
    caseTitle: row.case_title,
    with: { role: otherSide(side), name: nameOf(row, otherSide(side), side) },
    createdAt: row.created_at,
    lastMessageAt: row.last_message_at,
  }));
}

/** Every message of the person's conversations, either side's, in the order they were written. */
export async function messagesOfPerson(
  db: Db,
  userId: number,
  side: Side,
  part: Part,
): Promise<AccountExport['messages']> {
  const messages = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as v', 'v.id', 'm.conversation_id')
    .selectAll('m')
    .where(mine(side), '=', userId)
    .orderBy('m.id')
    .limit(part.limit)
    .offset(part.offset)
    .execute();
  if (messages.length === 0) return [];
  const ids = [...new Set(messages.map((m) => m.conversation_id))];
  const [parties, files] = await Promise.all([
    withParties(db).where('v.id', 'in', ids).execute(),
    attachmentsOf(
      db,
      messages.map((m) => m.id),
    ),
  ]);
  const byId = new Map(parties.map((row) => [row.id, row]));
  return messages.map((m) => {
    const row = byId.get(m.conversation_id);
    return {
      id: String(m.id),
      conversationId: String(m.conversation_id),
      sender: m.sender,
      senderName: row ? nameOf(row, m.sender, side) : '',
      text: m.text,
      attachments: files
        .filter((f) => f.message_id === m.id)
        .map((f) => ({ name: f.name, size: f.size, contentType: f.content_type })),
      createdAt: m.created_at,
      readAt: m.read_at,
      deleted: m.deleted_at !== null,
    };
  });
}
