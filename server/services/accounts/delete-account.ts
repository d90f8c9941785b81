// Deleting an account (POST /api/accounts/me/delete/), as docs/decisions/0102-your-data.md's table
// says, in one transaction: an admin only while another admin stays; the person's upcoming
// consultations left through the state machine's 'account-deleted' step, the other side told as
// a cancel tells them, and the details they gave for meetings that did not happen forgotten;
// their open cases closed; a lawyer taken out of matching and leads; their messages emptied of
// text and files (docs/conversations.md); then what is only theirs removed
// (server/repo/account-deletion.ts). The stored files are returned
// for the caller to delete once the transaction has committed.
import type { Transaction } from 'kysely';
import type { Side } from '../../../src/api/booking-contract.ts';
import type { Database, Db } from '../../db/schema.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import {
  closeOpenCases,
  forgetCaseAnswers,
  emptyMessagesOf,
  forgetMeetingDetails,
  forgetSignInCounts,
  liveAccount,
  lockAdmins,
  removePerson,
  retireLawyer,
} from '../../repo/account-deletion.ts';
import { storeChange } from '../../repo/consultation-writes.ts';
import { upcomingOf } from '../../repo/consultations.ts';
import { transition } from '../../rules/booking/transition.ts';
import { noticeWithInvitations } from '../consultations/invitations.ts';
import { notificationOf } from '../consultations/shared.ts';

const DELETED_REASON = 'The account was deleted.';
const LAST_ADMIN = 'You are the last admin: make another admin before deleting this account.';
const CHANGED = 'One of your consultations changed meanwhile. Please try again.';

/** Leaves the person's active consultations that have not ended, telling the other side. */
async function leaveUpcoming(trx: Transaction<Database>, id: number, side: Side, at: Date): Promise<void> {
  // read while the person still has their name: the notice names them as the other side knew them
  for (const current of await upcomingOf(trx, id, side, at.getTime())) {
    const result = transition(current, { type: 'account-deleted', reason: DELETED_REASON }, side, at);
    // every active state may be left: a refusal here would be a fault of the state machine's
    if (!result.ok)
      throw new Error(`consultation ${current.id} could not be left: ${JSON.stringify(result.body)}`);
    if (!(await storeChange(trx, result.consultation, current.sequence))) throw new ApiError(409, CHANGED);
    // a consultation in the other side's calendar is removed from it
    // (docs/decisions/0130-invitations-and-reminders.md)
    await noticeWithInvitations(
      trx,
      result.consultation,
      [notificationOf(result.consultation, result.notice)],
      side,
      {
        actorMail: false,
      },
    );
  }
}

/**
 * Deletes the account: the stored names of its files, for the caller to remove from the file
 * store after the commit. ApiError 409 for the last admin, or for a consultation changed meanwhile.
 */
export function deleteAccount(db: Db, userId: number, now: Date): Promise<string[]> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const user = await liveAccount(trx, userId);
    if (!user) throw notFound();
    if (user.role === 'admin') {
      if (!(await lockAdmins(trx)).some((id) => id !== userId)) throw new ApiError(409, LAST_ADMIN);
    } else {
      await leaveUpcoming(trx, userId, user.role, now);
      await forgetMeetingDetails(trx, userId, user.role);
    }
    await forgetSignInCounts(trx, user.email);
    await closeOpenCases(trx, userId, at);
    await forgetCaseAnswers(trx, userId);
    if (user.role === 'lawyer') await retireLawyer(trx, userId, at);
    const messageFiles = await emptyMessagesOf(trx, userId, at);
    return [...messageFiles, ...(await removePerson(trx, userId, at))];
  });
}
