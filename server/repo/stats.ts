// Queries of the live dashboard figures of spec §9 (src/api/stats-contract.ts): a client's, and
// the parts of a lawyer's that are counts (server/services/accounts/stats.ts adds their new leads),
// from what is kept (docs/decisions/0091-availability-switch-and-live-figures.md) and the
// consultations (docs/decisions/0096-booking-calls.md).
import { LONDON } from '../../src/api/booking-contract.ts';
import type { ClientStats } from '../../src/api/stats-contract.ts';
import { wallClock, wallToInstant } from '../rules/booking/wall-time.ts';
import type { Db } from '../db/schema.ts';
import { toRating } from '../rules/rating.ts';
import type { Rating } from '../rules/rating.ts';
import { reviewFigures } from './ratings.ts';

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
export async function completedOf(
  db: Db,
  lawyerId: number,
  now: number,
): Promise<{ total: number; earned: number }> {
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

/** A lawyer's consultations reported as not attended, by either side (docs/decisions/0129-cancellation-policy-and-no-shows.md). */
export async function noShowsOf(db: Db, lawyerId: number): Promise<number> {
  const row = await db
    .selectFrom('consultations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('lawyer_id', '=', lawyerId)
    .where('status', '=', 'no_show')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A lawyer's rating and count of reviews, as their profile shows them. */
export async function ratingOf(db: Db, lawyerId: number): Promise<Rating> {
  const row = await db
    .selectFrom('users as u')
    .select(reviewFigures('u.id'))
    .where('u.id', '=', lawyerId)
    .executeTakeFirstOrThrow();
  return toRating(row);
}
