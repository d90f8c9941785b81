// Benchmark of a registration flood (not a test: it reports, it does not assert). Starts the
// local API from a checkout (--root, default this one) on a fresh data folder with the demo
// data, fires N registrations at once and, 50 ms later, one sign-in of the demo client, and
// reports the API process's peak memory (VmHWM, and VmRSS polled every 20 ms), how long that
// sign-in took and how the registrations were answered
// (docs/decisions/0070-bounded-password-hashing.md). Two rounds: every registration from one
// address (the per-address limit answers), and each from its own address (X-Forwarded-For
// with TRUST_PROXY=true: the hash queue answers).
//   node_modules/.bin/tsx scripts/bench-register-flood.ts [--count 200] [--root /path/to/checkout]
// Traffic goes to 127.0.0.1 only; the server is stopped by its PID and its folder removed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './bench-match.ts';

const HOST = '127.0.0.1';
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const COUNT = Math.max(1, Number(arg('count', '200')) || 200);
const ROOT = resolve(arg('root', '.'));
const DEMO = { email: 'client@lawmatch.test', password: 'LawMatch-Demo-2026' };

interface Row {
  round: string;
  'baseline RSS MB': number;
  'peak RSS MB (polled)': number;
  'VmHWM MB': number;
  'sign-in alone ms': number;
  'sign-in during flood ms': number;
  'sign-in status': number;
  '201': number;
  '503': number;
  '429': number;
  other: number;
  'flood done after ms': number;
}

const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0);
};
const mb = (kb: number) => Math.round(kb / 1024);

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

async function round(name: string, distinctAddresses: boolean): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'lawmatch-flood-'));
  const [apiPort, matchPort] = [await freePort(), await freePort()];
  const api = `http://${HOST}:${apiPort}/api/accounts`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ENV_FILE: 'none', // the benchmark's settings only, whatever a .env in the folder says
      DATA_DIR: dir,
      API_PORT: String(apiPort),
      MATCH_PORT: String(matchPort),
      HOST,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'true',
      ...(distinctAddresses ? { TRUST_PROXY: 'true' } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = server.pid ?? 0;
  const exited = new Promise((r) => server.once('exit', r));
  try {
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`${api}/me/`).then(
        (r) => r.status === 401,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('the API did not start within 60 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    // a sign-in alone, twice: the worker is started and warm
    await post(`${api}/login/`, DEMO);
    const alone = await post(`${api}/login/`, DEMO);
    await new Promise((r) => setTimeout(r, 200));
    const baseline = statusKb(pid, 'VmRSS');

    let peak = baseline;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, statusKb(pid, 'VmRSS'));
      } catch {
        // the process has gone
      }
    }, 20);
    const started = performance.now();
    const flood = Array.from({ length: COUNT }, (_, i) =>
      post(
        `${api}/register/`,
        {
          name: 'Flood Tester',
          email: `flood.${i}.${Date.now()}@example.test`,
          password: `Flood-Bench-Horse-${i}-x7Q`,
          userType: 'client',
        },
        distinctAddresses ? { 'x-forwarded-for': `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}` } : {},
      ),
    );
    await new Promise((r) => setTimeout(r, 50));
    const during = await post(`${api}/login/`, DEMO);
    const answers = await Promise.all(flood);
    const floodMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 100));
    clearInterval(sampler);
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    return {
      round: name,
      'baseline RSS MB': mb(baseline),
      'peak RSS MB (polled)': mb(peak),
      'VmHWM MB': mb(statusKb(pid, 'VmHWM')),
      'sign-in alone ms': Math.round(alone.ms),
      'sign-in during flood ms': Math.round(during.ms),
      'sign-in status': during.status,
      '201': count(201),
      '503': count(503),
      '429': count(429),
      other: answers.length - count(201) - count(503) - count(429),
      'flood done after ms': Math.round(floodMs),
    };
  } finally {
    process.kill(pid, 'SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`${COUNT} simultaneous registrations against the API in ${ROOT}`);
const rows = [await round('one address', false), await round('one address each (TRUST_PROXY)', true)];
console.table(rows);
