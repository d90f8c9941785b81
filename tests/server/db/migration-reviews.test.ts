// 0010-reviews adds the reviews and their reports, drops the rating and count typed into the
// lawyer's profile, and lets an account be deleted without its row going
// (server/db/migrations/0010-reviews.ts). A database at 0009 with a lawyer whose profile says 4.8
// from 120 reviews keeps the profile's other columns, and the lawyer then has no rating until a
// real review arrives; one review per consultation and 1–5 stars are the database's rules.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate.ts';
import type { Db } from '../../../server/db/schema.ts';
import { reviewFigures } from '../../../server/repo/ratings.ts';
import { toRating } from '../../../server/rules/rating.ts';
import { databasesForEachTest, dialectName, migrationsFrom } from '../support/migrated-to.ts';

const { openAt } = databasesForEachTest();
let db: Db;
const AT = '2026-03-02T10:00:00.000Z';

/** A lawyer with the typed-in figures of 0001, a client, and a completed consultation between them. */
async function seedAt0009(target: Db) {
  const user = (email: string, role: 'client' | 'lawyer') =>
    target
      .insertInto('users')
      .values({ email, name: `Ann ${email}`, role, password_hash: 'x', is_verified: 1, created_at: AT })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const lawyer = await user('lawyer@example.test', 'lawyer');
  const client = await user('client@example.test', 'client');
  await sql`INSERT INTO lawyer_profiles (user_id, full_name, specialization, location, experience_years,
      license_number, education, bio, regulator, hourly_rate_pence, first_fee_pence, rating, reviews, updated_at)
    VALUES (${lawyer}, 'Ann Lawyer', 'Family Law', 'London', 12, '123456', 'LLB', 'Family work.', 'SRA',
      20000, NULL, 4.8, 120, ${AT})`.execute(target);
  const consultation = await target
    .insertInto('consultations')
    .values({
      lawyer_id: lawyer,
      client_id: client,
      type: 'video',
      starts_at: '2026-03-01T10:00:00.000Z',
      ends_at: '2026-03-01T10:30:00.000Z',
      blocked_until: '2026-03-01T10:30:00.000Z',
      status: 'completed',
      fee_pence: 10_000,
      created_at: AT,
      updated_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { lawyer, client, consultation: consultation.id };
}

const figures = async (target: Db, lawyer: number) =>
  toRating(
    await target
      .selectFrom('users as u')
      .select(reviewFigures('u.id'))
      .where('u.id', '=', lawyer)
      .executeTakeFirstOrThrow(),
  );

describe('0010-reviews', () => {
  it('drops the typed-in rating, keeps the profile, and counts only real reviews, one per consultation', async () => {
    db = await openAt('0009-consultations');
    const { lawyer, consultation } = await seedAt0009(db);
    const profileBefore = await db
      .selectFrom('lawyer_profiles')
      .select(['full_name', 'specialization', 'location', 'experience_years', 'hourly_rate_pence', 'bio'])
      .executeTakeFirstOrThrow();

    expect(await migrate(db, dialectName())).toEqual(migrationsFrom('0010-reviews'));
    const profile = await db.selectFrom('lawyer_profiles').selectAll().executeTakeFirstOrThrow();
    expect(profile).toMatchObject(profileBefore);
    expect(Object.keys(profile)).not.toContain('rating');
    expect(Object.keys(profile)).not.toContain('reviews');
    expect(await db.selectFrom('users').select('deleted_at').execute()).toEqual([
      { deleted_at: null },
      { deleted_at: null },
    ]);
    // the 4.8 from 120 is gone: no reviews yet
    expect(await figures(db, lawyer)).toEqual({ rating: 0, reviews: 0 });

    const review = { consultation_id: consultation, lawyer_id: lawyer, created_at: AT };
    await db
      .insertInto('reviews')
      .values({ ...review, rating: 4 })
      .execute();
    expect(await figures(db, lawyer)).toEqual({ rating: 4, reviews: 1 });
    // a second review of the same consultation, or 6 stars, is the database's refusal
    await expect(
      db
        .insertInto('reviews')
        .values({ ...review, rating: 5 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('reviews')
        .values({ ...review, consultation_id: consultation, rating: 6 })
        .execute(),
    ).rejects.toThrow();
    // a hidden review needs its reason, and leaves the figures
    await expect(
      db.updateTable('reviews').set({ hidden_at: AT }).where('consultation_id', '=', consultation).execute(),
    ).rejects.toThrow();
    await db
      .updateTable('reviews')
      .set({ hidden_at: AT, hidden_reason: 'Names another person.' })
      .where('consultation_id', '=', consultation)
      .execute();
    expect(await figures(db, lawyer)).toEqual({ rating: 0, reviews: 0 });
  });
});
