// One outbox for every e-mail, and accounts people can manage (docs/decisions/0112-one-mail-outbox.md,
// docs/decisions/0113-accounts-people-can-manage.md):
// - `mail_outbox` holds each e-mail to send: to whom, what kind, its subject, text and link into
//   the SPA; the lease, attempts and error of its sends, as the notifications' columns held them
//   for notification e-mails alone (0007). Unsent notification e-mails move into it, and the
//   notifications lose their mail columns: a notification is the bell's, a mail row the mailer's;
// - `users.email_verified_at`: when the address was confirmed. Accounts made before had no way to
//   confirm it and keep receiving e-mails: their addresses count as confirmed when they were made;
// - `account_tokens`: the single-use links of e-mails (confirm an address, reset a password,
//   confirm a new address), kept as their SHA-256 only;
// - `refresh_tokens.revoked_reason`: why a session was ended, so the device it was on can say so.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

export const mailOutboxAndAccounts = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const c = columnsFor(dialect);
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'integer', c.id)
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('to_email', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('link', 'text')
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      .addColumn('mailed_at', c.timestamp)
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_at', c.timestamp)
      .addColumn('error', 'text')
      .execute();
    await db.schema
      .createIndex('mail_outbox_unmailed')
      .on('mail_outbox')
      .column('created_at')
      .where(sql.ref('mailed_at'), 'is', null)
      .execute();
    await sql`INSERT INTO mail_outbox (user_id, to_email, kind, subject, text, link, created_at, attempts, next_at, error)
      SELECT n.user_id, u.email, 'notification', n.text, n.text, n.link, n.created_at, n.mail_attempts, n.mail_next_at, n.mail_error
      FROM notifications n JOIN users u ON u.id = n.user_id
      WHERE n.mailed_at IS NULL AND u.deleted_at IS NULL`.execute(db);
    await db.schema.dropIndex('notifications_unmailed').execute();
    for (const column of ['mailed_at', 'mail_attempts', 'mail_next_at', 'mail_error']) {
      await db.schema.alterTable('notifications').dropColumn(column).execute();
    }

    await db.schema.alterTable('users').addColumn('email_verified_at', c.timestamp).execute();
    await sql`UPDATE users SET email_verified_at = created_at WHERE deleted_at IS NULL`.execute(db);

    await db.schema
      .createTable('account_tokens')
      .addColumn('id', 'integer', c.id)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (col) =>
        col.notNull().check(sql`purpose IN ('verify_email', 'reset_password', 'change_email')`),
      )
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('new_email', 'text')
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      .addColumn('expires_at', c.timestamp, (col) => col.notNull())
      .addColumn('used_at', c.timestamp)
      .execute();
    await db.schema.createIndex('account_tokens_by_user').on('account_tokens').columns(['user_id', 'purpose']).execute();

    await db.schema.alterTable('refresh_tokens').addColumn('revoked_reason', 'text').execute();
  },
});
