// Restores a backup into the data folder of the embedded default, once every check has passed;
// the data it replaces is kept aside in the data folder, never deleted (docs/backups.md,
// docs/decisions/0085-backups-through-sqlite-online-backup.md).
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { LocalStores } from './backup.ts';
import { BackupRefused, FILES, SNAPSHOT, checksumOf, readManifest } from './manifest.ts';
import type { Manifest } from './manifest.ts';
import { markRestoring, runningApis } from './running.ts';
import { inspectSnapshot, knownSchemaVersions, revokeSessions } from './snapshot.ts';

export interface Restored {
  manifest: Manifest;
  /** where the replaced data now is, when there was any */
  aside: string | undefined;
  /** what was moved there */
  setAside: string[];
  /** refresh tokens the restored database held, now revoked */
  sessionsEnded: number;
}

const NOTHING = 'Nothing was restored.';

function refuseIfRunning(dataDir: string): void {
  const apis = runningApis(dataDir);
  if (apis.length === 0) return;
  const list = apis
    .map((a) => `process ${a.pid} on ${a.host}${a.startedAt ? `, started ${a.startedAt}` : ''} (${a.file})`)
    .join('\n  ');
  throw new BackupRefused(
    `The API is running on ${dataDir}:\n  ${list}\nStop it first (SIGTERM or Ctrl+C), then restore. ${NOTHING}`,
  );
}

function checkSchema(version: string | null): void {
  const known = knownSchemaVersions();
  if (version === null || known.includes(version)) return;
  throw new BackupRefused(
    `This backup was taken by a newer version of LawMatch: its database schema is ${version}, and this version knows schemas up to ${known.at(-1)}. Restore it with that version or a later one. ${NOTHING}`,
  );
}

/** The files of a backup folder (or a copy of it) against the manifest's checksums. */
async function checksumProblems(
  dir: string,
  entries: Array<{ path: string; sha256: string; bytes: number }>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of entries) {
    let actual: { sha256: string; bytes: number };
    try {
      actual = await checksumOf(join(dir, entry.path));
    } catch (error) {
      problems.push(
        (error as { code?: unknown }).code === 'ENOENT'
          ? `${entry.path}: missing from the backup`
          : `${entry.path}: cannot be read (${(error as Error).message})`,
      );
      continue;
    }
    if (actual.sha256 !== entry.sha256 || actual.bytes !== entry.bytes) {
      problems.push(
        `${entry.path}: does not match its SHA-256 checksum in the manifest (changed or damaged since the backup was written)`,
      );
    }
  }
  return problems;
}

const entriesOf = (manifest: Manifest) => [
  { path: SNAPSHOT, ...manifest.database },
  ...manifest.files.map((f) => ({ path: `${FILES}/${f.name}`, sha256: f.sha256, bytes: f.bytes })),
];

/** Every check a backup must pass before anything in the data folder changes. */
async function verify(from: string, manifest: Manifest): Promise<void> {
  const problems = await checksumProblems(from, entriesOf(manifest));
  if (problems.length > 0) {
    throw new BackupRefused(`The backup in ${from} fails its checks. ${NOTHING}\n  ${problems.join('\n  ')}`);
  }
  const contents = inspectSnapshot(join(from, SNAPSHOT));
  const disagree: string[] = [];
  if (contents.problems.length > 0) {
    disagree.push(`${SNAPSHOT} fails SQLite's integrity check: ${contents.problems.slice(0, 5).join('; ')}`);
  }
  if (contents.schemaVersion !== manifest.schemaVersion) {
    disagree.push(
      `${SNAPSHOT} has schema ${contents.schemaVersion}, the manifest says ${manifest.schemaVersion}`,
    );
  }
  for (const table of new Set([...Object.keys(contents.tables), ...Object.keys(manifest.tables)])) {
    if (contents.tables[table] !== manifest.tables[table]) {
      disagree.push(
        `table ${table}: ${contents.tables[table] ?? 'absent'} rows in ${SNAPSHOT}, ${manifest.tables[table] ?? 'absent'} in the manifest`,
      );
    }
  }
  const listed = new Set([...manifest.files.map((f) => f.name), ...manifest.missing.map((m) => m.name)]);
  const named = new Set(contents.documents.map((d) => d.name));
  for (const name of named)
    if (!listed.has(name)) disagree.push(`${name}: named by a row, absent from the manifest`);
  for (const name of listed) if (!named.has(name)) disagree.push(`${name}: in the manifest, named by no row`);
  if (disagree.length > 0) {
    throw new BackupRefused(
      `The backup in ${from} does not agree with its manifest. ${NOTHING}\n  ${disagree.slice(0, 20).join('\n  ')}`,
    );
  }
}

