// 0008-case-without-area makes cases.category nullable. On SQLite that is a rebuild of the cases
// table inside the migration's transaction, with foreign keys on: a database at 0007 with cases,
// responses, dismissals and notifications keeps every row, its indexes and its cascades
// (server/db/migrations/0008-case-without-area.ts). Both legs: PostgreSQL only drops NOT NULL.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate.ts';
import type { Db } from '../../../server/db/schema.ts';
import { onPostgres } from '../support/backing.ts';
import { databasesForEachTest, dialectName, migrationsFrom, migrateTo } from '../support/migrated-to.ts';

const { openEmpty } = databasesForEachTest();
let db: Db;

const AT = '2026-03-02T10:00:00.000Z';
const PLACE = { place_key: 'london', jurisdiction: 'england-wales', lat: 51.5, lon: -0.12 } as const;

/** Two clients' cases, lawyers' responses and dismissals, and notifications: as 0007 left them. */
async function seed(target: Db) {
  const user = (email: string, role: 'client' | 'lawyer') =>
    target
      .insertInto('users')
      .values({ email, name: email, role, password_hash: 'x', is_verified: 1, created_at: AT })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const [client, other, lawyerA, lawyerB] = await Promise.all([
    user('client@example.test', 'client'),
    user('other@example.test', 'client'),
    user('a@example.test', 'lawyer'),
    user('b@example.test', 'lawyer'),
  ]);
  const kase = (clientId: number, title: string, status: 'open' | 'closed') =>
    target
      .insertInto('cases')
      .values({
        client_id: clientId,
        title,
        description: `About ${title}`,
        location: 'London',
        category: 'Family Law',
        urgency: 'High',
        status,
        ...PLACE,
        created_at: AT,
        updated_at: AT,
        closed_at: status === 'closed' ? AT : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const first = await kase(client, 'First', 'open');
  const second = await kase(client, 'Second', 'closed');
  const third = await kase(other, 'Third', 'open');
  const message = 'I can help you with this matter for a fair fee.';
  await target
    .insertInto('case_responses')
    .values([
      { case_id: first, lawyer_id: lawyerA, message, fee_kind: 'fixed', fee_pence: 9500, created_at: AT },
      { case_id: first, lawyer_id: lawyerB, message, fee_kind: null, fee_pence: null, created_at: AT },
      { case_id: second, lawyer_id: lawyerA, message, fee_kind: 'hourly', fee_pence: 12000, created_at: AT },
    ])
    .execute();
  await target
    .insertInto('case_dismissals')
    .values([
      { case_id: third, lawyer_id: lawyerA, dismissed_at: AT },
      { case_id: first, lawyer_id: lawyerB, dismissed_at: AT },
    ])
    .execute();
  await target
    .insertInto('notifications')
    .values([
      {
        user_id: client,
        kind: 'case_response',
        text: 'A responded',
        link: `/cases/${first}`,
        created_at: AT,
      },
      { user_id: lawyerA, kind: 'new_lead', text: 'New case', link: `/leads/${third}`, created_at: AT },
    ])
    .execute();
  return { client, lawyerA, cases: [first, second, third] };
}

/** Every row of the tables the migration touches, in a stable order. */
const snapshot = async (target: Db) => ({
  cases: await target.selectFrom('cases').selectAll().orderBy('id').execute(),
  responses: await target.selectFrom('case_responses').selectAll().orderBy('id').execute(),
  dismissals: await target
    .selectFrom('case_dismissals')
    .selectAll()
    .orderBy('case_id')
    .orderBy('lawyer_id')
    .execute(),
  notifications: await target
    .selectFrom('notifications')
    .select(['id', 'user_id', 'kind', 'text', 'link'])
    .orderBy('id')
    .execute(),
});

async function indexesOf(target: Db, table: string): Promise<string[]> {
  const { rows } = onPostgres()
    ? await sql<{
        name: string;
      }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = ${table}`.execute(target)
    : await sql<{ name: string }>`SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = ${table}
        AND sql IS NOT NULL`.execute(target);
  return rows.map((r) => r.name);
}

describe('0008-case-without-area', () => {
  it('keeps every case, response, dismissal and notification of a database at 0007', async () => {
    db = await openEmpty();
    await migrateTo(db, '0007-notification-mail');
    const { client, cases } = await seed(db);
    const before = await snapshot(db);
    expect(before.responses).toHaveLength(3);
    expect(before.dismissals).toHaveLength(2);

    const applied = await migrate(db, dialectName());
    expect(applied[0]).toBe('0008-case-without-area');
    // later migrations add columns; every value before is kept
    expect(await snapshot(db)).toMatchObject(before);
    expect(await indexesOf(db, 'cases')).toEqual(
      expect.arrayContaining(['cases_by_client', 'cases_for_leads']),
    );
    expect(await indexesOf(db, 'case_responses')).toEqual(
      expect.arrayContaining(['case_responses_by_lawyer']),
    );
    expect(await indexesOf(db, 'case_dismissals')).toEqual(
      expect.arrayContaining(['case_dismissals_by_lawyer']),
    );

    // a case now may have no area; the eight names are still the only others
    const values = {
      client_id: client,
      title: 'A faulty toaster',
      description: 'The shop will not refund my toaster.',
      location: 'London',
      ...PLACE,
      created_at: AT,
      updated_at: AT,
    };
    const kept = await db
      .insertInto('cases')
      .values({ ...values, category: null })
      .returning(['id', 'category', 'urgency', 'status'])
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ category: null, urgency: 'Medium', status: 'open' });
    await expect(
      db
        .insertInto('cases')
        .values({ ...values, category: 'Space Law' as 'Tax Law' })
        .execute(),
    ).rejects.toThrow();

    // the rebuilt tables still refer to cases, and still cascade
    await db
      .deleteFrom('cases')
      .where('id', '=', cases[0] as number)
      .execute();
    const after = await snapshot(db);
    expect(after.responses.map((r) => r.case_id)).toEqual([cases[1]]);
    expect(after.dismissals.map((d) => d.case_id)).toEqual([cases[2]]);
    await expect(
      db
        .insertInto('case_dismissals')
        .values({ case_id: 999_999, lawyer_id: client, dismissed_at: AT })
        .execute(),
    ).rejects.toThrow();
    // one response per lawyer per case, as before
    const again = { case_id: cases[1] as number, message: 'x'.repeat(20), created_at: AT };
    const lawyer = before.responses[2]?.lawyer_id as number;
    await expect(
      db
        .insertInto('case_responses')
        .values({ ...again, lawyer_id: lawyer })
        .execute(),
    ).rejects.toThrow();
  });

  it('runs on an empty database at 0007 too, and the later ones after it', async () => {
    db = await openEmpty();
    await migrateTo(db, '0007-notification-mail');
    expect(await migrate(db, dialectName())).toEqual(migrationsFrom('0008-case-without-area'));
  });
});
