// Benchmark of the local API (not a test: a benchmark reports, it does not assert). For each
// database (SQLite in a temporary data folder; PostgreSQL on a throwaway cluster) it seeds N
// verified lawyers, starts the real server on loopback and reports how long the start took
// (both ports listening; the first match answered, i.e. the matching index loaded), then drives
// POST /api/match-lawyer with 50 connections and POST /api/accounts/login/ with 10.
//   node_modules/.bin/tsx scripts/bench-match.ts [--lawyers 200000] [--seconds 10] [--db sqlite,postgres]
// `npm run bench` (scripts/bench.ts) imports benchMatch for its latency rows. Traffic goes to
// 127.0.0.1 only; servers and clusters are stopped by their PIDs and folders removed at the end.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { DatabaseSettings } from '../server/config-stores.ts';
import { BENCH_PASSWORD, benchEmail, seedBenchLawyers } from './bench-seed.ts';
import { findPgBin, startThrowawayPostgres } from './throwaway-postgres.ts';

export const MATCH_CONNECTIONS = 50;
export const LOGIN_CONNECTIONS = 10;
const HOST = '127.0.0.1';
const BENCH_SECRET = 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz';
export type BenchDatabase = 'sqlite' | 'postgres';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

async function waitFor(check: () => Promise<boolean>, deadline: number, what: string): Promise<void> {
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const MATCH_BODIES = [
  ['London', 'I was unfairly dismissed after raising a grievance about my manager.'],
  ['Manchester, UK', 'My landlord is refusing to return my deposit.'],
  ['Glasgow', 'My ex-husband will not let me see the children.'],
  ['Cardiff', 'I slipped on a wet floor in a supermarket and broke my wrist.'],
  ['Leeds', 'HMRC opened an investigation into my self assessment.'],
  ['Bristol', 'My spouse visa application was refused by the Home Office.'],
  ['Atlantis', 'We need a shareholders agreement for our startup.'],
  ['York', 'I was arrested for drink driving last night.'],
].map(([city, issue]) => ({ method: 'POST' as const, body: JSON.stringify({ city, issue }) }));

export interface LatencyRow {
  database: BenchDatabase;
  endpoint: string;
  connections: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  'non-2xx': number;
  errors: number;
}

export interface StartRow {
  database: BenchDatabase;
  lawyers: number;
  'seeded in s': number;
  'listening after ms': number;
  'first match after ms': number;
}

async function run(
  database: BenchDatabase,
  endpoint: string,
  url: string,
  requests: autocannon.Request[],
  seconds: number,
  connections: number,
): Promise<LatencyRow> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    requests,
  });
  return {
    database,
    endpoint,
    connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A database with N lawyers in it: settings, the server's environment for it, and a cleanup. */
async function seeded(database: BenchDatabase, dir: string, lawyers: number) {
  if (database === 'sqlite') {
    const settings: DatabaseSettings = { kind: 'sqlite', file: join(dir, 'lawmatch.db') };
    await seedBenchLawyers(settings, lawyers);
    return { env: {}, stop: async () => undefined };
  }
  const cluster = await startThrowawayPostgres();
  try {
    const admin = new pg.Client(cluster.url('postgres'));
    await admin.connect();
    await admin.query('CREATE DATABASE lawmatch');
    await admin.end();
    const url = cluster.url('lawmatch');
    await seedBenchLawyers({ kind: 'postgres', url, poolSize: 4 }, lawyers);
    return { env: { DATABASE_URL: url, JWT_SECRET: BENCH_SECRET }, stop: () => cluster.stop() };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

async function benchOne(database: BenchDatabase, lawyers: number, seconds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'lawmatch-bench-'));
  const [apiPort, matchPort] = [await freePort(), await freePort()];
  console.log(`${database}: seeding ${lawyers.toLocaleString('en-GB')} verified lawyers ...`);
  let started = performance.now();
  const store = await seeded(database, dir, lawyers);
  const seededIn = (performance.now() - started) / 1000;
  const matchUrl = `http://${HOST}:${matchPort}/api/match-lawyer`;
  started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      ...store.env,
      ENV_FILE: 'none', // the benchmark's settings only, whatever a .env in the folder says
      DATA_DIR: dir,
      API_PORT: String(apiPort),
      MATCH_PORT: String(matchPort),
      HOST,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      // the login benchmark signs one account in over and over: lift the limits for this run only
      LOGIN_MAX_PER_ACCOUNT: '1000000000',
      LOGIN_MAX_PER_IP: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => server.once('exit', r));
  try {
    const deadline = Date.now() + 120_000;
    const answers = (url: string) => async () => (await fetch(url)).status > 0;
    await waitFor(answers(`http://${HOST}:${apiPort}/`), deadline, 'the API listening');
    await waitFor(answers(`http://${HOST}:${matchPort}/`), deadline, 'matching listening');
    const listening = performance.now() - started;
    const firstMatch = async () => {
      const res = await fetch(matchUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: MATCH_BODIES[0]?.body ?? '',
      });
      return ((await res.json()) as { lawyers?: unknown[] }).lawyers?.length === 6;
    };
    await waitFor(firstMatch, deadline, 'the first match');
    const start: StartRow = {
      database,
      lawyers,
      'seeded in s': Math.round(seededIn * 10) / 10,
      'listening after ms': Math.round(listening),
      'first match after ms': Math.round(performance.now() - started),
    };
    console.log(
      `${database}: listening after ${start['listening after ms']} ms, first match after ${start['first match after ms']} ms; ${seconds} s per endpoint`,
    );
    const match = await run(
      database,
      'POST /api/match-lawyer',
      matchUrl,
      MATCH_BODIES,
      seconds,
      MATCH_CONNECTIONS,
    );
    const login = await run(
      database,
      'POST /api/accounts/login/',
      `http://${HOST}:${apiPort}/api/accounts/login/`,
      [{ method: 'POST', body: JSON.stringify({ email: benchEmail(42), password: BENCH_PASSWORD }) }],
      seconds,
      LOGIN_CONNECTIONS,
    );
    return { start, latency: [match, login] };
  } finally {
    server.kill('SIGTERM'); // our own child, by its PID
    await exited;
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchMatch({
  lawyers = 200_000,
  seconds = 10,
  databases = ['sqlite', 'postgres'] as BenchDatabase[],
} = {}): Promise<{ starts: StartRow[]; latency: LatencyRow[] }> {
  const starts: StartRow[] = [];
  const latency: LatencyRow[] = [];
  for (const database of databases) {
    if (database === 'postgres' && !findPgBin()) {
      console.log(
        'postgres: skipped, no PostgreSQL server binaries (apt-get install postgresql, or set PG_BIN)',
      );
      continue;
    }
    const result = await benchOne(database, lawyers, seconds);
    starts.push(result.start);
    latency.push(...result.latency);
  }
  return { starts, latency };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const arg = (name: string, fallback: number) => {
    const at = process.argv.indexOf(`--${name}`);
    const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  const dbAt = process.argv.indexOf('--db');
  const databases = (dbAt > 0 ? (process.argv[dbAt + 1] ?? '') : 'sqlite,postgres')
    .split(',')
    .filter((d): d is BenchDatabase => d === 'sqlite' || d === 'postgres');
  const result = await benchMatch({
    lawyers: arg('lawyers', 200_000),
    seconds: Math.min(arg('seconds', 10), 60),
    databases,
  });
  console.table(result.starts);
  console.table(result.latency);
}