async function install(stores: LocalStores, from: string, manifest: Manifest): Promise<Restored> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = join(stores.dataDir, `restoring-${stamp}`);
  await mkdir(staging, { mode: 0o700 });
  try {
    // everything is copied into the data folder first, and checked again there
    const stagedDb = join(staging, basename(stores.databaseFile));
    const stagedUploads = join(staging, basename(stores.uploadsDir));
    await copyFile(join(from, SNAPSHOT), stagedDb);
    await chmod(stagedDb, 0o600);
    await mkdir(stagedUploads, { mode: 0o700 });
    for (const file of manifest.files) {
      await copyFile(join(from, FILES, file.name), join(stagedUploads, file.name));
      await chmod(join(stagedUploads, file.name), 0o600);
    }
    const copies = entriesOf(manifest).map((e) =>
      e.path === SNAPSHOT
        ? { ...e, path: basename(stagedDb) }
        : { ...e, path: join(basename(stagedUploads), basename(e.path)) },
    );
    const problems = await checksumProblems(staging, copies);
    if (problems.length > 0) {
      throw new BackupRefused(
        `The copies made in ${staging} differ from the backup (a disk error?). ${NOTHING}\n  ${problems.join('\n  ')}`,
      );
    }
    const sessionsEnded = revokeSessions(stagedDb);

    // the database with its write-ahead log: a log left beside a restored database would be
    // replayed into it
    const current = [
      stores.databaseFile,
      `${stores.databaseFile}-wal`,
      `${stores.databaseFile}-shm`,
      `${stores.databaseFile}-journal`,
      stores.uploadsDir,
    ].filter((p) => existsSync(p));
    const aside = current.length > 0 ? join(stores.dataDir, `replaced-${stamp}`) : undefined;
    const done: Array<[string, string]> = [];
    const move = async (a: string, b: string) => {
      await rename(a, b);
      done.push([a, b]);
    };
    try {
      if (aside) {
        await mkdir(aside, { mode: 0o700 });
        for (const path of current) await move(path, join(aside, basename(path)));
      }
      await move(stagedDb, stores.databaseFile);
      await move(stagedUploads, stores.uploadsDir);
    } catch (error) {
      for (const [a, b] of done.reverse()) await rename(b, a).catch(() => undefined);
      if (aside) await rmdir(aside).catch(() => undefined);
      throw new Error(
        `The restore could not put the backup in place in ${stores.dataDir} (${(error as Error).message}); the data that was there has been put back. ${NOTHING}`,
        { cause: error },
      );
    }
    return { manifest, aside, setAside: current.map((p) => basename(p)), sessionsEnded };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Restores the backup in `from` into the data folder; refuses, changing nothing, when a check fails. */
export async function restoreBackup(stores: LocalStores, from: string): Promise<Restored> {
  const found = await stat(from).catch(() => undefined);
  if (!found) throw new BackupRefused(`The folder ${from} does not exist. ${NOTHING}`);
  if (!found.isDirectory()) throw new BackupRefused(`${from} is a file, not a backup folder. ${NOTHING}`);
  const manifest = await readManifest(from);
  checkSchema(manifest.schemaVersion);
  refuseIfRunning(stores.dataDir);
  await verify(from, manifest);
  const release = markRestoring(stores.dataDir);
  if (!release) throw new BackupRefused(`Another restore into ${stores.dataDir} is in progress. ${NOTHING}`);
  try {
    // an API that started while the backup was checked
    refuseIfRunning(stores.dataDir);
    return await install(stores, from, manifest);
  } finally {
    release();
  }
}
