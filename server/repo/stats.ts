// The live dashboard figures of spec §9 (src/api/stats-contract.ts), counted from what is kept
// (docs/decisions/0091-availability-switch-and-live-figures.md) and the consultations
// (docs/decisions/0096-booking-calls.md). A lawyer's rating and count of reviews come from their
// visible reviews (ratings.ts).
import { LONDON } from '../../src/api/booking-contract.ts';
import type { ClientStats, LawyerStats } from '../../src/api/stats-contract.ts';
import { wallClock, wallToInstant } from '../booking/wall-time.ts';
import { countLeadsSince, lawyerFacts } from '../cases/leads.ts';
import type { Db } from '../db/schema.ts';
import { reviewFigures, toRating } from './ratings.ts';

/** 'This week' of the lawyer's new cases: the last seven days. */
const NEW_CASES_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The London calendar month of an instant, as the instants it starts and the next one starts. */
export function londonMonth(now: number): { from: string; to: string } {
  const [year = 0, month = 1] = wallClock(now, LONDON).date.split('-').map(Number);
  const first = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  const next = month === 12 ? first(year + 1, 1) : first(year, month + 1);
  return {
    from: new Date(wallToInstant(first(year, month), 0, LONDON)).toISOString(),
    to: new Date(wallToInstant(next, 0, LONDON)).toISOString(),
  };
}

export async function clientStats(db: Db, clientId: number): Promise<ClientStats> {
  const [cases, pending] = await Promise.all([
    db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('client_id', '=', clientId)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow(),
    // waiting for the lawyer (requested) or for the client (proposed)
    db
      .selectFrom('consultations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('client_id', '=', clientId)
      .where('status', 'in', ['requested', 'proposed'])
      .executeTakeFirstOrThrow(),
  ]);
  return { role: 'client', openCases: Number(cases.n), pendingConsultations: Number(pending.n) };
}

/** A lawyer's completed consultations, and the fees of those that started this London month. */
async function completedOf(db: Db, lawyerId: number, now: number) {
  const month = londonMonth(now);
  const row = await db
    .selectFrom('consultations')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb('starts_at', '>=', month.from), eb('starts_at', '<', month.to)]))
            .then(eb.ref('fee_pence'))
            .else(null)
            .end(),
        )
        .as('earned'),
    ])
    .where('lawyer_id', '=', lawyerId)
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  return { total: Number(row.n), earned: Number(row.earned ?? 0) };
}

export async function lawyerStats(db: Db, userId: number, now: number): Promise<LawyerStats> {
  const [facts, profile, completed] = await Promise.all([
    lawyerFacts(db, userId),
    db
      .selectFrom('users as u')
      .select(reviewFigures('u.id'))
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow()
      .then(toRating),
    completedOf(db, userId, now),
  ]);
  const since = new Date(now - NEW_CASES_DAYS * DAY_MS).toISOString();
  // the lead rule decides: a lawyer not verified, or unavailable, has no new cases
  const newCases = facts ? await countLeadsSince(db, facts, now, since) : 0;
  const { reviews } = profile;
  return {
    role: 'lawyer',
    newCases,
    totalConsultations: completed.total,
    // never 0 stars for a lawyer nobody has reviewed
    averageRating: reviews > 0 ? profile.rating : null,
    reviews,
    monthlyEarningsPence: completed.earned,
  };
}
