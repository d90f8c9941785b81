// Measures how long `npm run api` takes, on a fresh data folder (first start: migrations,
// admin and demo seeding), until both ports answer. Runs it --runs times.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answers, count, HOST, options, startServer, waitUntil } from '../lib/processes.ts';

const RUNS = count(options('[--runs 3]', { runs: { type: 'string' } }).runs, 3, 10);
const [API_PORT, MATCH_PORT] = [18_431, 15_431];
const checks = [API_PORT, MATCH_PORT].map((port) => answers(`http://${HOST}:${port}/`));
/** How many of the two ports answer now. */
const answering = async () =>
  (await Promise.all(checks.map((check) => check().catch(() => false)))).filter(Boolean).length;

async function once(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'lawmatch-start-'));
  const started = performance.now();
  // its own process group, so npm, tsx and node stop together at the end;
  // ENV_FILE=none: the defaults, whatever a .env in the folder says
  const env = { ENV_FILE: 'none', DATA_DIR: dir, API_PORT: `${API_PORT}`, MATCH_PORT: `${MATCH_PORT}` };
  const api = startServer('npm run api', 'npm', ['run', 'api', '--silent'], {
    group: true,
    env: { ...env, LOG_LEVEL: 'warn' },
  });
  try {
    await waitUntil('both ports answering', async () => (await answering()) === 2, {
      server: api,
      timeoutMs: 20_000,
      everyMs: 20,
    });
    return performance.now() - started;
  } finally {
    await api.stop();
    // the server may still be closing its sockets: the next run must not find this one
    await waitUntil('both ports closed', async () => (await answering()) === 0, { everyMs: 20 });
    rmSync(dir, { recursive: true, force: true });
  }
}

const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) times.push(await once());
console.log(
  `npm run api on a fresh DATA_DIR, both ports answering: ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`,
);
