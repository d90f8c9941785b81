// Who is told of a new message, and how often (docs/conversations.md): the other side gets one
// bell notification for the conversation (none while one of it is still unread), and an e-mail
// at most once an hour for it, to a confirmed address only, through the outbox
// (docs/decisions/0112-one-mail-outbox.md). Both in the transaction of the message.
import type { Kysely } from 'kysely';
import type { Sender } from '../../../src/api/conversations-contract.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { otherSide, takeMailTurn } from '../../repo/conversations.ts';
import type { PartiesRow } from '../../repo/conversations.ts';
import { hasUnread, notify } from '../../repo/notifications.ts';
import { userById } from '../../repo/users.ts';
import { HOUR_MS } from '../../rules/limits.ts';
import { linkFor, namesFor } from './parties.ts';

/** What the bell and the e-mail say: the writer as the recipient is shown them, and the case. */
const messageNotice = (from: string, caseTitle: string): string =>
  `New message from ${from} about “${caseTitle}”`;

export async function tellRecipient(
  trx: Kysely<Database>,
  row: PartiesRow,
  sender: Sender,
  now: number,
): Promise<void> {
  const recipient = otherSide(sender);
  const userId = recipient === 'client' ? row.client_id : row.lawyer_id;
  const link = linkFor(recipient, row.case_id, row.id);
  const text = messageNotice(namesFor(row, recipient)[sender], row.case_title);
  if (!(await hasUnread(trx, userId, 'message', link))) {
    await notify(trx, [{ userId, kind: 'message', text, link }], { mail: false });
  }
  const to = await userById(trx, userId);
  // no e-mail but an account's own links goes to an address not confirmed
  // (docs/decisions/0113-accounts-people-can-manage.md)
  if (!to || to.email_verified_at === null || to.deleted_at !== null) return;
  const at = new Date(now).toISOString();
  if (!(await takeMailTurn(trx, row.id, recipient, at, new Date(now - HOUR_MS).toISOString()))) return;
  await enqueueMail(trx, [{ userId, to: to.email, kind: 'notification', subject: text, text, link }], at);
}
