// The admin's live figures of spec §9 (adminStatsSchema in src/api/stats-contract.ts), counted
// from what is kept (docs/decisions/0104-admin-live-figures-and-reported-reviews.md): accounts,
// the lawyers who would get leads now, cases, this London month's fees and completion rate, and
// the visible reviews.
import { sql } from 'kysely';
import type { AdminStats } from '../../src/api/stats-contract.ts';
import type { Db } from '../db/schema.ts';
import { lapseCutoff } from '../rules/verification/renewal.ts';
import { counts } from './ratings.ts';
import { londonMonth } from './stats.ts';

const n = (value: number | string | null | undefined): number => Number(value ?? 0);

const countAll = (db: Db, table: 'cases') =>
  db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => n(row.n));

/** Accounts not deleted (docs/decisions/0102-your-data.md keeps a deleted one's emptied row). */
const users = (db: Db) =>
  db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
    .then((row) => n(row.n));

/**
 * Lawyers the lead rule would give leads now: approved and not lapsed at the yearly re-check
 * (isVerifiedNow in server/rules/lead-rule.ts), with a profile, and available (no settings
 * kept: available, as leads.ts reads it).
 */
const activeLawyers = (db: Db, now: number) =>
  db
    .selectFrom('users as u')
    .innerJoin('lawyer_profiles as p', 'p.user_id', 'u.id')
    .innerJoin('verification_requests as v', 'v.user_id', 'u.id')
    .leftJoin('lawyer_availability as a', 'a.user_id', 'u.id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('u.role', '=', 'lawyer')
    .where('u.is_verified', '=', 1)
    .where('u.deleted_at', 'is', null)
    .where('v.verified_at', '>=', new Date(lapseCutoff(now)).toISOString())
    .where((eb) => eb.or([eb('a.available', 'is', null), eb('a.available', '=', 1)]))
    .executeTakeFirstOrThrow()
    .then((row) => n(row.n));

/** Consultations that started this London month: the fees of the completed, and how they ended. */
async function thisMonth(db: Db, now: number) {
  const month = londonMonth(now);
  const row = await db
    .selectFrom('consultations')
    .select((eb) => {
      const of = (status: 'completed' | 'cancelled' | 'declined') =>
        eb.fn.sum<number | string | null>(eb.case().when('status', '=', status).then(1).else(0).end());
      return [
        eb.fn
          .sum<number | string | null>(
            eb.case().when('status', '=', 'completed').then(eb.ref('fee_pence')).else(null).end(),
          )
          .as('revenue'),
        of('completed').as('completed'),
        of('cancelled').as('cancelled'),
        of('declined').as('declined'),
      ];
    })
    .where('starts_at', '>=', month.from)
    .where('starts_at', '<', month.to)
    .executeTakeFirstOrThrow();
  const completed = n(row.completed);
  // the consultations that came to an end one way or another; those still ahead count for neither
  const ended = completed + n(row.cancelled) + n(row.declined);
  return { revenue: n(row.revenue), completionRate: ended === 0 ? null : completed / ended };
}

/** Every visible review: their count and average, to one decimal as a lawyer's (ratings.ts). */
const visibleReviews = (db: Db) =>
  db
    .selectFrom('reviews as rv')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      sql<number | string | null>`avg(rv.rating)`.as('average'),
    ])
    .where(counts())
    .executeTakeFirstOrThrow()
    .then((row) => {
      const count = n(row.count);
      return {
        reviews: count,
        // never 0 stars when nobody has reviewed anyone
        averageRating: count > 0 && row.average !== null ? Math.round(Number(row.average) * 10) / 10 : null,
      };
    });

export async function adminStats(db: Db, now: number): Promise<AdminStats> {
  const [userCount, lawyers, cases, month, reviews] = await Promise.all([
    users(db),
    activeLawyers(db, now),
    countAll(db, 'cases'),
    thisMonth(db, now),
    visibleReviews(db),
  ]);
  return {
    role: 'admin',
    users: userCount,
    activeLawyers: lawyers,
    cases,
    monthlyRevenuePence: month.revenue,
    averageRating: reviews.averageRating,
    reviews: reviews.reviews,
    completionRate: month.completionRate,
  };
}
