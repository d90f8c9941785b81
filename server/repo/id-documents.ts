// Government IDs whose time is up, and deleting one (the rule is
// server/rules/verification/id-retention.ts; docs/decisions/0089-identity-documents-kept-30-days.md).
import type { Kysely } from 'kysely';
import type { Database, ReviewKind } from '../db/schema.ts';

export interface DueId {
  user_id: number;
  stored_name: string;
  kind: ReviewKind;
  version: number;
}

/** IDs uploaded before their request was decided, decided at or before `decidedBy`. */
export function idsDecidedBy(db: Kysely<Database>, decidedBy: string): Promise<DueId[]> {
  return db
    .selectFrom('documents as d')
    .innerJoin('verification_requests as v', 'v.user_id', 'd.user_id')
    .select(['d.user_id', 'd.stored_name', 'v.kind', 'v.version'])
    .where('d.kind', '=', 'government_id')
    .where('v.status', 'in', ['approved', 'rejected'])
    .where('v.decided_at', '<=', decidedBy)
    .whereRef('d.uploaded_at', '<=', 'v.decided_at')
    .execute();
}

/** Deletes that very file's row (a new ID uploaded meanwhile stays); false when it was gone. */
export async function deleteIdRow(db: Kysely<Database>, id: DueId): Promise<boolean> {
  const deleted = await db
    .deleteFrom('documents')
    .where('user_id', '=', id.user_id)
    .where('kind', '=', 'government_id')
    .where('stored_name', '=', id.stored_name)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
