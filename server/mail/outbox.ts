// The outbox of every e-mail (docs/decisions/0112-one-mail-outbox.md,
// server/db/migrations/0012-mail-outbox-and-accounts.ts): a row written in the transaction of what
// it tells of, sent after that commit when SMTP is configured. A send is claimed by one
// conditional UPDATE: it takes only rows still due, and sets their lease in the same statement.
// Two instances that claim at once cannot both take a row: on SQLite writes take turns; on
// PostgreSQL the second UPDATE waits for the first's row lock and then finds the row no longer due
// (READ COMMITTED checks the condition again on the new row).
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database, Db } from '../db/schema.ts';

/** sends of one e-mail before it is given up */
export const MAX_ATTEMPTS = 5;
/** sent or not, an e-mail row is kept this long, then deleted */
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export type MailKind =
  | 'notification'
  | 'verify_email'
  | 'reset_password'
  | 'change_email'
  | 'address_in_use'
  | 'address_changed'
  | 'password_changed'
  // a consultation's calendar invitation to the side who changed it (docs/decisions/0130-invitations-and-reminders.md)
  | 'invitation';

export interface NewMail {
  userId: number | null;
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  /** a path of the SPA */
  link: string | null;
  /** a calendar invitation to carry (mail/invitation.ts) */
  calendar?: string | null;
}

export interface Claimed {
  id: number;
  /** this send's number, from 1 */
  attempt: number;
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  link: string | null;
  calendar: string | null;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** Adds e-mails to send; pass the transaction of what they tell of. */
export async function enqueueMail(
  db: Kysely<Database>,
  mails: readonly NewMail[],
  at: string,
): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insertInto('mail_outbox')
    .values(
      mails.map((m) => ({
        user_id: m.userId,
        to_email: m.to,
        kind: m.kind,
        subject: m.subject,
        text: m.text,
        link: m.link,
        calendar: m.calendar ?? null,
        created_at: at,
      })),
    )
    .execute();
}

function due(now: number, oldest: number) {
  return (eb: ExpressionBuilder<Database, 'mail_outbox'>): Expression<SqlBool> =>
    eb.and([
      eb('mailed_at', 'is', null),
      eb('created_at', '>=', iso(oldest)),
      eb('attempts', '<', MAX_ATTEMPTS),
      eb.or([eb('next_at', 'is', null), eb('next_at', '<=', iso(now))]),
    ]);
}

/**
 * Claims up to `limit` e-mails that are due (not sent, made since `oldest`, attempts left, no
 * lease or backoff running) until `leaseUntil`.
 */
export async function claimDue(
  db: Db,
  { now, oldest, leaseUntil, limit }: { now: number; oldest: number; leaseUntil: number; limit: number },
): Promise<Claimed[]> {
  const isDue = due(now, oldest);
  const claimed = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_at: iso(leaseUntil) }))
    .where((eb) =>
      eb.and([
        eb('id', 'in', eb.selectFrom('mail_outbox').select('id').where(isDue).orderBy('id').limit(limit)),
        isDue(eb),
      ]),
    )
    .returning(['id', 'attempts', 'to_email', 'kind', 'subject', 'text', 'link', 'calendar'])
    .execute();
  return claimed
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      attempt: row.attempts,
      to: row.to_email,
      kind: row.kind as MailKind,
      subject: row.subject,
      text: row.text,
      link: row.link,
      calendar: row.calendar,
    }));
}

/** The mail server took it. */
export async function markSent(db: Db, id: number, now: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ mailed_at: iso(now), next_at: null, error: null })
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .execute();
}

/** The send failed: try again at `retryAt`, or never (a permanent refusal, or no attempts left). */
export async function markFailed(db: Db, id: number, error: string, retryAt: number | null): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(
      retryAt === null ? { attempts: MAX_ATTEMPTS, next_at: null, error } : { next_at: iso(retryAt), error },
    )
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .execute();
}

/** Deletes the rows older than they are kept, sent or not. */
export async function pruneOutbox(db: Db, now: number): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where('created_at', '<', iso(now - KEPT_MS))
    .execute();
}
