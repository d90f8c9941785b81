// Benchmark of the local API (not a test: STYLE "Tests"). Seeds a fresh temporary data folder
// with 10,000 verified lawyers, starts the real server on loopback, then drives
// POST /api/match-lawyer and POST /api/accounts/login/ with 10 connections for 10 s each.
//   node_modules/.bin/tsx scripts/bench-match.ts [--lawyers N] [--seconds S]
// `npm run bench` (scripts/bench.ts) imports benchMatch for its latency rows.
// Traffic goes to 127.0.0.1 only; the server is stopped and the folder removed at the end.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_PASSWORD, benchEmail, seedBenchLawyers } from './bench-seed.ts';

export const CONNECTIONS = 10;
const HOST = '127.0.0.1';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

async function waitForServer(urls: string[], deadline: number): Promise<void> {
  for (const url of urls) {
    for (;;) {
      if (Date.now() > deadline) throw new Error(`server did not start: ${url}`);
      try {
        await fetch(url);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
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
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  'non-2xx': number;
  errors: number;
}

async function run(
  title: string,
  url: string,
  requests: autocannon.Request[],
  seconds: number,
): Promise<LatencyRow> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    requests,
  });
  return {
    endpoint: title,
    'req/s': Math.round(result.requests.average * 10) / 10,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function benchMatch({ lawyers = 10_000, seconds = 10 } = {}): Promise<LatencyRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lawmatch-bench-'));
  const [apiPort, matchPort] = [await freePort(), await freePort()];
  console.log(`seeding ${lawyers} verified lawyers in ${dir} ...`);
  let started = performance.now();
  await seedBenchLawyers({ kind: 'sqlite', file: join(dir, 'lawmatch.db') }, lawyers);
  console.log(`seeded in ${Math.round(performance.now() - started)} ms`);

  const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      API_PORT: String(apiPort),
      MATCH_PORT: String(matchPort),
      HOST,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // the login benchmark signs one account in over and over: lift the limits for this run only
      LOGIN_MAX_PER_ACCOUNT: '1000000000',
      LOGIN_MAX_PER_IP: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    started = performance.now();
    await waitForServer([`http://${HOST}:${apiPort}/`, `http://${HOST}:${matchPort}/`], Date.now() + 15_000);
    console.log(
      `server listening in ${Math.round(performance.now() - started)} ms; ${CONNECTIONS} connections, ${seconds} s per endpoint`,
    );
    const matchUrl = `http://${HOST}:${matchPort}/api/match-lawyer`;
    const warm = await fetch(matchUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: MATCH_BODIES[0]?.body ?? '',
    });
    const sample = (await warm.json()) as { lawyers: unknown[] };
    console.log(`warm-up match returned ${sample.lawyers.length} lawyers`);
    return [
      await run('POST /api/match-lawyer', matchUrl, MATCH_BODIES, seconds),
      await run(
        'POST /api/accounts/login/',
        `http://${HOST}:${apiPort}/api/accounts/login/`,
        [{ method: 'POST', body: JSON.stringify({ email: benchEmail(42), password: BENCH_PASSWORD }) }],
        seconds,
      ),
    ];
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const arg = (name: string, fallback: number) => {
    const at = process.argv.indexOf(`--${name}`);
    const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  console.table(
    await benchMatch({ lawyers: arg('lawyers', 10_000), seconds: Math.min(arg('seconds', 10), 60) }),
  );
}
