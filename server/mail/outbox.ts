// The notifications table as the outbox of the notification e-mails
// (docs/decisions/0092-notification-bell-and-mail.md, server/db/migrations/0007-notification-mail.ts).
// A send is claimed by one conditional UPDATE: it takes only rows still due, and sets their
// lease in the same statement. Two instances that claim at once cannot both take a row: on
// SQLite writes take turns; on PostgreSQL the second UPDATE waits for the first's row lock and
// then finds the row no longer due (READ COMMITTED checks the condition again on the new row).
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, Db } from '../db/schema.ts';

/** sends of one notification before it is given up */
export const MAX_ATTEMPTS = 5;

export interface Claimed {
  id: number;
  /** this send's number, from 1 */
  attempt: number;
  email: string;
  text: string;
  link: string | null;
}

const iso = (ms: number): string => new Date(ms).toISOString();

function due(now: number, oldest: number) {
  return (eb: ExpressionBuilder<Database, 'notifications'>): Expression<SqlBool> =>
    eb.and([
      eb('mailed_at', 'is', null),
      eb('created_at', '>=', iso(oldest)),
      eb('mail_attempts', '<', MAX_ATTEMPTS),
      eb.or([eb('mail_next_at', 'is', null), eb('mail_next_at', '<=', iso(now))]),
    ]);
}

/**
 * Claims up to `limit` notifications that are due (not mailed, made since `oldest`, attempts left,
 * no lease or backoff running) until `leaseUntil`, and reads them with their recipient's address.
 */
export async function claimDue(
  db: Db,
  { now, oldest, leaseUntil, limit }: { now: number; oldest: number; leaseUntil: number; limit: number },
): Promise<Claimed[]> {
  const isDue = due(now, oldest);
  const claimed = await db
    .updateTable('notifications')
    .set((eb) => ({ mail_attempts: eb('mail_attempts', '+', 1), mail_next_at: iso(leaseUntil) }))
    .where((eb) =>
      eb.and([
        eb('id', 'in', eb.selectFrom('notifications').select('id').where(isDue).orderBy('id').limit(limit)),
        isDue(eb),
      ]),
    )
    .returning(['id', 'mail_attempts'])
    .execute();
  if (claimed.length === 0) return [];
  const attempts = new Map(claimed.map((row) => [row.id, row.mail_attempts]));
  const rows = await db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select(['notifications.id', 'users.email', 'notifications.text', 'notifications.link'])
    .where('notifications.id', 'in', [...attempts.keys()])
    .orderBy('notifications.id')
    .execute();
  return rows.map((row) => ({ ...row, attempt: attempts.get(row.id) ?? MAX_ATTEMPTS }));
}

/** The mail server took it. */
export async function markSent(db: Db, id: number, now: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ mailed_at: iso(now), mail_next_at: null, mail_error: null })
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .execute();
}

/** The send failed: try again at `retryAt`, or never (a permanent refusal, or no attempts left). */
export async function markFailed(db: Db, id: number, error: string, retryAt: number | null): Promise<void> {
  await db
    .updateTable('notifications')
    .set(
      retryAt === null
        ? { mail_attempts: MAX_ATTEMPTS, mail_next_at: null, mail_error: error }
        : { mail_next_at: iso(retryAt), mail_error: error },
    )
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .execute();
}
