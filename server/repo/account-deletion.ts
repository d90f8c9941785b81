// Deleting an account (POST /api/accounts/me/delete/), as docs/decisions/0102-your-data.md's table
// says: in one transaction, what is only the person's goes, what others rely on stays without
// them (the user row emptied, so the ids others' rows point at still join), and their upcoming
// consultations are cancelled with the other side told as a cancel tells them. The stored files
// are returned for the caller to delete once the transaction has committed.
import type { Transaction } from 'kysely';
import { ACTIVE_STATUSES } from '../../src/api/booking-contract.ts';
import type { Consultation, Side } from '../../src/api/booking-contract.ts';
import { noticeTo } from '../consultations/shared.ts';
import type { Database, Db } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { recordLawyerChange } from '../match/lawyer-changes.ts';
import { storeChange } from './consultation-writes.ts';
import { consultationById } from './consultations.ts';
import { notify } from './notifications.ts';

const DELETED_REASON = 'The account was deleted.';
const LAST_ADMIN = 'You are the last admin: make another admin before deleting this account.';
const CHANGED = 'One of your consultations changed meanwhile. Please try again.';
/** no argon2 hash looks like this, so no password ever verifies against it (auth/passwords.ts) */
const UNUSABLE_HASH = '!deleted';

const deletedEmail = (id: number): string => `deleted-${id}@deleted.invalid`;

type Trx = Transaction<Database>;

/** Refuses to delete the last admin. Locks every admin row first, so two deletions queue. */
async function keepOneAdmin(trx: Trx, id: number): Promise<void> {
  const admins = await trx
    .updateTable('users')
    .set((eb) => ({ is_verified: eb.ref('is_verified') }))
    .where('role', '=', 'admin')
    .where('deleted_at', 'is', null)
    .returning('id')
    .execute();
  if (!admins.some((a) => a.id !== id)) throw new ApiError(409, LAST_ADMIN);
}

/** Cancels the person's active consultations that have not ended, telling the other side. */
async function cancelUpcoming(trx: Trx, id: number, side: Side, at: Date): Promise<void> {
  const rows = await trx
    .selectFrom('consultations')
    .select('id')
    .where(side === 'lawyer' ? 'lawyer_id' : 'client_id', '=', id)
    .where('status', 'in', ACTIVE_STATUSES)
    .where('ends_at', '>', at.toISOString())
    .execute();
  for (const { id: consultationId } of rows) {
    // read while the person still has their name: the notice names them as the other side knew them
    const current = await consultationById(trx, consultationId);
    if (!current) continue;
    const next: Consultation = {
      ...current,
      status: 'cancelled',
      reason: DELETED_REASON,
      closedBy: side,
      sequence: current.sequence + 1,
      updatedAt: at.toISOString(),
    };
    if (!(await storeChange(trx, next, current.sequence))) throw new ApiError(409, CHANGED);
    await notify(trx, [noticeTo(next, side, 'consultation_cancelled')]);
  }
}

/** Takes a lawyer out of matching and leads; keeps the card fields clients' case pages show. */
async function retireLawyer(trx: Trx, id: number, at: string): Promise<void> {
  await trx
    .updateTable('lawyer_profiles')
    .set({ license_number: '', education: '', bio: '', first_fee_pence: null, updated_at: at })
    .where('user_id', '=', id)
    .execute();
  await trx.deleteFrom('lawyer_availability').where('user_id', '=', id).execute();
  await trx.deleteFrom('case_dismissals').where('lawyer_id', '=', id).execute();
  await trx.deleteFrom('verification_requests').where('user_id', '=', id).execute();
  await recordLawyerChange(trx, id);
}

/**
 * Deletes the account: the stored names of its files, for the caller to remove from the file
 * store after the commit. ApiError 409 for the last admin, or for a consultation changed meanwhile.
 */
export function deleteAccount(db: Db, userId: number, now: Date): Promise<string[]> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'role'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw new ApiError(404, 'Not found.');
    if (user.role === 'admin') await keepOneAdmin(trx, userId);
    else await cancelUpcoming(trx, userId, user.role, now);

    await trx
      .updateTable('cases')
      .set({ status: 'closed', closed_at: at, updated_at: at })
      .where('client_id', '=', userId)
      .where('status', '=', 'open')
      .execute();
    if (user.role === 'lawyer') await retireLawyer(trx, userId, at);

    const files = await trx
      .selectFrom('documents')
      .select('stored_name')
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('documents').where('user_id', '=', userId).execute();
    await trx.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('calendar_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    await trx.deleteFrom('review_reports').where('reporter_id', '=', userId).execute();
    // the row stays for the ids others' rows hold (consultations, reviews, responses)
    await trx
      .updateTable('users')
      .set({
        email: deletedEmail(userId),
        name: '',
        password_hash: UNUSABLE_HASH,
        is_verified: 0,
        deleted_at: at,
      })
      .where('id', '=', userId)
      .execute();
    return files.map((f) => f.stored_name);
  });
}
