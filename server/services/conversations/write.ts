// Writing a message (POST /api/conversations/{id}/messages/, docs/conversations.md): either party
// writes while the case is open and the other side still has an account; the text 1–5,000
// characters (none with files), up to five files judged by their content; at most 60 messages an
// hour from one account (429 with Retry-After). The files are stored first; the message, its files
// and who is told are then kept in one transaction that holds the writer's account (so that
// messages sent at once are counted against each other) and the open case (so that a close comes
// before, 409, or waits).
import { messageCreateSchema } from '../../../src/api/conversations-contract.ts';
import type { Message } from '../../../src/api/conversations-contract.ts';
import type { Db } from '../../db/schema.ts';
import { ApiError, fieldErrors } from '../../lib/errors.ts';
import { holdOpenCase } from '../../repo/cases.ts';
import { attachmentsOf, insertMessage, sentSince } from '../../repo/messages.ts';
import { holdAccount } from '../../repo/users.ts';
import { HOUR_MS, messageRefusal } from '../../rules/limits.ts';
import type { FileStore } from '../../uploads/file-store.ts';
import type { MessageForm } from '../../uploads/multipart.ts';
import { checkedFiles, withStoredFiles } from './files.ts';
import { tellRecipient } from './notices.ts';
import { messageView, namesFor, partyConversation } from './parties.ts';

export const CLOSED = 'This case is closed: its conversations can be read, but take no new messages.';
export const OTHER_GONE = 'The lawyer has deleted their account: this conversation takes no new messages.';

/** What was sent: a JSON body, or a multipart form already read. */
export type MessageInput = { json: unknown } | { form: MessageForm };

/** The body as the contract reads it: its text (400 by field); '' beside files when none was written. */
function checkedText(input: MessageInput): string {
  const withFiles = 'form' in input && input.form.files.length > 0;
  const body = 'json' in input ? input.json : { text: input.form.text };
  const text = 'form' in input ? input.form.text : undefined;
  if (withFiles && (text === undefined || text.trim() === '')) return '';
  const parsed = messageCreateSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, fieldErrors(parsed.error, body));
  return parsed.data.text;
}

async function refuseOverLimit(db: Db, userId: number, now: number): Promise<void> {
  const refused = messageRefusal(await sentSince(db, userId, new Date(now - HOUR_MS).toISOString()), now);
  if (refused) {
    throw new ApiError(429, refused.detail, { 'retry-after': String(refused.retryAfterSeconds ?? 1) });
  }
}

export interface Written {
  message: Message;
  /** both parties: whose open conversations hear of it */
  parties: [number, number];
}

export async function writeMessage(
  db: Db,
  store: FileStore,
  userId: number,
  conversationId: number,
  input: MessageInput,
  now: number,
): Promise<Written> {
  const { row, side } = await partyConversation(db, conversationId, userId);
  if (row.case_status !== 'open') throw new ApiError(409, CLOSED);
  if (row.lawyer_deleted_at !== null) throw new ApiError(409, OTHER_GONE);
  const text = checkedText(input);
  const files = await checkedFiles('form' in input ? input.form.files : []);
  // said before any file is stored; counted again under the account's hold
  await refuseOverLimit(db, userId, now);
  const at = new Date(now).toISOString();
  const kept = await withStoredFiles(store, files, (stored) =>
    db.transaction().execute(async (trx) => {
      await holdAccount(trx, userId);
      await refuseOverLimit(trx, userId, now);
      if (!(await holdOpenCase(trx, row.case_id))) throw new ApiError(409, CLOSED);
      const message = await insertMessage(
        trx,
        { conversationId, sender: side, senderId: userId, text, at },
        stored,
      );
      await tellRecipient(trx, row, side, now);
      return message;
    }),
  );
  return {
    message: messageView(kept, await attachmentsOf(db, [kept.id]), namesFor(row, side)),
    parties: [row.client_id, row.lawyer_id],
  };
}
