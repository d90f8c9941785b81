// The lawyer's response time kept on their profile (server/rules/response-time.ts,
// docs/decisions/0125-fair-leads-and-response-time.md): worked out again in the transaction of
// each of their responses, and by the hourly sweep once its oldest response has left the 90 days
// (`response_time_until`), so that a list of cards reads a column. The directory sorts by it from
// the lawyers' index, so a new figure is a change of the lawyer's for that index's feed.
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import { recordLawyerChange } from './lawyer-changes.ts';
import { RESPONSE_TIME_WINDOW_MS, inWindow, refreshAt, responseTimeHours } from '../rules/response-time.ts';

type AnyDb = Kysely<Database>;

/** Keeps when the case became the lawyer's lead with their response. */
export async function keepLeadStart(trx: AnyDb, responseId: number, leadAt: string): Promise<void> {
  await trx.updateTable('case_responses').set({ lead_at: leadAt }).where('id', '=', responseId).execute();
}

/** Works the lawyer's response time out again at `now` and keeps it. */
export async function refreshResponseTime(
  db: Transaction<Database>,
  lawyerId: number,
  now: number,
): Promise<void> {
  const rows = await db
    .selectFrom('case_responses as r')
    .innerJoin('cases as c', 'c.id', 'r.case_id')
    .select(['r.created_at', 'r.lead_at', 'c.created_at as posted_at'])
    .where('r.lawyer_id', '=', lawyerId)
    .where('r.created_at', '>', new Date(now - RESPONSE_TIME_WINDOW_MS).toISOString())
    .execute();
  const responses = inWindow(
    rows.map((r) => ({ leadAt: r.lead_at ?? r.posted_at, createdAt: r.created_at })),
    now,
  );
  const until = refreshAt(responses);
  const hours = responseTimeHours(responses);
  const before = await db
    .selectFrom('lawyer_profiles')
    .select('response_time_hours')
    .where('user_id', '=', lawyerId)
    .executeTakeFirst();
  await db
    .updateTable('lawyer_profiles')
    .set({
      response_time_hours: hours,
      response_time_until: until === null ? null : new Date(until).toISOString(),
    })
    .where('user_id', '=', lawyerId)
    .execute();
  if (before && before.response_time_hours !== hours) await recordLawyerChange(db, lawyerId);
}

/** The sweep's part: every lawyer whose figure is due at `now`, a batch at a time; how many. */
export async function refreshDueResponseTimes(db: Db, now: number): Promise<number> {
  let done = 0;
  for (;;) {
    const due = await db
      .selectFrom('lawyer_profiles')
      .select('user_id')
      .where('response_time_until', '<=', new Date(now).toISOString())
      .limit(200)
      .execute();
    for (const { user_id } of due) {
      await db.transaction().execute((trx) => refreshResponseTime(trx, user_id, now));
    }
    done += due.length;
    if (due.length < 200) return done;
  }
}

/** The kept response times of these lawyers (the matching index reads them fresh, as it does services). */
export async function responseTimesOf(db: AnyDb, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('lawyer_profiles')
    .select(['user_id', 'response_time_hours'])
    .where('user_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.response_time_hours]));
}
