// The notification bell: what happened that concerns a user, written in the same transaction as
// the change it tells of, so that one is never kept without the other
// (docs/decisions/0090-cases-leads-and-notifications.md).
import type { Kysely } from 'kysely';
import type { NOTIFICATION_KINDS, Notification } from '../../src/api/cases-contract.ts';
import { nowIso } from '../db/database.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { Database } from '../db/schema.ts';

export interface NewNotification {
  userId: number;
  kind: (typeof NOTIFICATION_KINDS)[number];
  text: string;
  link: string | null;
  /** the e-mail's words when they say more than the bell's (a reminder's how to join) */
  mailText?: string;
  /** the e-mail's calendar invitation (mail/invitation.ts) */
  calendar?: string | null;
}

/**
 * Adds notifications, and their e-mails for those whose address is confirmed
 * (docs/decisions/0113-accounts-people-can-manage.md), unless `mail` is false (a message's
 * e-mail has a rule of its own, docs/conversations.md); pass the transaction of the change they
 * tell of.
 */
export async function notify(
  db: Kysely<Database>,
  notifications: readonly NewNotification[],
  { mail = true }: { mail?: boolean } = {},
): Promise<void> {
  if (notifications.length === 0) return;
  const at = nowIso();
  await db
    .insertInto('notifications')
    .values(
      notifications.map((n) => ({
        user_id: n.userId,
        kind: n.kind,
        text: n.text,
        link: n.link,
        created_at: at,
      })),
    )
    .execute();
  if (!mail) return;
  const confirmed = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'id',
      'in',
      notifications.map((n) => n.userId),
    )
    .where('email_verified_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .execute();
  const addresses = new Map(confirmed.map((u) => [u.id, u.email]));
  await enqueueMail(
    db,
    notifications.flatMap((n) => {
      const to = addresses.get(n.userId);
      return to === undefined
        ? []
        : [
            {
              userId: n.userId,
              to,
              kind: 'notification' as const,
              subject: n.text,
              text: n.mailText ?? n.text,
              link: n.link,
              calendar: n.calendar ?? null,
            },
          ];
    }),
    at,
  );
}

/** A page of a user's notifications, newest first; how many there are, and how many are unread. */
export async function notificationsOf(
  db: Kysely<Database>,
  userId: number,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ count: number; unread: number; results: Notification[] }> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'kind', 'text', 'link', 'created_at', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.count<number | string>('id').filterWhere('read_at', 'is', null).as('unread'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(counts.n),
    unread: Number(counts.unread),
    results: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      text: row.text,
      link: row.link,
      createdAt: row.created_at,
      readAt: row.read_at,
    })),
  };
}

/** Marks the user's notifications read: these ids (others' and unknown ones are ignored), or all. */
export async function markRead(db: Kysely<Database>, userId: number, ids?: readonly string[]): Promise<void> {
  let update = db
    .updateTable('notifications')
    .set({ read_at: nowIso() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== undefined) {
    const numbers = ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
    if (numbers.length === 0) return;
    update = update.where('id', 'in', numbers);
  }
  await update.execute();
}

/** Whether the user has an unread notification of this kind that links here. */
export async function hasUnread(
  db: Kysely<Database>,
  userId: number,
  kind: NewNotification['kind'],
  link: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where('kind', '=', kind)
    .where('link', '=', link)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks read the user's notifications of this kind that link here. */
export async function markReadByLink(
  db: Kysely<Database>,
  userId: number,
  kind: NewNotification['kind'],
  link: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where('kind', '=', kind)
    .where('link', '=', link)
    .execute();
}
