// 0017-response-time keeps with each response when its case became the lawyer's lead, and on the
// profile the lawyer's response time (server/db/migrations/0017-response-time.ts,
// docs/decisions/0125-fair-leads-and-response-time.md). Responses kept before it count from their
// case's posting, and their lawyers are due at once for the sweep, which works the figure out.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate.ts';
import { refreshDueResponseTimes } from '../../../server/repo/response-times.ts';
import { databasesForEachTest, dialectName } from '../support/migrated-to.ts';

const { openAt } = databasesForEachTest();
const HOUR = 3_600_000;
const POSTED = Date.parse('2026-11-20T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('0017-response-time', () => {
  it('dates the responses kept before it from their case, and the sweep then works out the figure', async () => {
    const db = await openAt('0016-response-quotes');
    const user = async (email: string, role: string) =>
      (
        await sql<{
          id: number;
        }>`INSERT INTO users (email, name, role, password_hash, is_verified, created_at)
          VALUES (${email}, 'Someone', ${role}, 'x', 1, ${iso(POSTED)}) RETURNING id`.execute(db)
      ).rows[0]?.id as number;
    const client = await user('client@example.test', 'client');
    const lawyer = await user('lawyer@example.test', 'lawyer');
    const quiet = await user('quiet@example.test', 'lawyer');
    for (const id of [lawyer, quiet]) {
      await sql`INSERT INTO lawyer_profiles (user_id, full_name, specialization, location, experience_years,
          license_number, education, bio, updated_at)
        VALUES (${id}, 'Lee Lawyer', 'Family Law', 'London', 5, ${`SRA-${id}`}, '', '', ${iso(POSTED)})`.execute(
        db,
      );
    }
    for (const [n, hours] of [1, 3, 8].entries()) {
      const kase = (
        await sql<{ id: number }>`INSERT INTO cases (client_id, title, description, location, category,
            place_key, jurisdiction, lat, lon, created_at, updated_at)
          VALUES (${client}, ${`Case ${n}`}, 'A description.', 'London', 'Family Law', 'london',
            'england-wales', 51.5, -0.12, ${iso(POSTED + n * HOUR)}, ${iso(POSTED)}) RETURNING id`.execute(db)
      ).rows[0]?.id as number;
      await sql`INSERT INTO case_responses (case_id, lawyer_id, message, created_at)
        VALUES (${kase}, ${lawyer}, 'An answer long enough.', ${iso(POSTED + n * HOUR + hours * HOUR)})`.execute(
        db,
      );
    }

    expect(await migrate(db, dialectName())).toContain('0017-response-time');
    const starts = await db.selectFrom('case_responses').select('lead_at').orderBy('id').execute();
    expect(starts.map((r) => Date.parse(r.lead_at ?? ''))).toEqual([0, 1, 2].map((n) => POSTED + n * HOUR));
    const due = await db
      .selectFrom('lawyer_profiles')
      .select(['user_id', 'response_time_hours', 'response_time_until'])
      .orderBy('user_id')
      .execute();
    // the lawyer with responses is due now; the one without has nothing to work out
    expect(due.map((r) => [r.user_id, r.response_time_hours, r.response_time_until === null])).toEqual([
      [lawyer, null, false],
      [quiet, null, true],
    ]);

    expect(await refreshDueResponseTimes(db, POSTED + 24 * HOUR)).toBe(1);
    const figure = await db
      .selectFrom('lawyer_profiles')
      .select('response_time_hours')
      .where('user_id', '=', lawyer)
      .executeTakeFirstOrThrow();
    // 1, 3 and 8 hours: the middle one
    expect(figure.response_time_hours).toBe(3);
  });
});
