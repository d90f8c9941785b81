// A throwaway PostgreSQL cluster for the server tests and the benchmark: initdb into a temporary
// folder, the server on a free loopback port (and a socket in that folder), durability off
// (the data dies with the run), stopped by its own PID (pg_ctl stop) and the folder removed.
// initdb refuses to run as root: as root, the cluster belongs to the `postgres` user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/processes.ts';

const PG_USER = 'lawmatch';

/** The folder of initdb and pg_ctl: PG_BIN, else Debian's newest /usr/lib/postgresql/N/bin. */
export function findPgBin(): string | undefined {
  const given = process.env.PG_BIN;
  if (given) return existsSync(join(given, 'initdb')) ? given : undefined;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

export interface ThrowawayPostgres {
  port: number;
  pid: number;
  url(database: string): string;
  stop(): Promise<void>;
}

export async function startThrowawayPostgres(bin = findPgBin()): Promise<ThrowawayPostgres> {
  if (!bin)
    throw new Error('No PostgreSQL server binaries (initdb, pg_ctl): install postgresql or set PG_BIN.');
  const dir = mkdtempSync(join(tmpdir(), 'lawmatch-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', PG_USER, '-E', 'UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=400',
    ].join(' ');
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
    const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return {
      port,
      pid,
      url: (database) => `postgres://${PG_USER}@127.0.0.1:${port}/${database}`,
      async stop() {
        // the fast shutdown (SIGINT to the PID in postmaster.pid): sessions end, the server exits cleanly
        if (existsSync(join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const log = join(dir, 'server.log');
    const detail = existsSync(log) ? `\n${readFileSync(log, 'utf8').slice(-2000)}` : '';
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    const message = `Could not start a throwaway PostgreSQL: ${stderr || (error as Error).message}${detail}`;
    throw new Error(message, { cause: error });
  }
}
