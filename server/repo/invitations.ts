// What the calendar invitations of consultations need from the database
// (docs/decisions/0130-invitations-and-reminders.md): the SEQUENCE of the last one e-mailed, and
// the address an e-mail of its own goes to.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The SEQUENCE of the consultation's last invitation; null while none was sent. */
export async function invitedSequence(db: Kysely<Database>, consultationId: number): Promise<number | null> {
  const row = await db
    .selectFrom('consultations')
    .select('invitation_sequence')
    .where('id', '=', consultationId)
    .executeTakeFirst();
  return row?.invitation_sequence ?? null;
}

export async function markInvited(
  db: Kysely<Database>,
  consultationId: number,
  sequence: number,
): Promise<void> {
  await db
    .updateTable('consultations')
    .set({ invitation_sequence: sequence })
    .where('id', '=', consultationId)
    .execute();
}

/** The user's address if it is confirmed and the account is not deleted. */
export async function confirmedAddress(db: Kysely<Database>, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .where('email_verified_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.email;
}
