// Who a conversation is between, and how each side sees it (docs/conversations.md): only its two
// parties find it (anyone else, an admin too, is told it is not there); the lawyer is shown the
// client's first name until a consultation between them is agreed, the client the lawyer's
// public name; each side's link to it in the SPA.
import type { Conversation, Message, Sender } from '../../../src/api/conversations-contract.ts';
import type { Db, MessageRow } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { conversationOfParty } from '../../repo/conversations.ts';
import type { PartiesRow } from '../../repo/conversations.ts';
import type { AttachmentRow } from '../../repo/messages.ts';
import { clientNameFor } from '../../rules/disclosure.ts';

export interface Party {
  row: PartiesRow;
  /** the caller's side */
  side: Sender;
}

/** The conversation of which the user is a party, or 404. */
export async function partyConversation(db: Db, id: number, userId: number): Promise<Party> {
  const row = await conversationOfParty(db, id, userId);
  if (!row) throw notFound();
  return { row, side: row.client_id === userId ? 'client' : 'lawyer' };
}

/** Each party's name as `viewer` is shown it. */
export function namesFor(row: PartiesRow, viewer: Sender): Record<Sender, string> {
  return { client: clientNameFor(row.client_name, viewer, Boolean(row.agreed)), lawyer: row.lawyer_name };
}

/** Where the SPA shows the conversation to one side: the client's case page, the lawyer's lead page. */
export const linkFor = (side: Sender, caseId: number, conversationId: number): string =>
  `${side === 'client' ? '/cases' : '/leads'}/${caseId}?conversation=${conversationId}`;

/** The conversation as `viewer`'s list shows it. */
export function conversationView(row: PartiesRow, viewer: Sender, unread: number): Conversation {
  const other: Sender = viewer === 'client' ? 'lawyer' : 'client';
  return {
    id: String(row.id),
    caseId: String(row.case_id),
    caseTitle: row.case_title,
    other: namesFor(row, viewer)[other],
    otherRole: other,
    lawyerId: String(row.lawyer_id),
    caseStatus: row.case_status,
    lastMessageAt: row.last_message_at,
    unread,
  };
}

/** A message as the wire shows it, its writer named as the viewer is shown them. */
export function messageView(
  m: MessageRow,
  files: readonly AttachmentRow[],
  names: Record<Sender, string>,
): Message {
  return {
    id: String(m.id),
    conversationId: String(m.conversation_id),
    sender: m.sender,
    senderName: names[m.sender],
    text: m.text,
    attachments: files
      .filter((f) => f.message_id === m.id)
      .map((f) => ({ id: String(f.id), name: f.name, size: f.size, contentType: f.content_type })),
    createdAt: m.created_at,
    readAt: m.read_at,
    deleted: m.deleted_at !== null,
  };
}
