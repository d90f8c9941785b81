// Benchmark of the directory call, GET /api/lawyers/ (docs/directory.md; not a test: a benchmark
// reports, it does not assert). For each database (SQLite in a temporary data folder; PostgreSQL on
// a throwaway cluster) it seeds the data layer's UK-scale fixture, 200,000 verified lawyers, each
// with one to three services with prices, starts the real server on loopback and drives three
// searches with 50 connections: a name search, an area near a place (Property Law within 40 km of
// Leeds, and of three other cities) and a price-sorted search (conveyancing_purchase, sort=price).
// It says how busy the machine was: figures on a busy machine are indicative. Traffic goes to
// 127.0.0.1 only; servers and clusters are stopped by their PIDs and folders removed at the end.
// `node_modules/.bin/tsx scripts/bench/directory.ts [--lawyers 200000] [--seconds 10] [--connections 50]
// [--db sqlite,postgres]`; one connection measures a search alone, without a queue.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseSettings } from '../../server/config/stores.ts';
import { findPgBin, startThrowawayPostgres } from '../dev/throwaway-postgres.ts';
import {
  answers,
  count,
  freePort,
  HOST,
  isMain,
  options,
  startLocalApi,
  waitUntil,
} from '../lib/processes.ts';
import { printTable } from './bundle-budget.ts';
import type { BudgetRow } from './bundle-budget.ts';
import { seedBenchLawyers } from './seed-lawyers.ts';

type BenchDatabase = 'sqlite' | 'postgres';
const CONNECTIONS = 50;
const BENCH_SECRET = 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz';

/** Each search, with the variants its connections take in turn. */
const SEARCHES: { name: string; queries: string[] }[] = [
  {
    name: 'a name search',
    queries: ['q=Priya%20Okafor', 'q=kwame%20smith', 'q=Fiona%20Walsh', 'q=Rhys%20Nowak'],
  },
  {
    name: 'Property Law near a place, 40 km',
    queries: ['Leeds', 'Manchester', 'Glasgow', 'Bristol'].map(
      (p) => `area=Property+Law&near=${p}&withinKm=40`,
    ),
  },
  {
    name: 'conveyancing_purchase by price',
    queries: ['', '&page=2', '&page=10', '&maxPricePence=150000'].map(
      (more) => `service=conveyancing_purchase&sort=price${more}`,
    ),
  },
];

const loadNow = () => loadavg()[0] ?? 0;

