// Reports of reviews and the admin's decisions on them
// (docs/decisions/0101-reviews-from-consultations.md). A report is one person's, once per review:
// the UNIQUE(review_id, reporter_id) refuses a second (answered 409 by the route). A review is
// open while it has a report made after the admin last decided on it (or no decision at all);
// decided once the admin hid it (kept, with who, when and why, and left out of the averages) or
// kept it visible. Hiding records a change of the lawyer, so matching re-reads their rating.
import { sql } from 'kysely';
import type { REVIEW_DESK_STATUSES, ReportedReview } from '../../src/api/reviews-contract.ts';
import type { Transaction } from 'kysely';
import { nowIso } from '../db/database.ts';
import type { Database, Db } from '../db/schema.ts';
import { recordLawyerChange } from './lawyer-changes.ts';
import { heldReasons, reviewOf, reviewRows } from './reviews.ts';

export type DeskStatus = (typeof REVIEW_DESK_STATUSES)[number];

export async function keepReport(
  db: Db,
  reviewId: number,
  reporterId: number,
  reason: string,
): Promise<void> {
  await db
    .insertInto('review_reports')
    .values({ review_id: reviewId, reporter_id: reporterId, reason, created_at: nowIso() })
    .execute();
}

// reports made since the admin last decided on the review (all of them before any decision)
const reportsSinceDecision = sql<boolean>`EXISTS (SELECT 1 FROM review_reports rr WHERE rr.review_id = rv.id AND (rv.decided_at IS NULL OR rr.created_at > rv.decided_at))`;
const reportCount = sql<number | string>`(SELECT count(*) FROM review_reports rr WHERE rr.review_id = rv.id)`;

const reported = (db: Db) =>
  reviewRows(db)
    .innerJoin('users as l', 'l.id', 'rv.lawyer_id')
    .leftJoin('lawyer_profiles as p', 'p.user_id', 'rv.lawyer_id')
    .select((eb) => [
      eb.fn.coalesce('p.full_name', 'l.name').as('lawyer_name'),
      reportCount.as('report_count'),
    ]);

type ReportedRow = Awaited<ReturnType<ReturnType<typeof reported>['execute']>>[number];

async function withReports(db: Db, rows: ReportedRow[]): Promise<ReportedReview[]> {
  const ids = rows.map((row) => row.id);
  const reports =
    ids.length === 0
      ? []
      : await db
          .selectFrom('review_reports')
          .select(['review_id', 'reason', 'created_at'])
          .where('review_id', 'in', ids)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
  return rows.map((row) => ({
    review: reviewOf(row),
    lawyer: { id: String(row.lawyer_id), name: row.lawyer_name },
    reports: reports
      .filter((r) => r.review_id === row.id)
      .map((r) => ({ reason: r.reason, createdAt: r.created_at })),
    hidden:
      row.hidden_at !== null && row.hidden_reason !== null
        ? { reason: row.hidden_reason, at: row.hidden_at }
        : null,
    held: row.hidden_at === null ? heldReasons(row) : [],
    decidedAt: row.decided_at,
  }));
}

const waitingForCheck = sql<boolean>`(rv.held IS NOT NULL AND rv.published_at IS NULL AND rv.hidden_at IS NULL)`;

/**
 * A page of the desk's list, and how many in all. Open: reported since the last decision, most
 * reported first. Decided: hidden, kept or published, with no report since, the latest decision
 * first. Held: waiting for a check before they count (docs/decisions/0111-held-reviews.md),
 * oldest first.
 */
export async function reportedReviews(
  db: Db,
  status: DeskStatus,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ count: number; results: ReportedReview[] }> {
  const listed =
    status === 'open'
      ? reported(db).where(reportsSinceDecision)
      : status === 'held'
        ? reported(db).where(waitingForCheck)
        : reported(db)
            .where('rv.decided_at', 'is not', null)
            .where(sql<boolean>`NOT ${reportsSinceDecision}`);
  const counted = listed
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const ordered =
    status === 'open'
      ? listed.orderBy(reportCount, 'desc').orderBy('rv.id', 'desc')
      : status === 'held'
        ? listed.orderBy('rv.created_at', 'asc').orderBy('rv.id', 'asc')
        : listed.orderBy('rv.decided_at', 'desc').orderBy('rv.id', 'desc');
  const rows = await ordered.limit(limit).offset(offset).execute();
  return { count: Number((await counted).n), results: await withReports(db, rows) };
}

/**
 * Publishes a held review (it counts from now on) and records the lawyer's change, in the
 * caller's transaction: the review's lawyer, or undefined when it was not waiting for a check.
 */
export async function publishHeld(
  trx: Transaction<Database>,
  id: number,
): Promise<{ lawyer_id: number } | undefined> {
  const at = nowIso();
  const published = await trx
    .updateTable('reviews')
    .set({ published_at: at, decided_at: at })
    .where('id', '=', id)
    .where('held', 'is not', null)
    .where('published_at', 'is', null)
    .where('hidden_at', 'is', null)
    .returning('lawyer_id')
    .executeTakeFirst();
  if (published) await recordLawyerChange(trx, published.lawyer_id);
  return published;
}

export async function reportedReview(db: Db, id: number): Promise<ReportedReview | undefined> {
  const rows = await reported(db).where('rv.id', '=', id).execute();
  const [one] = await withReports(db, rows);
  return one;
}

/**
 * Hides a visible review with the admin's reason (kept, never deleted) and records the lawyer's
 * change, in one transaction: false when it is hidden already (or not there).
 */
export function hideReview(db: Db, id: number, adminId: number, reason: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = nowIso();
    const hidden = await trx
      .updateTable('reviews')
      .set({ hidden_at: at, hidden_reason: reason, hidden_by: adminId, decided_at: at })
      .where('id', '=', id)
      .where('hidden_at', 'is', null)
      .returning('lawyer_id')
      .executeTakeFirst();
    if (!hidden) return false;
    await recordLawyerChange(trx, hidden.lawyer_id);
    return true;
  });
}

/** Keeps a visible review and closes its reports: false when it is hidden (or not there). */
export async function keepReview(db: Db, id: number): Promise<boolean> {
  const kept = await db
    .updateTable('reviews')
    .set({ decided_at: nowIso() })
    .where('id', '=', id)
    .where('hidden_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return kept !== undefined;
}
