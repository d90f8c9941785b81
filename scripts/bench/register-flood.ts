// Benchmark of a registration flood (not a test: it reports, it does not assert). Starts the
// local API from a checkout (--root, default this one) on a fresh data folder with the demo
// data, fires N registrations at once and, 50 ms later, one sign-in of the demo client, and
// reports the API process's peak memory (VmHWM, and VmRSS polled every 20 ms), how long that
// sign-in took and how the registrations were answered
// (docs/decisions/0070-bounded-password-hashing.md). Two rounds: every registration from one
// address (the per-address limit answers), and each from its own address (X-Forwarded-For
// with TRUST_PROXY=true: the hash queue answers).
// Traffic goes to 127.0.0.1 only; the server is stopped by its PID and its folder removed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO } from '../../e2e/session.ts';
import {
  answers,
  count,
  freePort,
  HOST,
  options,
  sleep,
  startLocalApi,
  waitUntil,
} from '../lib/processes.ts';

const args = options('[--count 200] [--root /path/to/checkout]', {
  count: { type: 'string' },
  root: { type: 'string', default: '.' },
});
const COUNT = count(args.count, 200);
const ROOT = resolve(args.root);

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

/** One round: the API's memory and a sign-in's wait while COUNT registrations arrive at once. */
async function round(name: string, distinctAddresses: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'lawmatch-flood-'));
  const ports = { api: await freePort(), match: await freePort() };
  const api = `http://${HOST}:${ports.api}/api/accounts`;
  const env = { LOG_LEVEL: 'error', SEED_DEMO: 'true', TRUST_PROXY: String(distinctAddresses) };
  const server = startLocalApi(ports, dir, { cwd: ROOT, env });
  const pid = server.child.pid ?? 0;
  try {
    await waitUntil('the API', answers(`${api}/me/`), { server, timeoutMs: 60_000 });
    // a sign-in alone, twice: the worker is started and warm
    await post(`${api}/login/`, DEMO.client);
    const alone = await post(`${api}/login/`, DEMO.client);
    await sleep(200);
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
    await sleep(50);
    const during = await post(`${api}/login/`, DEMO.client);
    const replies = await Promise.all(flood);
    const floodMs = performance.now() - started;
    await sleep(100);
    clearInterval(sampler);
    const count = (status: number) => replies.filter((a) => a.status === status).length;
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
      other: replies.length - count(201) - count(503) - count(429),
      'flood done after ms': Math.round(floodMs),
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`${COUNT} simultaneous registrations against the API in ${ROOT}`);
const rows = [await round('one address', false), await round('one address each (TRUST_PROXY)', true)];
console.table(rows);
