// The SPA's security headers (issue 7), one source of truth for the production preview
// (vite.config.ts `preview.headers`) and for the static host's `_headers` file that every
// build writes next to index.html (Netlify and Cloudflare Pages read it).
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { API_URL_DEFAULTS } from './src/api/api-defaults.ts';
import { EARLY_ANSWER_SCRIPT } from './src/api/early-answer-script.ts';
import { PAGE_GUARD_SCRIPT } from './src/app/page-guard.ts';

export type Env = Record<string, string | undefined>;

/** The origins of the backends the build talks to: the same variables and defaults as src/api/config.ts. */
function apiOrigins(env: Env): string[] {
  const origins = Object.entries(API_URL_DEFAULTS).map(([name, fallback]) => {
    const raw = env[name]?.trim() || fallback;
    try {
      return new URL(raw).origin;
    } catch {
      throw new Error(`${name} must be an absolute http(s) URL; got "${raw}".`);
    }
  });
  return [...new Set(origins)];
}

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The CSP source that allows the prerendered pages' page guard, and no other script. */
export const PAGE_GUARD_SOURCE = hashSource(PAGE_GUARD_SCRIPT);
/** The CSP source that allows the HTML's early request, for a profile's lawyer or a signed-in
 * page's first answer (src/api/early-answer-script.ts, docs/decisions/0133-public-profile-paints-at-once.md,
 * 0146-a-case-asked-for-from-the-html.md, 0147-a-page-s-first-answer-asked-for-from-the-html.md). */
export const EARLY_ANSWER_SOURCE = hashSource(EARLY_ANSWER_SCRIPT);

/** A policy with no evaluated script and no inline script but the page guard and the early
 * request (allowed by their hashes), and network access to the API origins and the site
 * itself only. */
function contentSecurityPolicy(origins: readonly string[]): string {
  const directives: string[][] = [
    ['default-src', "'self'"],
    // the page guard (src/app/page-guard.ts) runs before the body is parsed, so it is inline; so
    // is the early request, which must not wait for a script file (src/api/early-answer-script.ts)
    ['script-src', "'self'", PAGE_GUARD_SOURCE, EARLY_ANSWER_SOURCE],
    // Radix's dialog scroll lock (react-remove-scroll) injects a <style> element at run time,
    // and React renders style attributes into the prerendered landing page: without this
    // the dialogs let the page scroll behind them. Styles cannot run script.
    ['style-src', "'self'", "'unsafe-inline'"],
    // lawyers' photos come from the API; the admin's document viewer shows blob: URLs
    ['img-src', "'self'", 'data:', 'blob:', ...origins],
    ['font-src', "'self'"],
    // The API origins, and the site's own static files: Lighthouse (and PageSpeed Insights)
    // read /robots.txt from inside the page, which a policy of the API origins alone refuses,
    // so their SEO audit would fail a valid file. The site's origin holds only public,
    // static files, and no script but our own runs (script-src), so this opens no way out.
    ['connect-src', "'self'", ...origins],
    // The admin opens a PDF from a blob: URL, and that tab inherits this policy; Chromium
    // before its out-of-process PDF viewer loaded it as plugin data under object-src. Only our
    // own script can make a blob: URL of this origin, so this opens no door 'none' would shut.
    ['object-src', 'blob:'],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every header the SPA's HTML and assets are served with. */
export function securityHeaders(env: Env): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigins(env)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    // frame-ancestors for current browsers, this for older ones
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

// Only over HTTPS, so not in the local preview: a static host serves the site over HTTPS.
const HTTPS_ONLY = { 'Strict-Transport-Security': 'max-age=31536000' };

/** `_headers` for Netlify and Cloudflare Pages: the security headers on every path, and a long
 * cache for Vite's content-hashed assets. */
export function staticHostHeadersFile(env: Env): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by every build from security-headers.ts; edit that file, not this one.',
    block('/*', { ...securityHeaders(env), ...HTTPS_ONLY }),
    block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    '',
  ].join('\n');
}

/** Writes `_headers` into the build output, from the env the build itself was made with. */
export function staticHostHeaders(): Plugin {
  let env: Env = {};
  return {
    name: 'lawmatch:static-host-headers',
    apply: 'build',
    // the browser build only (the landing page's prerenderer is a second, server build)
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      env = config.env;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: staticHostHeadersFile(env) });
    },
  };
}