/** A database with N lawyers and their services in it: the server's environment for it, and a cleanup. */
async function seeded(database: BenchDatabase, dir: string, lawyers: number) {
  if (database === 'sqlite') {
    const settings: DatabaseSettings = { kind: 'sqlite', file: join(dir, 'lawmatch.db') };
    await seedBenchLawyers(settings, lawyers, { services: true });
    return { env: {}, stop: async () => undefined };
  }
  const cluster = await startThrowawayPostgres();
  try {
    const admin = new pg.Client(cluster.url('postgres'));
    await admin.connect();
    await admin.query('CREATE DATABASE lawmatch');
    await admin.end();
    const url = cluster.url('lawmatch');
    await seedBenchLawyers({ kind: 'postgres', url, poolSize: 4 }, lawyers, { services: true });
    return { env: { DATABASE_URL: url, JWT_SECRET: BENCH_SECRET }, stop: () => cluster.stop() };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

async function drive(
  apiUrl: string,
  label: string,
  queries: string[],
  { seconds, connections }: { seconds: number; connections: number },
): Promise<BudgetRow> {
  let busiest = loadNow();
  const sampler = setInterval(() => (busiest = Math.max(busiest, loadNow())), 1000);
  let result: autocannon.Result;
  try {
    result = await autocannon({
      url: apiUrl,
      connections,
      duration: seconds,
      requests: queries.map((q) => ({ method: 'GET' as const, path: `/api/lawyers/?${q}` })),
    });
  } finally {
    clearInterval(sampler);
  }
  const { p50, p99 } = result.latency;
  return {
    metric: `${label}, ${connections} connection${connections === 1 ? '' : 's'} × ${seconds} s`,
    budget: 'reported',
    measured: `p50 ${p50} ms, p99 ${p99} ms`,
    gates: false,
    detail: `${Math.round(result.requests.average)} req/s, ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors + result.timeouts} errors; load average up to ${busiest.toFixed(1)} on ${availableParallelism()} cores`,
  };
}

async function benchOne(
  database: BenchDatabase,
  lawyers: number,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<BudgetRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lawmatch-bench-directory-'));
  const ports = { api: await freePort(), match: await freePort() };
  const apiUrl = `http://${HOST}:${ports.api}`;
  const many = `${lawyers.toLocaleString('en-GB')} lawyers`;
  console.log(`${database}: seeding ${many} with their services ...`);
  const store = await seeded(database, dir, lawyers);
  const server = startLocalApi(ports, dir, { env: { ...store.env, SEED_DEMO: 'false' } });
  try {
    await waitUntil('the API listening', answers(`${apiUrl}/`), { server, timeoutMs: 120_000 });
    // the matching index loads every lawyer at the start: measure after it, as a running API is
    const matchUrl = `http://${HOST}:${ports.match}/api/match-lawyer`;
    const matched = async () => {
      const body = JSON.stringify({ city: 'Leeds', issue: 'Buying a house', category: 'Property Law' });
      const res = await fetch(matchUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return res.ok && ((await res.json()) as { lawyers?: unknown[] }).lawyers?.length !== 0;
    };
    await waitUntil('the matching index loaded', matched, { server, timeoutMs: 300_000 });
    // one of each first: the answers are what they should be, and the caches warm
    for (const { name, queries } of SEARCHES) {
      const res = await fetch(`${apiUrl}/api/lawyers/?${queries[0]}`);
      const body = (await res.json()) as { count?: number };
      console.log(`${database}: ${name}: ${res.status}, ${body.count ?? '?'} lawyers found`);
    }
    const rows: BudgetRow[] = [];
    for (const { name, queries } of SEARCHES) {
      rows.push(
        await drive(apiUrl, `directory: ${name}, ${many} on ${database}`, queries, { seconds, connections }),
      );
      console.log(`${database}: ${name}: ${rows.at(-1)?.measured} (${rows.at(-1)?.detail})`);
    }
    return rows;
  } finally {
    await server.stop();
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchDirectory({
  lawyers = 200_000,
  seconds = 10,
  connections = CONNECTIONS,
  databases = ['sqlite', 'postgres'] as BenchDatabase[],
} = {}): Promise<BudgetRow[]> {
  const rows: BudgetRow[] = [];
  for (const database of databases) {
    if (database === 'postgres' && !findPgBin()) {
      console.log('postgres: skipped, no PostgreSQL server binaries (apt-get install postgresql, or PG_BIN)');
      continue;
    }
    rows.push(...(await benchOne(database, lawyers, { seconds, connections })));
  }
  return rows;
}

if (isMain(import.meta.url)) {
  const args = options('[--lawyers 200000] [--seconds 10] [--connections 50] [--db sqlite,postgres]', {
    lawyers: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    db: { type: 'string', default: 'sqlite,postgres' },
  });
  const cores = availableParallelism();
  const before = loadNow();
  console.log(`load average before: ${before.toFixed(2)} on ${cores} cores`);
  if (before > cores / 2)
    console.log('The machine is busy: other work shares its cores, so these figures are indicative only.');
  const rows = await benchDirectory({
    lawyers: count(args.lawyers, 200_000),
    seconds: count(args.seconds, 10, 60),
    connections: count(args.connections, CONNECTIONS, 200),
    databases: args.db.split(',').filter((d): d is BenchDatabase => d === 'sqlite' || d === 'postgres'),
  });
  console.log();
  printTable(rows);
  console.log(`load average after: ${loadNow().toFixed(2)}`);
}
