// The live dashboard figures of spec §9 (src/api/stats-contract.ts), counted from what is kept
// (docs/decisions/0091-availability-switch-and-live-figures.md). Consultations are not kept yet:
// their figures are 0 until they are. A lawyer's rating and count of reviews are the figures
// stored with their profile until reviews are kept.
import type { ClientStats, LawyerStats } from '../../src/api/stats-contract.ts';
import { countLeadsSince, lawyerFacts } from '../cases/leads.ts';
import type { Db } from '../db/schema.ts';

/** 'This week' of the lawyer's new cases: the last seven days. */
const NEW_CASES_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function clientStats(db: Db, clientId: number): Promise<ClientStats> {
  const row = await db
    .selectFrom('cases')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('client_id', '=', clientId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  // consultations are not kept yet: none is pending
  return { role: 'client', openCases: Number(row.n), pendingConsultations: 0 };
}

export async function lawyerStats(db: Db, userId: number, now: number): Promise<LawyerStats> {
  const [facts, profile] = await Promise.all([
    lawyerFacts(db, userId),
    db
      .selectFrom('lawyer_profiles')
      .select(['rating', 'reviews'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  const since = new Date(now - NEW_CASES_DAYS * DAY_MS).toISOString();
  // the lead rule decides: a lawyer not verified, or unavailable, has no new cases
  const newCases = facts ? await countLeadsSince(db, facts, now, since) : 0;
  const reviews = profile?.reviews ?? 0;
  return {
    role: 'lawyer',
    newCases,
    // consultations are not kept yet: none completed, nothing earned
    totalConsultations: 0,
    // never 0 stars for a lawyer nobody has reviewed
    averageRating: reviews > 0 && profile ? profile.rating : null,
    reviews,
    monthlyEarningsPence: 0,
  };
}
