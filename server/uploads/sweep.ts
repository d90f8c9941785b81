// The start-up sweep: deletes what the upload store holds that no row points to
// (docs/decisions/0072-no-orphan-uploads.md). A submission saves its files first and commits
// the rows after, so a crash in between, or during a write, leaves files nothing refers to.
// Only files older than the grace period go: another instance sharing the store may be between
// saving a file and committing its row right now.
import type { Db } from '../db/schema.ts';
import type { FileStore } from './file-store.ts';

const REFERENCED_IN_CHUNKS = 500;

// documents and message_attachments are the tables whose rows point to stored files: a new one
// must be added here (and to backup/snapshot.ts)
async function referenced(db: Db, names: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (let i = 0; i < names.length; i += REFERENCED_IN_CHUNKS) {
    const chunk = names.slice(i, i + REFERENCED_IN_CHUNKS);
    const rows = await db
      .selectFrom('documents')
      .select('stored_name')
      .where('stored_name', 'in', chunk)
      .unionAll(db.selectFrom('message_attachments').select('stored_name').where('stored_name', 'in', chunk))
      .execute();
    for (const row of rows) used.add(row.stored_name);
  }
  return used;
}

export interface Swept {
  /** whole files no row pointed to */
  orphans: number;
  /** writes cut short */
  unfinished: number;
}

export async function sweepOrphanUploads(
  db: Db,
  store: FileStore,
  graceMs: number,
  now: number = Date.now(),
): Promise<Swept> {
  const cutoff = now - graceMs;
  const unfinished = await store.removeUnfinished(cutoff);
  const old = await store.listOlderThan(cutoff);
  const used = await referenced(db, old);
  const orphans = old.filter((name) => !used.has(name));
  await store.remove(orphans);
  return { orphans: orphans.length, unfinished };
}
