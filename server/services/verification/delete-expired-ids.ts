// Deletes the government IDs whose time is up (server/rules/verification/id-retention.ts), each
// with a line in the verification history; run at start and every hour by server/app.ts
// (docs/decisions/0089-identity-documents-kept-30-days.md).
import type { Db } from '../../db/schema.ts';
import { deleteIdRow, idsDecidedBy } from '../../repo/id-documents.ts';
import { recordEvent } from '../../repo/verification-history.ts';
import { ID_KEPT_DAYS, idDecidedBy } from '../../rules/verification/id-retention.ts';
import type { FileStore } from '../../uploads/file-store.ts';

/** Deletes every ID whose time is up at `now`; returns how many went. */
export async function deleteExpiredIds(db: Db, store: FileStore, now: number): Promise<number> {
  const due = await idsDecidedBy(db, idDecidedBy(now));
  for (const doc of due) {
    const gone = await db.transaction().execute(async (trx) => {
      if (!(await deleteIdRow(trx, doc))) return false;
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
