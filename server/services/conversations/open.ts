// When a conversation opens (docs/conversations.md): a lawyer's response to a case opens theirs
// with the client, the response as its first message from the lawyer at the response's time; a
// consultation between them that names the case opens it too, with no message. There is no other
// way: a lawyer cannot write first. Both run in the transaction of what opens it, and find the
// conversation already open rather than opening a second.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { openConversation } from '../../repo/conversations.ts';
import { insertMessage } from '../../repo/messages.ts';

interface Between {
  caseId: number;
  clientId: number;
  lawyerId: number;
}

/** The response's conversation, and the response in it: the lawyer's message at `at`. */
export async function openOnResponse(
  trx: Kysely<Database>,
  between: Between,
  text: string,
  at: string,
): Promise<{ conversationId: number; messageId: number }> {
  const conversationId = await openConversation(trx, { ...between, at });
  const message = await insertMessage(trx, {
    conversationId,
    sender: 'lawyer',
    senderId: between.lawyerId,
    text,
    at,
  });
  return { conversationId, messageId: message.id };
}

/** The conversation a consultation about the case opens, when none is open yet. */
export async function openOnBooking(trx: Kysely<Database>, between: Between, at: string): Promise<number> {
  return openConversation(trx, { ...between, at });
}
