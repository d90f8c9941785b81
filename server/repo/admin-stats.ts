// The admin's live figures of spec §9 (adminStatsSchema in src/api/stats-contract.ts), counted
// from what is kept (docs/decisions/0104-admin-live-figures-and-reported-reviews.md, each defined in
// docs/decisions/0118-admin-figures-that-mean-something.md): accounts, the lawyers who would get
// leads now, cases, the fees of this London month's consultations held and the share held of those
// that ended in it, and the visible reviews.
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

/**
 * This London month's consultations (docs/decisions/0118-admin-figures-that-mean-something.md):
 * the fees of those held in it (completed, by their time), which clients pay their lawyers
 * directly, and, of those that ended in it, the share held: a held one by its time, a cancelled
 * one by when it was cancelled (its last change: a cancelled consultation changes no more). A
 * declined request or proposal was never agreed, so it is neither.
 */
async function thisMonth(db: Db, now: number) {
  const { from, to } = londonMonth(now);
  const row = await db
    .selectFrom('consultations')
    .select((eb) => {
      const held = eb.and([
        eb('status', '=', 'completed'),
        eb('starts_at', '>=', from),
        eb('starts_at', '<', to),
      ]);
      const cancelled = eb.and([
        eb('status', '=', 'cancelled'),
        eb('updated_at', '>=', from),
        eb('updated_at', '<', to),
      ]);
      // a consultation reported as not attended, by its time (docs/decisions/0129-cancellation-policy-and-no-shows.md)
      const noShow = eb.and([
        eb('status', '=', 'no_show'),
        eb('starts_at', '>=', from),
        eb('starts_at', '<', to),
      ]);
      const tally = (when: typeof held) =>
        eb.fn.sum<number | string | null>(eb.case().when(when).then(1).else(0).end());
      return [
        eb.fn
          .sum<number | string | null>(eb.case().when(held).then(eb.ref('fee_pence')).else(null).end())
          .as('fees'),
        tally(held).as('held'),
        tally(cancelled).as('cancelled'),
        tally(noShow).as('noShows'),
      ];
    })
    .where((eb) =>
      eb.or([
        eb.and([eb('starts_at', '>=', from), eb('starts_at', '<', to)]),
        eb.and([eb('updated_at', '>=', from), eb('updated_at', '<', to)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  const held = n(row.held);
  // those still ahead, or declined, count for neither
  // a consultation one side did not attend was not held either
  const ended = held + n(row.cancelled) + n(row.noShows);
  return { fees: n(row.fees), completionRate: ended === 0 ? null : held / ended, noShows: n(row.noShows) };
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
    monthlyRevenuePence: month.fees,
    averageRating: reviews.averageRating,
    reviews: reviews.reviews,
    completionRate: month.completionRate,
    noShows: month.noShows,
  };
}
