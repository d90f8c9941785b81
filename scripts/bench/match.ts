// Benchmark of the local API (not a test: a benchmark reports, it does not assert). For each
// database (SQLite in a temporary data folder; PostgreSQL on a throwaway cluster) it seeds N
// verified lawyers, starts the real server on loopback and reports how long the start took
// (both ports listening; the first match answered, i.e. the matching index loaded), then drives
// POST /api/match-lawyer with 50 connections and POST /api/accounts/login/ with 10.
// `npm run bench` (scripts/bench/all.ts) reports the same rows. Traffic goes to 127.0.0.1 only;
// servers and clusters are stopped by their PIDs and folders removed at the end.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseSettings } from '../../server/config/stores.ts';
import { BENCH_PASSWORD, benchEmail, seedBenchLawyers } from './seed-lawyers.ts';
import { printTable, type BudgetRow } from './bundle-budget.ts';
import { answers, count, freePort, HOST, isMain, options, type Server } from '../lib/processes.ts';
import { startLocalApi, waitUntil } from '../lib/processes.ts';
import { findPgBin, startThrowawayPostgres } from '../dev/throwaway-postgres.ts';

const MATCH_CONNECTIONS = 50;
const LOGIN_CONNECTIONS = 10;
const MATCH_P99_GOAL_MS = 25;
const BENCH_SECRET = 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz';
export type BenchDatabase = 'sqlite' | 'postgres';
const JSON_HEADERS = { 'content-type': 'application/json' };

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

/** A row for one endpoint driven for `seconds` by `connections` at once; its p99 is held to
 * `goalMs` when there is one. */
async function drive(
  metric: string,
  url: string,
  requests: autocannon.Request[],
  { connections, seconds, goalMs }: { connections: number; seconds: number; goalMs?: number },
): Promise<BudgetRow> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: JSON_HEADERS,
    requests,
  });
  const { p50, p99 } = result.latency;
  return {
    metric: `${metric}, ${connections} connections × ${seconds} s`,
    budget: goalMs === undefined ? 'reported' : `p99 ≤ ${goalMs} ms`,
    measured: `p50 ${p50} ms, p99 ${p99} ms`,
    gates: false,
    ...(goalMs === undefined ? {} : { ok: p99 <= goalMs }),
    detail: `${new URL(url).pathname}: ${Math.round(result.requests.average)} req/s, ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors + result.timeouts} errors`,
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

/** How long the server took to listen on both ports, and to answer its first match (the matching
 * index loaded), from its start. */
async function timeStart(matchUrl: string, apiUrl: string, server: Server) {
  const started = performance.now();
  await waitUntil('the API listening', answers(`${apiUrl}/`), { server });
  await waitUntil('matching listening', answers(new URL('/', matchUrl).href), { server });
  const listening = performance.now() - started;
  const firstMatch = async () => {
    const res = await fetch(matchUrl, { method: 'POST', headers: JSON_HEADERS, body: MATCH_BODIES[0]?.body });
    return ((await res.json()) as { lawyers?: unknown[] }).lawyers?.length === 6;
  };
  await waitUntil('the first match', firstMatch, { server });
  return { listening, firstMatch: performance.now() - started };
}

async function benchOne(database: BenchDatabase, lawyers: number, seconds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'lawmatch-bench-'));
  const ports = { api: await freePort(), match: await freePort() };
  const apiUrl = `http://${HOST}:${ports.api}`;
  const matchUrl = `http://${HOST}:${ports.match}/api/match-lawyer`;
  const many = `${lawyers.toLocaleString('en-GB')} lawyers`;
  console.log(`${database}: seeding ${many} ...`);
  const seeding = performance.now();
  const store = await seeded(database, dir, lawyers);
  const seededIn = (performance.now() - seeding) / 1000;
  const server = startLocalApi(ports, dir, {
    env: {
      ...store.env,
      SEED_DEMO: 'false',
      // the login benchmark signs one account in over and over: lift the limits for this run only
      LOGIN_MAX_PER_ACCOUNT: '1000000000',
      LOGIN_MAX_PER_IP: '1000000000',
    },
  });
  try {
    const times = await timeStart(matchUrl, apiUrl, server);
    const [listening, firstMatch] = [times.listening, times.firstMatch].map((ms) => (ms / 1000).toFixed(1));
    console.log(`${database}: listening after ${listening} s, first match after ${firstMatch} s`);
    const start: BudgetRow = {
      metric: `API start on ${database} with ${many}`,
      budget: 'reported',
      measured: `listening ${listening} s, first match ${firstMatch} s`,
      gates: false,
      detail: `seeded in ${seededIn.toFixed(1)} s`,
    };
    const login = [{ body: JSON.stringify({ email: benchEmail(42), password: BENCH_PASSWORD }) }];
    const latency = [
      await drive(`match, ${many} on ${database}`, matchUrl, MATCH_BODIES, {
        connections: MATCH_CONNECTIONS,
        seconds,
        goalMs: MATCH_P99_GOAL_MS,
      }),
      await drive(`login on ${database}`, `${apiUrl}/api/accounts/login/`, login, {
        connections: LOGIN_CONNECTIONS,
        seconds,
      }),
    ];
    return { start, latency };
  } finally {
    await server.stop();
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** For each database: the match and login rows, then the start rows. */
export async function benchMatch({
  lawyers = 200_000,
  seconds = 10,
  databases = ['sqlite', 'postgres'] as BenchDatabase[],
} = {}): Promise<BudgetRow[]> {
  const starts: BudgetRow[] = [];
  const latency: BudgetRow[] = [];
  for (const database of databases) {
    if (database === 'postgres' && !findPgBin()) {
      console.log('postgres: skipped, no PostgreSQL server binaries (apt-get install postgresql, or PG_BIN)');
      continue;
    }
    const result = await benchOne(database, lawyers, seconds);
    starts.push(result.start);
    latency.push(...result.latency);
  }
  return [...latency, ...starts];
}

if (isMain(import.meta.url)) {
  const args = options('[--lawyers 200000] [--seconds 10] [--db sqlite,postgres]', {
    lawyers: { type: 'string' },
    seconds: { type: 'string' },
    db: { type: 'string', default: 'sqlite,postgres' },
  });
  const databases = args.db.split(',').filter((d): d is BenchDatabase => d === 'sqlite' || d === 'postgres');
  const rows = await benchMatch({
    lawyers: count(args.lawyers, 200_000),
    seconds: count(args.seconds, 10, 60),
    databases,
  });
  console.log();
  printTable(rows);
}
