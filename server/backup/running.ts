// Who is using a data folder right now. A running API keeps a marker file there, named by its
// process id and removed when it exits; a restore keeps one of its own for as long as it runs.
// A marker whose process is gone (a crash, a kill -9) is stale and blocks nothing
// (docs/decisions/0085-backups-through-sqlite-online-backup.md).
import { closeSync, openSync, readFileSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

const API_MARKER = /^api-running-(\d{1,10})\.json$/;
const RESTORE_MARKER = 'restore-in-progress.json';

interface MarkerBody {
  pid: number;
  host: string;
  startedAt: string;
  /** the process's start time as /proc reports it (Linux), so that a reused id is told apart */
  processStart?: string;
}

export interface Holder {
  pid: number;
  host: string;
  file: string;
  startedAt?: string;
}

/** The start time of a process from /proc (Linux), or undefined where there is none. */
function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name, in parentheses, may hold spaces: count the fields after it
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function bodyOf(file: string): Partial<MarkerBody> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<MarkerBody>) : {};
  } catch {
    // cut short by a crash while it was written: the id in its name still tells
    return {};
  }
}

/** Whether the marker's process still runs. One on another machine cannot be checked: it counts. */
function stillRunning(pid: number, body: Partial<MarkerBody>): boolean {
  if (body.host !== undefined && body.host !== hostname()) return true;
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user
    if ((error as { code?: unknown }).code !== 'EPERM') return false;
  }
  const now = processStartOf(pid);
  return body.processStart === undefined || now === undefined || now === body.processStart;
}

function holderOf(file: string, pid: number): Holder | undefined {
  const body = bodyOf(file);
  if (!stillRunning(pid, body)) return undefined;
  return {
    pid,
    host: body.host ?? hostname(),
    file,
    ...(typeof body.startedAt === 'string' ? { startedAt: body.startedAt } : {}),
  };
}

function entries(dataDir: string): string[] {
  try {
    return readdirSync(dataDir);
  } catch {
    return [];
  }
}

/** The API processes running on this data folder now. */
export function runningApis(dataDir: string): Holder[] {
  const found: Holder[] = [];
  for (const name of entries(dataDir)) {
    const match = API_MARKER.exec(name);
    if (!match) continue;
    const holder = holderOf(join(dataDir, name), Number(match[1]));
    if (holder) found.push(holder);
  }
  return found;
}

/** The restore running into this data folder now, if one is. */
export function restoreInProgress(dataDir: string): Holder | undefined {
  const file = join(dataDir, RESTORE_MARKER);
  const body = bodyOf(file);
  if (body.pid === undefined) return undefined;
  return holderOf(file, body.pid);
}

function write(file: string): void {
  const processStart = processStartOf(process.pid);
  const body: MarkerBody = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    ...(processStart === undefined ? {} : { processStart }),
  };
  // 'wx': a marker is never written over; the caller has cleared a stale one
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeSync(fd, JSON.stringify(body) + '\n');
  } finally {
    closeSync(fd);
  }
}

/**
 * For server.ts: marks this process as an API running on the data folder until it exits, or
 * stops the start while a restore replaces the folder's data.
 */
export function markApiRunning(dataDir: string): void {
  const file = join(dataDir, `api-running-${process.pid}.json`);
  const refuse = (restore: Holder) => {
    console.error(
      `A restore into ${dataDir} is in progress (process ${restore.pid}): start the API once it has finished.`,
    );
    process.exit(1);
  };
  const before = restoreInProgress(dataDir);
  if (before) refuse(before);
  // a stale marker of a process that had this id before
  rmSync(file, { force: true });
  write(file);
  process.on('exit', () => rmSync(file, { force: true }));
  // a restore that began meanwhile saw no marker: one of the two must give way
  const during = restoreInProgress(dataDir);
  if (during) refuse(during);
}

/** Marks a restore in progress; returns what removes the mark. Undefined when another holds it. */
export function markRestoring(dataDir: string): (() => void) | undefined {
  const file = join(dataDir, RESTORE_MARKER);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      write(file);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
      if (restoreInProgress(dataDir)) return undefined;
      // the mark of a restore that did not finish (its process is gone)
      rmSync(file, { force: true });
    }
  }
  return undefined;
}
