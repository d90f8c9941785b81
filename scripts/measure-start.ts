// Measures how long `npm run api` takes, on a fresh data folder (first start: migrations,
// admin and demo seeding), until both ports accept connections. Runs it --runs times.
//   node_modules/.bin/tsx scripts/measure-start.ts [--runs 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runsAt = process.argv.indexOf('--runs');
const RUNS = Math.min(10, Math.max(1, Number(runsAt > 0 ? process.argv[runsAt + 1] : 3) || 3));
const [API_PORT, MATCH_PORT] = [18_431, 15_431];

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function once(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'lawmatch-start-'));
  const started = performance.now();
  // its own process group, so npm, tsx and node stop together at the end
  const child = spawn('npm', ['run', 'api', '--silent'], {
    env: {
      ...process.env,
      ENV_FILE: 'none', // the defaults, whatever a .env in the folder says
      DATA_DIR: dir,
      API_PORT: String(API_PORT),
      MATCH_PORT: String(MATCH_PORT),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    while (!((await accepts(API_PORT)) && (await accepts(MATCH_PORT)))) {
      if (performance.now() - started > 20_000) throw new Error('did not start within 20 s');
      await new Promise((r) => setTimeout(r, 20));
    }
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    // the server may still be closing its sockets: the next run must not find this one
    while ((await accepts(API_PORT)) || (await accepts(MATCH_PORT)))
      await new Promise((r) => setTimeout(r, 20));
    rmSync(dir, { recursive: true, force: true });
  }
}

const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) times.push(await once());
console.log(
  `npm run api on a fresh DATA_DIR, both ports listening: ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`,
);
