// 0013-session-start records when each sign-in session started, on every token of its family
// (server/db/migrations/0013-session-start.ts, docs/decisions/0114-the-export-checked-table-by-table.md).
// A database at 0012 with a session keeps its tokens as they were, without a start: it was never
// recorded, and none is guessed. A session begun after it has its start on its first token and on
// every token its renewals give.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TokenService } from '../../../server/auth/tokens.ts';
import { migrate } from '../../../server/db/migrate.ts';
import type { Db } from '../../../server/db/schema.ts';
import { databasesForEachTest, dialectName, migrationsFrom } from '../support/migrated-to.ts';

const { openAt } = databasesForEachTest();
let db: Db;
const AT = '2026-03-02T10:00:00.000Z';
const EXPIRES = Date.parse('2026-03-09T10:00:00.000Z') / 1000;

describe('0013-session-start', () => {
  it('leaves the sessions before it without a start, and records it for those after', async () => {
    db = await openAt('0012-mail-outbox-and-accounts');
    const id = (
      await sql<{ id: number }>`INSERT INTO users (email, name, role, password_hash, is_verified, created_at)
        VALUES ('ann@example.test', 'Ann', 'client', 'x', 1, ${AT}) RETURNING id`.execute(db)
    ).rows[0]?.id as number;
    await sql`INSERT INTO refresh_tokens (jti, family, user_id, expires_at, used_at)
      VALUES ('old-1', 'old-session', ${id}, ${EXPIRES}, ${EXPIRES - 3600}),
             ('old-2', 'old-session', ${id}, ${EXPIRES + 3600}, NULL)`.execute(db);

    expect(await migrate(db, dialectName())).toEqual(migrationsFrom('0013-session-start'));

    const old = await db.selectFrom('refresh_tokens').selectAll().orderBy('jti').execute();
    expect(old).toEqual([
      expect.objectContaining({
        jti: 'old-1',
        expires_at: EXPIRES,
        used_at: EXPIRES - 3600,
        session_started_at: null,
      }),
      expect.objectContaining({
        jti: 'old-2',
        expires_at: EXPIRES + 3600,
        used_at: null,
        session_started_at: null,
      }),
    ]);

    const tokens = new TokenService(db, 'test-secret-for-the-migration-0123456789abcdefghij');
    const before = Math.floor(Date.now() / 1000);
    const first = await tokens.issue(id, 'client');
    const renewed = await tokens.rotate(first.refresh, async () => 'client');
    expect(renewed).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    const started = await db
      .selectFrom('refresh_tokens')
      .select(['family', 'session_started_at'])
      .where('family', '<>', 'old-session')
      .execute();
    expect(started).toHaveLength(2);
    expect(new Set(started.map((t) => t.family)).size).toBe(1);
    const [start] = [...new Set(started.map((t) => t.session_started_at))];
    expect(started.every((t) => t.session_started_at === start)).toBe(true);
    expect(start).toBeGreaterThanOrEqual(before);
    expect(start).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });
});
