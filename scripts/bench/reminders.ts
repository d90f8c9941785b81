// Benchmark of the reminders' job (docs/decisions/0130-invitations-and-reminders.md; not a test: a
// benchmark reports, it does not assert). For each database (SQLite in a temporary data folder;
// PostgreSQL on a throwaway cluster) it fills the data layer with 100,000 confirmed consultations
// (1,000 lawyers with 100 each, spread over a year around now, 30 minutes each), then times runs of
// the job as every instance makes them, once a minute: the first run, which sends what is due in
// the next 24 hours, and the runs after it with the clock moved a minute each time (what a running
// API pays every minute). It says how busy the machine was: figures on a busy machine are
// indicative. Clusters are stopped by their PIDs and folders removed at the end.
// `node_modules/.bin/tsx scripts/bench/reminders.ts [--consultations 100000] [--runs 30] [--db sqlite,postgres]`
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseSettings } from '../../server/config/stores.ts';
import { openDatabase } from '../../server/db/database.ts';
import type { Db } from '../../server/db/schema.ts';
import { sendDueReminders } from '../../server/services/consultations/reminders.ts';
import { findPgBin, startThrowawayPostgres } from '../dev/throwaway-postgres.ts';
import { count, isMain, options } from '../lib/processes.ts';
import { printTable } from './bundle-budget.ts';
import type { BudgetRow } from './bundle-budget.ts';

type BenchDatabase = 'sqlite' | 'postgres';
const LAWYERS = 1000;
const MINUTE = 60_000;
const HALF_YEAR = 182 * 24 * 60 * MINUTE;
const BATCH = 500;
const loadNow = () => loadavg()[0] ?? 0;

async function users(db: Db, role: 'lawyer' | 'client', n: number, at: string): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < n; start += BATCH) {
    const rows = await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(BATCH, n - start) }, (_, k) => ({
          email: `bench.${role}.${start + k}@lawmatch.test`,
          name: `Bench ${role} ${start + k}`,
          role,
          password_hash: 'not-a-hash',
          is_verified: 1,
          created_at: at,
          email_verified_at: at,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** `total` confirmed consultations, each lawyer's a year's worth apart, around `now`. */
async function fill(db: Db, total: number, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const lawyers = await users(db, 'lawyer', LAWYERS, at);
  const clients = await users(db, 'client', LAWYERS, at);
  const each = Math.ceil(total / LAWYERS);
  const gap = Math.floor((2 * HALF_YEAR) / each);
  const rows = Array.from({ length: total }, (_, i) => {
    const lawyer = i % LAWYERS;
    const nth = Math.floor(i / LAWYERS);
    // lawyers start at different minutes, so that a few fall due every minute
    const start = now - HALF_YEAR + nth * gap + Math.floor((lawyer / LAWYERS) * gap);
    const startsAt = new Date(start - (start % (30 * MINUTE))).toISOString();
    const endsAt = new Date(Date.parse(startsAt) + 30 * MINUTE).toISOString();
    return {
      lawyer_id: lawyers[lawyer] ?? 0,
      client_id: clients[(lawyer + nth) % LAWYERS] ?? 0,
      type: 'video' as const,
      starts_at: startsAt,
      ends_at: endsAt,
      blocked_until: endsAt,
      status: 'confirmed' as const,
      fee_pence: null,
      join_url: 'https://meet.example.com/bench',
      phone: null,
      address: null,
      note: null,
      reason: null,
      closed_by: null,
      created_at: at,
      updated_at: at,
    };
  });
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('consultations')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function timed(db: Db, at: number): Promise<{ ms: number; sent: number }> {
  const t0 = performance.now();
  const sent = await sendDueReminders(db, at);
  return { ms: performance.now() - t0, sent };
}

async function benchOne(database: BenchDatabase, total: number, runs: number): Promise<BudgetRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lawmatch-bench-reminders-'));
  let settings: DatabaseSettings = { kind: 'sqlite', file: join(dir, 'lawmatch.db') };
  let stop = async () => undefined as unknown;
  if (database === 'postgres') {
    const cluster = await startThrowawayPostgres();
    stop = () => cluster.stop();
    const admin = new pg.Client(cluster.url('postgres'));
    await admin.connect();
    await admin.query('CREATE DATABASE lawmatch');
    await admin.end();
    settings = { kind: 'postgres', url: cluster.url('lawmatch'), poolSize: 4 };
  }
  const { db } = await openDatabase(settings);
  try {
    const now = Date.now();
    const many = `${total.toLocaleString('en-GB')} confirmed consultations`;
    console.log(`${database}: filling ${many} ...`);
    await fill(db, total, now);
    const first = await timed(db, now);
    console.log(`${database}: first run ${first.ms.toFixed(0)} ms, ${first.sent} reminders sent`);
    const times: number[] = [];
    let sent = 0;
    let busiest = loadNow();
    for (let k = 1; k <= runs; k += 1) {
      const run = await timed(db, now + k * MINUTE);
      times.push(run.ms);
      sent += run.sent;
      busiest = Math.max(busiest, loadNow());
    }
    const load = `load average up to ${busiest.toFixed(1)} on ${availableParallelism()} cores`;
    return [
      {
        metric: `reminders' job, first run, ${many} on ${database}`,
        budget: 'reported',
        measured: `${first.ms.toFixed(0)} ms`,
        gates: false,
        detail: `${first.sent} reminders sent (the next 24 hours'), each with the bell and two e-mails written`,
      },
      {
        metric: `reminders' job, a run a minute after, ${many} on ${database}`,
        budget: 'reported',
        measured: `median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms`,
        gates: false,
        detail: `${runs} runs, the clock a minute on each time, ${sent} reminders sent in all; ${load}`,
      },
    ];
  } finally {
    await db.destroy();
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchReminders({
  consultations = 100_000,
  runs = 30,
  databases = ['sqlite', 'postgres'] as BenchDatabase[],
} = {}): Promise<BudgetRow[]> {
  const rows: BudgetRow[] = [];
  for (const database of databases) {
    if (database === 'postgres' && !findPgBin()) {
      console.log('postgres: skipped, no PostgreSQL server binaries (apt-get install postgresql, or PG_BIN)');
      continue;
    }
    rows.push(...(await benchOne(database, consultations, runs)));
  }
  return rows;
}

if (isMain(import.meta.url)) {
  const args = options('[--consultations 100000] [--runs 30] [--db sqlite,postgres]', {
    consultations: { type: 'string' },
    runs: { type: 'string' },
    db: { type: 'string', default: 'sqlite,postgres' },
  });
  console.log(`load average before: ${loadNow().toFixed(2)} on ${availableParallelism()} cores`);
  const rows = await benchReminders({
    consultations: count(args.consultations, 100_000),
    runs: count(args.runs, 30, 1000),
    databases: args.db.split(',').filter((d): d is BenchDatabase => d === 'sqlite' || d === 'postgres'),
  });
  console.log();
  printTable(rows);
  console.log(`load average after: ${loadNow().toFixed(2)}`);
}
