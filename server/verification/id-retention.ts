// A government ID is kept only while it is needed: 30 days after the request it was sent with
// is decided (approved or rejected), the file and its row go, and the history says so
// (docs/decisions/0089-identity-documents-kept-30-days.md). While a request is open, or
// waiting for information, the ID stays.
import type { VerificationStatus } from '../../src/api/contract.ts';
import type { Db } from '../db/schema.ts';
import { recordEvent } from '../repo/verification-history.ts';
import type { FileStore } from '../uploads/store.ts';

const ID_KEPT_DAYS = 30;
const KEPT_MS = ID_KEPT_DAYS * 24 * 60 * 60 * 1000;

/** When the ID on file will be deleted, or null while nothing has decided about it. */
export function idDeletionDate(
  request: { status: VerificationStatus; decided_at: string | null },
  idUploadedAt: string | undefined,
): string | null {
  const decided = request.status === 'approved' || request.status === 'rejected';
  if (!decided || !request.decided_at || !idUploadedAt || idUploadedAt > request.decided_at) return null;
  return new Date(Date.parse(request.decided_at) + KEPT_MS).toISOString();
}

/** Deletes every ID whose time is up at `now`; returns how many went. */
export async function deleteExpiredIds(db: Db, store: FileStore, now: number): Promise<number> {
  const cutoff = new Date(now - KEPT_MS).toISOString();
  const due = await db
    .selectFrom('documents as d')
    .innerJoin('verification_requests as v', 'v.user_id', 'd.user_id')
    .select(['d.user_id', 'd.stored_name', 'v.kind', 'v.version'])
    .where('d.kind', '=', 'government_id')
    .where('v.status', 'in', ['approved', 'rejected'])
    .where('v.decided_at', '<=', cutoff)
    .whereRef('d.uploaded_at', '<=', 'v.decided_at')
    .execute();
  for (const doc of due) {
    const gone = await db.transaction().execute(async (trx) => {
      // only the file that was due: a new ID uploaded meanwhile has its own time
      const deleted = await trx
        .deleteFrom('documents')
        .where('user_id', '=', doc.user_id)
        .where('kind', '=', 'government_id')
        .where('stored_name', '=', doc.stored_name)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await recordEvent(trx, {
        user_id: doc.user_id,
        actor_id: null,
        action: 'id_deleted',
        kind: doc.kind,
        version: doc.version,
        note: `Government ID deleted ${ID_KEPT_DAYS} days after the decision.`,
        changes: ['government_id'],
        at: new Date(now).toISOString(),
      });
      return true;
    });
    // the row is gone first: a file left behind by a failed delete is swept as an orphan
    if (gone) await store.remove([doc.stored_name]);
  }
  return due.length;
}
