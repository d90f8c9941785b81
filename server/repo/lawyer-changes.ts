// The feed that keeps every instance's matching index fresh (docs/decisions/0041-stateless-instances.md).
// A write that can change a lawyer's place in matching (a submission, a decision, seeding, the
// availability switch) records the lawyer here in its own transaction. The sequence number comes from a counter row
// that the transaction updates first and so holds locked until it commits: numbers are handed
// out in commit order, and a reader that sees number n has already been able to see every
// number below it. Polling "after the last number I applied" therefore misses nothing.
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../db/database.ts';
import type { Database, Db } from '../db/schema.ts';

const COUNTER = 'lawyer_changes';

export async function recordLawyerChange(trx: Transaction<Database>, userId: number): Promise<void> {
  const { value } = await trx
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', COUNTER)
    .returning('value')
    .executeTakeFirstOrThrow();
  await trx.insertInto('lawyer_changes').values({ seq: value, user_id: userId, at: nowIso() }).execute();
}

export async function latestLawyerChange(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('counters').select('value').where('name', '=', COUNTER).executeTakeFirst();
  return row?.value ?? 0;
}

export function lawyerChangesAfter(db: Db, seq: number, limit: number) {
  return db
    .selectFrom('lawyer_changes')
    .select(['seq', 'user_id'])
    .where('seq', '>', seq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** Old entries only matter to an instance that has been away that long: it rebuilds instead. */
export async function pruneLawyerChanges(db: Db, olderThan: Date): Promise<void> {
  await db.deleteFrom('lawyer_changes').where('at', '<', olderThan.toISOString()).execute();
}
