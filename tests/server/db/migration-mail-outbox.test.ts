// 0012-mail-outbox-and-accounts moves the e-mails still to send from the notifications into one
// outbox, and counts the addresses of accounts made before as confirmed
// (server/db/migrations/0012-mail-outbox-and-accounts.ts). A database at 0011 with a mailed and an
// unmailed notification keeps both on the bell; only the unmailed one waits in the outbox, to the
// person's address, with its attempts; the deleted account's address is not taken over.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate.ts';
import type { Db } from '../../../server/db/schema.ts';
import { databasesForEachTest, dialectName, migrationsFrom } from '../support/migrated-to.ts';

const { openAt } = databasesForEachTest();
let db: Db;
const AT = '2026-03-02T10:00:00.000Z';

describe('0012-mail-outbox-and-accounts', () => {
  it('moves the unsent notification e-mails to the outbox and confirms the existing addresses', async () => {
    db = await openAt('0011-held-reviews');
    const person = async (email: string, deleted: string | null) =>
      (
        await sql<{
          id: number;
        }>`INSERT INTO users (email, name, role, password_hash, is_verified, created_at, deleted_at)
          VALUES (${email}, 'Ann', 'client', 'x', 1, ${AT}, ${deleted}) RETURNING id`.execute(db as Db)
      ).rows[0]?.id as number;
    const ann = await person('ann@example.test', null);
    const gone = await person('deleted-7@lawmatch.invalid', '2026-03-03T10:00:00.000Z');
    const notice = (userId: number, text: string, mailedAt: string | null, attempts: number) =>
      sql`INSERT INTO notifications (user_id, kind, text, link, created_at, mailed_at, mail_attempts, mail_error)
        VALUES (${userId}, 'new_lead', ${text}, '/lawyer-dashboard', ${AT}, ${mailedAt}, ${attempts}, ${attempts > 0 ? 'ECONNREFUSED' : null})`.execute(
        db as Db,
      );
    await notice(ann, 'Mailed already', AT, 1);
    await notice(ann, 'Still to mail', null, 2);
    await notice(gone, 'To a deleted account', null, 0);

    expect(await migrate(db, dialectName())).toEqual(migrationsFrom('0012-mail-outbox-and-accounts'));

    const bell = await db.selectFrom('notifications').select(['user_id', 'text']).orderBy('id').execute();
    expect(bell.map((n) => n.text)).toEqual(['Mailed already', 'Still to mail', 'To a deleted account']);
    const outbox = await db.selectFrom('mail_outbox').selectAll().execute();
    expect(outbox).toEqual([
      expect.objectContaining({
        user_id: ann,
        to_email: 'ann@example.test',
        kind: 'notification',
        subject: 'Still to mail',
        text: 'Still to mail',
        link: '/lawyer-dashboard',
        mailed_at: null,
        attempts: 2,
        error: 'ECONNREFUSED',
      }),
    ]);
    const users = await db.selectFrom('users').select(['id', 'email_verified_at']).orderBy('id').execute();
    expect(users).toEqual([
      { id: ann, email_verified_at: AT },
      { id: gone, email_verified_at: null },
    ]);
  });
});
