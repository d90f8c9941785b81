// A static host for the built SPA, in each of the settings hosts use for paths without a file
// of their own (docs/decisions/0015-deep-links-on-any-static-host.md), sending the security
// headers of the build's `_headers` (security-headers.ts; those of `env` for a folder without one):
//   'index'  every unknown path gets index.html (S3, Firebase, GitHub Pages, nginx `try_files $uri /index.html`)
//   'shell'  every unknown path gets spa.html, the empty app shell
//   'pages'  /login gets login.html when it exists, then the first rule of the build's
//            _redirects that matches (Netlify, Cloudflare Pages): /lawyers/* the public shell,
//            every other path spa.html
// It sends a file's Brotli copy (`x.js.br`, written by the build: scripts/build/precompressed.ts)
// when the browser accepts Brotli and the copy is there, as hosts that serve compressed copies do
// (nginx `brotli_static`, Caddy `precompressed`); else gzip, made as it sends, as every compressing
// host does (scripts/bench/pages.ts measures pages through it).
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { securityHeaders } from '../security-headers';

export type HostSetting = 'index' | 'shell' | 'pages';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain',
  '.json': 'application/json',
};

export interface RedirectRule {
  from: string;
  to: string;
  status: string;
}

/** The build's `_redirects` (from public/_redirects), as Netlify reads it: one rule a line,
 * `from to status`, `*` at the end of `from` matching the rest of the path. */
export function redirectRules(dir: string): RedirectRule[] {
  return readFileSync(join(dir, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = ''] = line.trim().split(/\s+/);
      return { from, to, status };
    });
}

/** The headers the build's `_headers` gives every path (`/*`), as Netlify reads them, but HSTS
 * (this host speaks HTTP): the build's own policy, whose script hashes are its own inline
 * scripts', so that an older build served beside this tree's runs as it was built. */
function buildHeaders(dir: string): Record<string, string> | undefined {
  const file = join(dir, '_headers');
  if (!existsSync(file)) return undefined;
  const headers: Record<string, string> = {};
  let all = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!/^\s/.test(line)) all = line.trim() === '/*';
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (all && header?.[1] && header[2] !== undefined && header[1] !== 'Strict-Transport-Security')
      headers[header[1]] = header[2];
  }
  return headers;
}

const matches = (rule: RedirectRule, pathname: string) =>
  rule.from.endsWith('*') ? pathname.startsWith(rule.from.slice(0, -1)) : pathname === rule.from;

function fileFor(dir: string, setting: HostSetting, pathname: string): string {
  const asked = normalize(join(dir, decodeURIComponent(pathname)));
  if (asked.startsWith(dir) && existsSync(asked) && statSync(asked).isFile()) return asked;
  if (pathname === '/') return join(dir, 'index.html');
  if (setting === 'index') return join(dir, 'index.html');
  if (setting === 'shell') return join(dir, 'spa.html');
  if (existsSync(`${asked}.html`)) return `${asked}.html`;
  const rule = redirectRules(dir).find((each) => each.status === '200' && matches(each, pathname));
  return join(dir, rule?.to ?? 'spa.html');
}

/** Serves `dir` on `port` of 127.0.0.1 (a free one by default); resolves to its address and a
 * stop function. */
export async function startStaticHost(
  dir: string,
  setting: HostSetting,
  env: Record<string, string>,
  port = 0,
) {
  const headers = buildHeaders(dir) ?? securityHeaders(env);
  const zipped = new Map<string, Buffer>();
  const zippedOf = (file: string) => {
    const body = zipped.get(file) ?? gzipSync(readFileSync(file));
    zipped.set(file, body);
    return body;
  };
  const server: Server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://host');
    const file = fileFor(dir, setting, pathname);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding =
      /\bbr\b/.test(accepted) && existsSync(`${file}.br`)
        ? 'br'
        : /\bgzip\b/.test(accepted) && type !== 'image/png'
          ? 'gzip'
          : undefined;
    res.writeHead(200, {
      ...headers,
      'Content-Type': type,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(
      encoding === 'br'
        ? readFileSync(`${file}.br`)
        : encoding === 'gzip'
          ? zippedOf(file)
          : readFileSync(file),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    // a page left open keeps its connections alive: they go too, or close() waits for them
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
