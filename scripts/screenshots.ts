// `npm run screenshots`: builds the SPA, starts the built app (vite preview) and a fresh local
// API on free loopback ports, drives them with Playwright in the e2e suite's Chromium and writes
// PNGs of every page, desktop and mobile, under docs/screenshots/ (issue 7). Each server is
// started here and stopped here, by its own PID.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser.ts';
import { takeScreenshots } from './screenshot-pages.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'docs', 'screenshots');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** A port the system has just handed out on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

interface Started {
  name: string;
  child: ChildProcess;
  stderr: string[];
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  return { name, child, stderr };
}

/** Runs a command to its end; a failure throws with what it printed. */
async function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const job = start(name, command, args, env);
  const code = await new Promise<number | null>((done) => job.child.once('exit', done));
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${job.stderr.join('')}`);
}

/** Waits until the URL answers at all (a 401 counts: the server is up). */
async function waitFor(job: Started, url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (job.child.exitCode !== null) throw new Error(`${job.name} exited early:\n${job.stderr.join('')}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error(`${job.name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Stops one server by its PID: SIGTERM, then SIGKILL if it has not gone within 10 s. */
async function stop(job: Started) {
  if (job.child.exitCode !== null || job.child.signalCode !== null || job.child.pid === undefined) return;
  const exited = new Promise((done) => job.child.once('exit', done));
  process.kill(job.child.pid, 'SIGTERM');
  const timer = setTimeout(
    () => job.child.pid !== undefined && process.kill(job.child.pid, 'SIGKILL'),
    10_000,
  );
  await exited;
  clearTimeout(timer);
}

async function main() {
  const [webPort, apiPort, matchPort] = [await freePort(), await freePort(), await freePort()];
  const webUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const matchUrl = `http://127.0.0.1:${matchPort}`;
  const work = mkdtempSync(join(tmpdir(), 'lawmatch-screenshots-'));
  const buildDir = join(work, 'dist');
  const viteEnv = {
    VITE_ACCOUNTS_API_URL: apiUrl,
    VITE_MATCH_API_URL: matchUrl,
    VITE_PROFILES_API_URL: apiUrl,
  };
  const servers: Started[] = [];
  try {
    console.log('Building the SPA…');
    await run(
      'vite build',
      bin('vite'),
      ['build', '--outDir', buildDir, '--emptyOutDir', '--logLevel', 'warn'],
      viteEnv,
    );

    const api = start('local API', bin('tsx'), ['server/server.ts'], {
      API_PORT: String(apiPort),
      MATCH_PORT: String(matchPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      CORS_ORIGINS: webUrl,
      PUBLIC_API_URL: apiUrl,
      LOG_LEVEL: 'warn',
      ENV_FILE: 'none', // a developer's .env must not change the demo server
    });
    servers.push(api);
    const web = start(
      'vite preview',
      bin('vite'),
      ['preview', '--outDir', buildDir, '--host', '127.0.0.1', '--port', String(webPort), '--strictPort'],
      viteEnv,
    );
    servers.push(web);
    await Promise.all([
      waitFor(api, `${apiUrl}/api/accounts/me/`),
      waitFor(api, `${matchUrl}/api/match-lawyer`),
      waitFor(web, webUrl),
    ]);

    mkdirSync(outDir, { recursive: true });
    for (const file of readdirSync(outDir)) if (file.endsWith('.png')) rmSync(join(outDir, file));
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const written = await takeScreenshots(browser, { webUrl, apiUrl, outDir });
      console.log(`Wrote ${written.length} screenshots to ${outDir}`);
    } finally {
      await browser.close();
    }
  } finally {
    for (const server of servers.reverse()) await stop(server);
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
