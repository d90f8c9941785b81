// 0019-no-shows lets a consultation be 'no_show' and keeps the cancellation policy it was booked
// under (server/db/migrations/0019-no-shows.ts, docs/decisions/0129-cancellation-policy-and-no-shows.md).
// On SQLite the table is rebuilt: the consultations, their reviews and the reports of those
// reviews kept before it are all still there, the overlap rule still holds, and the new status
// is taken.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate.ts';
import { databasesForEachTest, dialectName } from '../support/migrated-to.ts';

const { openAt } = databasesForEachTest();
const AT = '2026-11-28T10:00:00.000Z';
const START = '2026-12-02T10:00:00.000Z';
const END = '2026-12-02T10:30:00.000Z';

describe('0019-no-shows', () => {
  it('keeps the consultations, reviews and reports kept before it, and takes no_show', async () => {
    const db = await openAt('0018-directory');
    const user = async (email: string, role: string) =>
      (
        await sql<{
          id: number;
        }>`INSERT INTO users (email, name, role, password_hash, is_verified, created_at)
          VALUES (${email}, 'Someone', ${role}, 'x', 1, ${AT}) RETURNING id`.execute(db)
      ).rows[0]?.id as number;
    const client = await user('client@example.test', 'client');
    const lawyer = await user('lawyer@example.test', 'lawyer');
    const consultation = (
      await sql<{ id: number }>`INSERT INTO consultations (lawyer_id, client_id, type, starts_at, ends_at,
          blocked_until, status, sequence, created_at, updated_at)
        VALUES (${lawyer}, ${client}, 'phone', ${START}, ${END}, ${END}, 'completed', 2, ${AT}, ${AT})
        RETURNING id`.execute(db)
    ).rows[0]?.id as number;
    const review = (
      await sql<{ id: number }>`INSERT INTO reviews (consultation_id, lawyer_id, rating, text, created_at)
        VALUES (${consultation}, ${lawyer}, 5, 'Clear advice.', ${AT}) RETURNING id`.execute(db)
    ).rows[0]?.id as number;
    await sql`INSERT INTO review_reports (review_id, reporter_id, reason, created_at)
      VALUES (${review}, ${lawyer}, 'Not a real client of mine.', ${AT})`.execute(db);

    expect(await migrate(db, dialectName())).toContain('0019-no-shows');
    const kept = await db
      .selectFrom('consultations')
      .select(['id', 'status', 'free_until_hours', 'no_show_by', 'sequence'])
      .execute();
    expect(kept).toEqual([
      { id: consultation, status: 'completed', free_until_hours: 24, no_show_by: null, sequence: 2 },
    ]);
    expect(await db.selectFrom('reviews').select('id').execute()).toEqual([{ id: review }]);
    expect(await db.selectFrom('review_reports').select('review_id').execute()).toEqual([
      { review_id: review },
    ]);

    // the new status is taken, an unknown one still refused, and the overlap rule still holds
    const second = (at: string, status: string) =>
      sql`INSERT INTO consultations (lawyer_id, client_id, type, starts_at, ends_at, blocked_until,
          status, no_show_by, created_at, updated_at)
        VALUES (${lawyer}, ${client}, 'phone', ${at}, ${END}, ${END}, ${status}, ${status === 'no_show' ? 'client' : null}, ${AT}, ${AT})`.execute(
        db,
      );
    await second('2026-12-02T10:00:00.000Z', 'no_show');
    await expect(second('2026-12-02T10:00:00.000Z', 'vanished')).rejects.toThrow();
    await second('2026-12-02T10:00:00.000Z', 'confirmed');
    await expect(second('2026-12-02T10:15:00.000Z', 'requested')).rejects.toThrow(/no_overlap/);
    // a review still goes with its consultation
    await db.deleteFrom('consultations').where('id', '=', consultation).execute();
    expect(await db.selectFrom('review_reports').select('id').execute()).toEqual([]);
  });
});
