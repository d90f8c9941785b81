// A production build served by `vite preview` with the local API it is built for: the benches'
// setting (scripts/bench/all.ts, scripts/bench/pages.ts). The API runs on loopback with demo data in a
// fresh folder and allows the previews' origins, so that every page, a lawyer's public profile
// included, reads it as a visitor's browser would. Servers are our own children, stopped by their
// PIDs; the temporary folder is removed at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_URL_DEFAULTS } from '../../src/api/api-defaults.ts';
import {
  answers,
  freePort,
  HOST,
  startLocalApi,
  startPreview,
  viteBuild,
  waitUntil,
} from '../lib/processes.ts';
import type { Server } from '../lib/processes.ts';

export interface ServeOptions {
  /** a build to serve as it is, for the API its environment names (VITE_ACCOUNTS_API_URL /
   * VITE_MATCH_API_URL as set for its build, else the defaults); otherwise one is built into the
   * temporary folder, for an API on free ports */
  dist?: string;
  /** more builds for the same API, each served on a port of its own */
  more?: readonly string[];
  /** more origins the API allows, beyond the builds' own (static hosts serving the same builds) */
  origins?: readonly string[];
  /** the API's environment, beyond its address and the allowed origins */
  apiEnv?: Record<string, string>;
  log?: (line: string) => void;
}

export interface ServedBuild {
  apiUrl: string;
  /** the first build's, then each of `more`'s, base URL */
  baseUrls: string[];
  /** the folder of the first build */
  dist: string;
  /** the addresses the builds call, as their VITE_* settings */
  viteEnv: Record<string, string>;
}

const portOf = (url: string) => Number(new URL(url).port || 80);

/** The API addresses a build calls: the given build's own, or free ports for a new one. */
async function backends(dist: string | undefined, port: () => Promise<number>) {
  if (dist)
    return {
      apiUrl: process.env.VITE_ACCOUNTS_API_URL ?? API_URL_DEFAULTS.VITE_ACCOUNTS_API_URL,
      matchUrl: process.env.VITE_MATCH_API_URL ?? API_URL_DEFAULTS.VITE_MATCH_API_URL,
    };
  return { apiUrl: `http://${HOST}:${await port()}`, matchUrl: `http://${HOST}:${await port()}` };
}

/** Builds (unless given a build), serves the build(s) and the API, and runs `use` meanwhile. */
export async function withServedBuild<T>(
  opts: ServeOptions,
  use: (served: ServedBuild) => Promise<T>,
): Promise<T> {
  const { log = console.log } = opts;
  const temp = mkdtempSync(join(tmpdir(), 'lawmatch-bench-'));
  // a free port none of the others took, the origins' included (they may not be listening yet)
  const taken = new Set((opts.origins ?? []).map(portOf));
  const port = async () => {
    for (;;) {
      const free = await freePort();
      if (taken.has(free)) continue;
      taken.add(free);
      return free;
    }
  };
  const { apiUrl, matchUrl } = await backends(opts.dist, port);
  const viteEnv = {
    VITE_ACCOUNTS_API_URL: apiUrl,
    VITE_MATCH_API_URL: matchUrl,
    VITE_PROFILES_API_URL: apiUrl,
  };
  const dist = opts.dist ?? join(temp, 'dist');
  const dirs = [dist, ...(opts.more ?? [])];
  const baseUrls: string[] = [];
  for (const _ of dirs) baseUrls.push(`http://${HOST}:${await port()}`);
  const servers: Server[] = [];
  try {
    if (!opts.dist) {
      log(`building the production SPA for the API at ${apiUrl} into ${dist} ...`);
      viteBuild(dist, viteEnv);
    }
    const env = {
      ...opts.apiEnv,
      CORS_ORIGINS: [...baseUrls, ...(opts.origins ?? [])].join(','),
      PUBLIC_API_URL: apiUrl,
    };
    const api = startLocalApi({ api: portOf(apiUrl), match: portOf(matchUrl) }, join(temp, 'data'), { env });
    servers.push(api);
    for (const [i, dir] of dirs.entries()) {
      const baseUrl = baseUrls[i] ?? '';
      const preview = startPreview(dir, portOf(baseUrl), viteEnv);
      servers.push(preview);
      await waitUntil('vite preview', answers(`${baseUrl}/`), { server: preview, timeoutMs: 30_000 });
    }
    await waitUntil('the API', answers(`${apiUrl}/api/accounts/me/`), { server: api });
    await waitUntil('matching', answers(`${matchUrl}/`), { server: api });
    return await use({ apiUrl, baseUrls, dist, viteEnv });
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(temp, { recursive: true, force: true });
  }
}
