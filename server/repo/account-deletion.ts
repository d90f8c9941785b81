// The rows an account's deletion touches (docs/decisions/0102-your-data.md's table): what is only
// the person's goes, what others rely on stays without them. The order, the consultations and
// the refusals are server/services/accounts/delete-account.ts's; each function here writes in the
// caller's transaction.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Side } from '../../src/api/booking-contract.ts';
import type { UserType } from '../../src/api/contract.ts';
import type { Database } from '../db/schema.ts';
import { recordLawyerChange } from './lawyer-changes.ts';

type Trx = Transaction<Database>;

/** no argon2 hash looks like this, so no password ever verifies against it (auth/passwords.ts) */
const UNUSABLE_HASH = '!deleted';

const deletedEmail = (id: number): string => `deleted-${id}@deleted.invalid`;

/** The account's role, or undefined when it is gone already. */
export async function liveAccount(
  trx: Trx,
  id: number,
): Promise<{ role: UserType; email: string } | undefined> {
  return trx
    .selectFrom('users')
    .select(['role', 'email'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The ids of every admin still here, their rows locked so that two deletions queue. */
export async function lockAdmins(trx: Trx): Promise<number[]> {
  const admins = await trx
    .updateTable('users')
    .set((eb) => ({ is_verified: eb.ref('is_verified') }))
    .where('role', '=', 'admin')
    .where('deleted_at', 'is', null)
    .returning('id')
    .execute();
  return admins.map((a) => a.id);
}

export async function closeOpenCases(trx: Trx, clientId: number, at: string): Promise<void> {
  await trx
    .updateTable('cases')
    .set({ status: 'closed', closed_at: at, updated_at: at })
    .where('client_id', '=', clientId)
    .where('status', '=', 'open')
    .execute();
}

/** Forgets the answers to the follow-up questions on every case of the client: they described
 * the person's circumstances to lawyers who would take the case, and the closed case takes none
 * (docs/decisions/0132-follow-up-questions-and-time-limits.md). */
export async function forgetCaseAnswers(trx: Trx, clientId: number): Promise<void> {
  await trx.updateTable('cases').set({ answers: '{}' }).where('client_id', '=', clientId).execute();
}

/** Takes a lawyer out of matching and leads; keeps the card fields clients' case pages show. */
export async function retireLawyer(trx: Trx, id: number, at: string): Promise<void> {
  await trx
    .updateTable('lawyer_profiles')
    .set({ license_number: '', education: '', bio: '', first_fee_pence: null, updated_at: at })
    .where('user_id', '=', id)
    .execute();
  await trx.deleteFrom('lawyer_availability').where('user_id', '=', id).execute();
  // the services and prices, insurance and complaints procedure: published for clients to come
  await trx.deleteFrom('lawyer_services').where('user_id', '=', id).execute();
  await trx.deleteFrom('lawyer_practice_info').where('user_id', '=', id).execute();
  await trx.deleteFrom('case_dismissals').where('lawyer_id', '=', id).execute();
  await trx.deleteFrom('verification_requests').where('user_id', '=', id).execute();
  await recordLawyerChange(trx, id);
}

/**
 * Forgets the details the person gave for consultations the other side keeps a record of, where
 * no meeting came of them (every state but completed): a client's phone number and note, a
 * lawyer's meeting link and office. The other side saw a number or an office only once the time
 * was agreed, and needs none of it for a meeting that will not happen.
 */
export async function forgetMeetingDetails(trx: Trx, id: number, side: Side): Promise<void> {
  const unmet = trx.updateTable('consultations').where('status', '<>', 'completed');
  if (side === 'client') {
    await unmet.set({ phone: null, note: null }).where('client_id', '=', id).execute();
  } else {
    await unmet.set({ join_url: null, address: null }).where('lawyer_id', '=', id).execute();
  }
}

/**
 * The throttles' counts that name the address: sign-in failures and reset e-mails (they would
 * expire within their window).
 */
export async function forgetSignInCounts(trx: Trx, email: string): Promise<void> {
  const prefix = `login:account-address:${email}|`;
  await trx
    .deleteFrom('throttle_hits')
    .where((eb) =>
      eb.or([
        eb('key', 'in', [`login:account:${email}`, `reset:email:${email}`]),
        eb(sql<string>`substr(key, 1, ${prefix.length})`, '=', prefix),
      ]),
    )
    .execute();
}

/**
 * Empties the person's messages (docs/conversations.md): their text and files go, the rows stay,
 * so that the other side's thread shows where a message was. The stored names of the files, for
 * the caller to remove from the file store after the commit.
 */
export async function emptyMessagesOf(trx: Trx, id: number, at: string): Promise<string[]> {
  const theirs = trx.selectFrom('messages').select('id').where('sender_id', '=', id);
  const files = await trx
    .selectFrom('message_attachments')
    .select('stored_name')
    .where('message_id', 'in', theirs)
    .execute();
  await trx.deleteFrom('message_attachments').where('message_id', 'in', theirs).execute();
  await trx
    .updateTable('messages')
    .set({ text: '', deleted_at: at })
    .where('sender_id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
  return files.map((f) => f.stored_name);
}

/**
 * Removes what is only the person's, and empties their user row, which stays for the ids
 * others' rows hold (consultations, reviews, responses): the stored names of their files, for
 * the caller to remove from the file store after the commit.
 */
export async function removePerson(trx: Trx, id: number, at: string): Promise<string[]> {
  const files = await trx.selectFrom('documents').select('stored_name').where('user_id', '=', id).execute();
  const { email } = await trx
    .selectFrom('users')
    .select('email')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  // e-mails to them, sent or not, and the links they were sent
  await trx
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb('user_id', '=', id), eb('to_email', '=', email)]))
    .execute();
  await trx.deleteFrom('account_tokens').where('user_id', '=', id).execute();
  await trx.deleteFrom('documents').where('user_id', '=', id).execute();
  await trx.deleteFrom('refresh_tokens').where('user_id', '=', id).execute();
  await trx.deleteFrom('calendar_tokens').where('user_id', '=', id).execute();
  await trx.deleteFrom('notifications').where('user_id', '=', id).execute();
  await trx.deleteFrom('review_reports').where('reporter_id', '=', id).execute();
  await trx
    .updateTable('users')
    .set({
      email: deletedEmail(id),
      name: '',
      password_hash: UNUSABLE_HASH,
      is_verified: 0,
      email_verified_at: null,
      deleted_at: at,
    })
    .where('id', '=', id)
    .execute();
  return files.map((f) => f.stored_name);
}
