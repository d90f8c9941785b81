// `npm run backup -- --to DIR` and `npm run restore -- --from DIR`: the settings come from the
// API's own (server/config/settings.ts), every refusal is one clear message and a non-zero exit code
// (docs/backups.md).
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError } from '../config/settings.ts';
import { loadConfig } from '../config/start-up.ts';
import type { Config } from '../config/settings.ts';
import { describeDatabase } from '../db/database.ts';
import { takeBackup } from './backup.ts';
import type { LocalStores } from './backup.ts';
import { BackupRefused } from './manifest.ts';
import type { Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';
import { knownSchemaVersions } from './snapshot.ts';

export interface Io {
  /** the settings; the process's environment and .env file when absent */
  env?: Record<string, string | undefined>;
  /** what a relative folder is relative to */
  cwd: string;
  out(line: string): void;
  err(line: string): void;
}

/** Exit codes: 0 done, 1 refused or failed (nothing written), 2 written with rows whose file was missing. */
const OK = 0;
const REFUSED = 1;
const INCOMPLETE = 2;

const COMMANDS = {
  backup: {
    flag: 'to',
    usage: 'npm run backup -- --to <folder>',
    what: 'where to write the backup (a new or empty folder)',
  },
  restore: {
    flag: 'from',
    usage: 'npm run restore -- --from <folder>',
    what: 'the backup folder to restore',
  },
} as const;
type Command = keyof typeof COMMANDS;

const usageOf = (command: Command) =>
  `Usage: ${COMMANDS[command].usage}\n  --${COMMANDS[command].flag} <folder>  ${COMMANDS[command].what}\nSee docs/backups.md.`;

function size(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const rowCounts = (tables: Record<string, number>) =>
  Object.entries(tables)
    // the migrator's own bookkeeping
    .filter(([name]) => !name.startsWith('kysely_'))
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');

/**
 * Data kept in PostgreSQL or object storage is backed up with their own tools, which know how
 * to do it while instances write (docs/decisions/0085-backups-through-sqlite-online-backup.md).
 */
function elsewhere(command: Command, config: Config): string {
  const lines = [
    `npm run ${command} covers the embedded default only: the SQLite database in the data folder and the documents in its local folder.`,
    'This API keeps its data elsewhere; use the tools of each store instead:',
  ];
  const { database, storage } = config;
  if (database.kind === 'postgres') {
    lines.push(
      `  database   PostgreSQL at ${describeDatabase(database)} (DATABASE_URL). Back it up with pg_dump:`,
      '               pg_dump --format=custom --file=lawmatch.dump "$DATABASE_URL"',
      '             and restore it with pg_restore into a new, empty database, the API stopped, then point DATABASE_URL at it:',
      '               pg_restore --no-owner --dbname="postgres://…/lawmatch_restored" lawmatch.dump',
    );
  } else {
    lines.push(
      `  database   SQLite at ${database.file}: take a copy with SQLite's own backup, never with cp while the API runs:`,
      `               sqlite3 ${database.file} ".backup '/backups/lawmatch.db'"`,
    );
  }
  if (storage.kind === 's3') {
    lines.push(
      `  documents  object storage at s3://${storage.bucket}/${storage.prefix} (S3_BUCKET). Turn on the bucket's versioning, so that a deleted or replaced document stays as an earlier version:`,
      `               aws s3api put-bucket-versioning --bucket ${storage.bucket} --versioning-configuration Status=Enabled`,
      '             (or the same setting of your S3-compatible service), and replicate the bucket elsewhere for a copy off the service.',
    );
  } else {
    lines.push(
      `  documents  the folder ${storage.dir}: copy it once the database backup has finished, so that it holds every file the backup's rows point to:`,
      `               rsync -a ${storage.dir}/ /backups/uploads/`,
    );
  }
  lines.push('See docs/backups.md. Nothing was done.');
  return lines.join('\n');
}

function reportMissing(manifest: Manifest, io: Io, taken: boolean): void {
  if (manifest.missing.length === 0) return;
  io.err(
    `Warning: ${plural(manifest.missing.length, 'row points', 'rows point')} to a file the store did not have ${taken ? 'now' : 'when the backup was taken'}; the backup holds ${manifest.missing.length === 1 ? 'the row' : 'the rows'} without it, and the API answers 404 for such a file (docs/decisions/0073-missing-stored-file-is-not-found.md):`,
  );
  for (const m of manifest.missing) io.err(`  user ${m.userId}, ${m.kind}: ${m.name}`);
}

async function backup(stores: LocalStores, target: string, io: Io): Promise<number> {
  const manifest = await takeBackup(stores, target);
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  io.out(
    [
      `Backup of ${stores.dataDir} written to ${target}`,
      `  snapshot   ${manifest.createdAt}, schema ${manifest.schemaVersion ?? 'none'}`,
      `  database   ${manifest.database.file}, ${size(manifest.database.bytes)}, passes SQLite's integrity check`,
      `  rows       ${rowCounts(manifest.tables)}`,
      `  files      ${plural(manifest.files.length, 'stored file')} the rows point to, ${size(bytes)}, each with its SHA-256 checksum, in files/`,
      `  manifest   ${target}/manifest.json`,
      `Restore it with the API stopped: npm run restore -- --from ${target}`,
    ].join('\n'),
  );
  reportMissing(manifest, io, true);
  return manifest.missing.length > 0 ? INCOMPLETE : OK;
}

async function restore(stores: LocalStores, from: string, io: Io): Promise<number> {
  const done = await restoreBackup(stores, from);
  const { manifest } = done;
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  const latest = knownSchemaVersions().at(-1);
  io.out(
    [
      `Restored the backup in ${from} into ${stores.dataDir}`,
      `  snapshot   ${manifest.createdAt}, schema ${manifest.schemaVersion ?? 'none'}${manifest.schemaVersion !== latest ? ` (the API brings it up to ${latest} when it next starts)` : ''}`,
      `  database   ${stores.databaseFile}: ${rowCounts(manifest.tables)}`,
      `  files      ${plural(manifest.files.length, 'stored file')} into ${stores.uploadsDir}, ${size(bytes)}, every checksum verified`,
      done.aside
        ? `  set aside  ${done.aside}: the data this restore replaced (${done.setAside.join(', ')}), kept until you delete it`
        : '  set aside  nothing: the data folder held no data',
      done.sessionsEnded > 0
        ? `  sessions   ${plural(done.sessionsEnded, 'session')} of the backup ended: people sign in again`
        : '  sessions   none was open in the backup',
    ].join('\n'),
  );
  reportMissing(manifest, io, false);
  return OK;
}

export async function runCommand(name: string | undefined, argv: string[], io: Io): Promise<number> {
  if (name !== 'backup' && name !== 'restore') {
    io.err('Usage: npm run backup -- --to <folder>, or npm run restore -- --from <folder>');
    return REFUSED;
  }
  const command: Command = name;
  const { flag } = COMMANDS[command];
  let values: { [key: string]: string | boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { [flag]: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.err(`${(error as Error).message}\n${usageOf(command)}`);
    return REFUSED;
  }
  if (values.help) {
    io.out(usageOf(command));
    return OK;
  }

  let config: Config;
  try {
    config = io.env ? loadConfig(io.env) : loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return REFUSED;
  }
  if (config.database.kind !== 'sqlite' || config.storage.kind !== 'local') {
    io.err(elsewhere(command, config));
    return REFUSED;
  }

  const given = values[flag];
  if (typeof given !== 'string' || given.trim() === '') {
    io.err(`Missing --${flag} <folder>: ${COMMANDS[command].what}.\n${usageOf(command)}`);
    return REFUSED;
  }
  const folder = isAbsolute(given) ? given : resolve(io.cwd, given);
  const stores: LocalStores = {
    dataDir: config.dataDir,
    databaseFile: config.database.file,
    uploadsDir: config.storage.dir,
  };
  try {
    return command === 'backup' ? await backup(stores, folder, io) : await restore(stores, folder, io);
  } catch (error) {
    if (error instanceof BackupRefused) io.err(error.message);
    else io.err(`The ${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    return REFUSED;
  }
}
