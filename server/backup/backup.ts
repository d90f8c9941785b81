// Takes a backup of the embedded default: the SQLite database through the online backup API and
// the stored files its rows point to, with a manifest (docs/backups.md,
// docs/decisions/0085-backups-through-sqlite-online-backup.md).
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isStoredName } from '../uploads/stored-names.ts';
import { BackupRefused, FILES, FORMAT, SNAPSHOT, checksumOf, writeManifest } from './manifest.ts';
import type { Manifest, ManifestFile } from './manifest.ts';
import { restoreInProgress } from './running.ts';
import { inspectSnapshot, snapshotDatabase } from './snapshot.ts';
import type { DocumentFile, SnapshotContents } from './snapshot.ts';

/** Where the embedded default keeps its data, from the settings (server/config/settings.ts). */
export interface LocalStores {
  dataDir: string;
  databaseFile: string;
  uploadsDir: string;
}

// A snapshot whose rows name a file that is gone may have caught a resubmission between its
// commit and the deletion of the file it replaced: a newer snapshot names the new file instead.
// Snapshots are taken again while the set of missing files keeps changing, this many at most.
const MAX_SNAPSHOTS = 5;

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/** Prepares the target folder; true when this made it. */
async function prepareTarget(target: string): Promise<boolean> {
  const found = await stat(target).catch((error: unknown) => {
    if (isMissing(error)) return undefined;
    throw error;
  });
  if (!found) {
    const parent = dirname(target);
    if (!existsSync(parent)) {
      throw new BackupRefused(
        `The folder ${parent} does not exist: create it first, or choose another place for the backup.`,
      );
    }
    await mkdir(target, { mode: 0o700 });
    return true;
  }
  if (!found.isDirectory()) throw new BackupRefused(`${target} is a file, not a folder.`);
  const entries = await readdir(target);
  if (entries.length > 0) {
    throw new BackupRefused(
      `${target} is not empty (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}): a backup goes into a new or empty folder, so that it never mixes with another. Choose another folder.`,
    );
  }
  return false;
}

async function storedNames(dir: string): Promise<string[]> {
  try {
    // names only: a write still under way ends in .partial and is no stored name yet
    return (await readdir(dir)).filter(isStoredName);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

class FileCopier {
  readonly copied = new Set<string>();

  constructor(
    private readonly from: string,
    private readonly to: string,
  ) {}

  /** Copies the stored file unless it already is; false when the store does not have it. */
  async copy(name: string): Promise<boolean> {
    if (this.copied.has(name)) return true;
    if (!isStoredName(name)) return false;
    try {
      await copyFile(join(this.from, name), join(this.to, name));
    } catch (error) {
      // deleted since it was listed (a file it replaced, once a resubmission committed)
      if (isMissing(error)) return false;
      throw error;
    }
    await chmod(join(this.to, name), 0o600);
    this.copied.add(name);
    return true;
  }
}

async function fill(stores: LocalStores, target: string): Promise<Manifest> {
  const filesDir = join(target, FILES);
  await mkdir(filesDir, { mode: 0o700 });
  const snapshot = join(target, SNAPSHOT);
  const copier = new FileCopier(stores.uploadsDir, filesDir);
  let contents: SnapshotContents | undefined;
  let missing: DocumentFile[] = [];
  let createdAt = '';
  let before: string | undefined;
  for (let attempt = 1; attempt <= MAX_SNAPSHOTS; attempt += 1) {
    // The stored files first, the database after: a file is saved before the row that points to
    // it is committed, and deleted only after the row that replaced it is, so every file a
    // snapshot names was in the store by the time it was taken; copied beforehand, it is safe
    // from a deletion that comes after. Files the snapshot does not name are dropped below.
    for (const name of await storedNames(stores.uploadsDir)) await copier.copy(name);
    await rm(snapshot, { force: true });
    await snapshotDatabase(stores.databaseFile, snapshot);
    createdAt = new Date().toISOString();
    contents = inspectSnapshot(snapshot);
    if (contents.problems.length > 0) {
      throw new BackupRefused(
        `The database at ${stores.databaseFile} fails SQLite's integrity check; no backup was written:\n  ${contents.problems.slice(0, 10).join('\n  ')}`,
      );
    }
    // written between the listing and the snapshot: copied now
    missing = [];
    for (const doc of contents.documents) if (!(await copier.copy(doc.name))) missing.push(doc);
    const now = missing
      .map((m) => m.name)
      .sort()
      .join('\n');
    if (missing.length === 0 || now === before) break;
    before = now;
  }
  if (!contents) throw new Error('no snapshot was taken');

  // copied before the snapshot but not named by it: written after it, or replaced before it
  const named = new Set(contents.documents.map((d) => d.name));
  for (const name of copier.copied) if (!named.has(name)) await rm(join(filesDir, name));

  const files: ManifestFile[] = [];
  for (const name of [...named].filter((n) => copier.copied.has(n)).sort()) {
    files.push({ name, ...(await checksumOf(join(filesDir, name))) });
  }
  await chmod(snapshot, 0o600);
  const manifest: Manifest = {
    format: FORMAT,
    formatVersion: 1,
    createdAt,
    schemaVersion: contents.schemaVersion,
    source: stores.dataDir,
    database: { file: SNAPSHOT, ...(await checksumOf(snapshot)) },
    tables: contents.tables,
    files,
    missing,
  };
  await writeManifest(target, manifest);
  return manifest;
}

/** Writes a backup of the data folder into `target`, a new or empty folder. */
export async function takeBackup(stores: LocalStores, target: string): Promise<Manifest> {
  if (!existsSync(stores.databaseFile)) {
    throw new BackupRefused(
      `There is no database at ${stores.databaseFile}: nothing to back up. Is DATA_DIR the data folder the API uses?`,
    );
  }
  const restore = restoreInProgress(stores.dataDir);
  if (restore) {
    throw new BackupRefused(
      `A restore into ${stores.dataDir} is in progress (process ${restore.pid}): take the backup once it has finished.`,
    );
  }
  const made = await prepareTarget(target);
  try {
    return await fill(stores, target);
  } catch (error) {
    // a backup that did not finish leaves nothing that could be taken for one
    if (made) await rm(target, { recursive: true, force: true });
    else {
      const entries = await readdir(target).catch(() => []);
      await Promise.all(entries.map((e) => rm(join(target, e), { recursive: true, force: true })));
    }
    throw error;
  }
}
