// The plumbing every script shares: loopback ports, waiting until a server is up, starting one
// (from node_modules/.bin, or the local API) and stopping it, and the command-line options.
// A server is only ever stopped by its own PID, or by its own process group: never by a name,
// which would also hit another checkout's servers or a running `npm start`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';

export const HOST = '127.0.0.1';
const ROOT = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/** True in the file node was started with, false when another script imports it. */
export const isMain = (metaUrl: string) =>
  !!process.argv[1] && metaUrl === pathToFileURL(resolve(process.argv[1])).href;

type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/** The script's `--options`: `--help` prints them (`usage`), an unknown one is refused with them. */
export function options<const T extends OptionSpec>(usage: string, spec: T) {
  const help = `usage: node_modules/.bin/tsx ${relative(ROOT, process.argv[1] ?? '')} ${usage}`;
  const config = { options: { ...spec, help: { type: 'boolean' } } } as const;
  try {
    const { values } = parseArgs<{ options: T & { help: { type: 'boolean' } } }>(config);
    if (!(values as { help?: boolean }).help) return values;
    console.log(help);
    process.exit(0);
  } catch (error) {
    console.error(`${(error as Error).message}\n${help}`);
    process.exit(2);
  }
}

/** A whole number of at least 1 from an option, at most `max`; `fallback` when absent or not one. */
export function count(value: unknown, fallback: number, max = Number.POSITIVE_INFINITY): number {
  const n = Math.floor(Number(value ?? fallback));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** A port the system has just handed out on the loopback interface. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, HOST);
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** True once the URL answers at all: any status counts (a 401 too: the server is up). */
export const answers = (url: string) => async () => (await fetch(url)).status > 0;

type WaitOptions = { timeoutMs?: number; everyMs?: number; server?: Server };

/** Polls `check` (a throw counts as false) until it holds; throws after `timeoutMs`, or as soon
 * as `server` exits. */
export async function waitUntil(what: string, check: () => Promise<boolean>, opts: WaitOptions = {}) {
  const { timeoutMs = 120_000, everyMs = 50, server } = opts;
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (server?.child.exitCode != null) throw new Error(`${server.name} exited before ${what}`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

export interface Server {
  name: string;
  child: ChildProcess;
  /** SIGTERM, SIGKILL after 10 s; resolves once the process (or its group's leader) has gone */
  stop(): Promise<void>;
}

interface StartOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** its own process group (npm → tsx → node), so the whole group stops together */
  group?: boolean;
}

/** Starts a server as our child: its stdout ignored, its stderr passed through. */
export function startServer(name: string, command: string, args: string[], opts: StartOptions = {}): Server {
  const { env = {}, cwd = ROOT, group = false } = opts;
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: group,
  });
  const exited = new Promise((done) => child.once('exit', done));
  const signal = (sig: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(group ? -child.pid : child.pid, sig);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    // a group is signalled even once its leader has gone: what it started may still run
    if (group || (child.exitCode === null && child.signalCode === null)) signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { name, child, stop };
}

/** The local API (server/server.ts) on loopback, with the script's settings only: ENV_FILE=none,
 * whatever a .env in the folder says. `env` adds to or overrides the defaults here. */
export function startLocalApi(ports: { api: number; match: number }, dataDir: string, opts: StartOptions) {
  return startServer('the local API', process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    ...opts,
    env: {
      ENV_FILE: 'none',
      DATA_DIR: dataDir,
      API_PORT: String(ports.api),
      MATCH_PORT: String(ports.match),
      HOST,
      LOG_LEVEL: 'warn',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...opts.env,
    },
  });
}

/** Runs a command of node_modules/.bin to its end and returns its output; its stderr passes
 * through, and a failure throws. */
export function runBin(name: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  return execFileSync(bin(name), args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024, // a Lighthouse report with its screenshots
  });
}

/** The SPA built into `outDir` (with its prerendered pages, scripts/build/prerender-pages.ts). */
export function viteBuild(outDir: string, env: NodeJS.ProcessEnv = {}): void {
  const args = ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  process.stdout.write(runBin('vite', args, env));
}

/** `vite preview` of a build: it answers like a static host, and its security headers allow
 * the API origins of the build's environment (vite.config.ts). */
export function startPreview(outDir: string, port: number, env: NodeJS.ProcessEnv = {}): Server {
  const args = ['preview', '--outDir', outDir, '--host', HOST, '--port', String(port), '--strictPort'];
  return startServer('vite preview', bin('vite'), args, { env });
}
