// The notifications table is also the outbox of the notification e-mails
// (docs/decisions/0092-notification-bell-and-mail.md): a row written in the transaction of what
// it tells of is mailed after that commit, when SMTP is configured.
// - mailed_at: when the mail server took the e-mail; null until then (and for ever without SMTP);
// - mail_attempts: sends claimed so far; a permanent refusal spends them all, so none follows;
// - mail_next_at: no send before this instant: the lease of a claimed send, then the backoff of
//   a failed one, so that two instances never send one row at the same time;
// - mail_error: why the last send failed.
// Rows from before keep mailed_at null; the dispatcher only sends recent rows, so they are not
// mailed late.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

export const notificationMail = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const c = columnsFor(dialect);
    await db.schema.alterTable('notifications').addColumn('mailed_at', c.timestamp).execute();
    await db.schema
      .alterTable('notifications')
      .addColumn('mail_attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('notifications').addColumn('mail_next_at', c.timestamp).execute();
    await db.schema.alterTable('notifications').addColumn('mail_error', 'text').execute();
    // what is still to be mailed, by age: the dispatcher reads only the recent end
    await db.schema
      .createIndex('notifications_unmailed')
      .on('notifications')
      .column('created_at')
      .where(sql.ref('mailed_at'), 'is', null)
      .execute();
  },
});
