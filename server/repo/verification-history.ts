// The history of each lawyer's verification: every submission and decision, who, when, what
// changed, the version and the reason. Rows are only ever added; no call edits or deletes one
// (docs/decisions/0086-save-is-not-submit.md).
import type { Transaction } from 'kysely';
import type { VerificationEvent } from '../../src/api/contract.ts';
import type { Database, Db, ReviewKind } from '../db/schema.ts';

export interface NewEvent {
  user_id: number;
  actor_id: number | null;
  action: VerificationEvent['action'];
  kind: ReviewKind;
  version: number;
  note: string | null;
  changes: string[];
  at: string;
}

export async function recordEvent(trx: Transaction<Database> | Db, event: NewEvent): Promise<void> {
  await trx
    .insertInto('verification_events')
    .values({ ...event, changes: event.changes.length > 0 ? JSON.stringify(event.changes) : null })
    .execute();
}

/** A lawyer's history, oldest first; an admin is named, the lawyer is 'You' to the lawyer. */
export async function historyOf(db: Db, userId: number): Promise<VerificationEvent[]> {
  const rows = await db
    .selectFrom('verification_events as e')
    .leftJoin('users as a', 'a.id', 'e.actor_id')
    .select([
      'e.id',
      'e.at',
      'e.action',
      'e.kind',
      'e.version',
      'e.note',
      'e.changes',
      'e.actor_id',
      'a.name',
      'a.role',
    ])
    .where('e.user_id', '=', userId)
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    at: row.at,
    action: row.action as VerificationEvent['action'],
    kind: row.kind,
    version: row.version,
    by:
      row.actor_id === null ? null : row.actor_id === userId ? 'Lawyer' : `${row.name ?? 'An admin'} (admin)`,
    note: row.note,
    changes: row.changes ? (JSON.parse(row.changes) as string[]) : [],
  }));
}

/** When the lawyer's last government ID was deleted on schedule, if ever. */
export async function lastIdDeletion(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('verification_events')
    .select('at')
    .where('user_id', '=', userId)
    .where('action', '=', 'id_deleted')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.at ?? null;
}
