// The signed-in person's live dashboard figures (spec §9, src/api/stats-contract.ts): a client's
// and an admin's are counts (server/repo/stats.ts, server/repo/admin-stats.ts); a lawyer's new
// cases are their leads of the last seven days, by the lead rule
// (docs/decisions/0091-availability-switch-and-live-figures.md).
import type { LawyerStats, MeStats } from '../../../src/api/stats-contract.ts';
import type { UserType } from '../../../src/api/contract.ts';
import type { Db } from '../../db/schema.ts';
import { adminStats } from '../../repo/admin-stats.ts';
import { lawyerFacts } from '../../repo/leads.ts';
import { clientStats, completedOf, noShowsOf, ratingOf } from '../../repo/stats.ts';
import { countLeadsSince } from '../cases/leads.ts';

/** 'This week' of the lawyer's new cases: the last seven days. */
const NEW_CASES_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

async function lawyerStats(db: Db, userId: number, now: number): Promise<LawyerStats> {
  const [facts, rating, completed, noShows] = await Promise.all([
    lawyerFacts(db, userId),
    ratingOf(db, userId),
    completedOf(db, userId, now),
    noShowsOf(db, userId),
  ]);
  const since = new Date(now - NEW_CASES_DAYS * DAY_MS).toISOString();
  // the lead rule decides: a lawyer not verified, or unavailable, has no new cases
  const newCases = facts ? await countLeadsSince(db, facts, now, since) : 0;
  return {
    role: 'lawyer',
    newCases,
    totalConsultations: completed.total,
    // never 0 stars for a lawyer nobody has reviewed
    averageRating: rating.reviews > 0 ? rating.rating : null,
    reviews: rating.reviews,
    monthlyEarningsPence: completed.earned,
    noShows,
  };
}

export function myStats(db: Db, user: { id: number; role: UserType }, now: number): Promise<MeStats> {
  if (user.role === 'client') return clientStats(db, user.id);
  if (user.role === 'lawyer') return lawyerStats(db, user.id, now);
  return adminStats(db, now);
}
