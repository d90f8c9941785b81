import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { securityHeaders, staticHostHeaders } from './security-headers.ts';
import { compileHints } from './scripts/build/compile-hints.ts';
import { precompressed } from './scripts/build/precompressed.ts';
import { prerenderPages } from './scripts/build/prerender-pages.ts';
import { signedInChunk } from './scripts/build/signed-in-chunk.ts';
import { zodWithoutJsonSchema } from './scripts/build/zod-without-json-schema.ts';
import { serverLegs } from './tests/server/support/legs.ts';
import { webProjects } from './tests/web/projects.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// Ports (docs/configuration.md, "Changing a port"): the dev server on WEB_PORT (from the
// environment or `.env`); and an API_PORT or MATCH_PORT given in the environment also moves the
// SPA's addresses for the local API, unless they are set, so that
// `WEB_PORT=5180 API_PORT=8010 MATCH_PORT=5010 npm start` moves all three.
const WEB_PORT = Number(loadEnv('development', root, 'WEB_PORT').WEB_PORT) || 5173;
const givenUrls = { ...loadEnv('production', root, 'VITE_'), ...loadEnv('development', root, 'VITE_') };
for (const [name, port] of [
  ['VITE_ACCOUNTS_API_URL', process.env.API_PORT],
  ['VITE_PROFILES_API_URL', process.env.API_PORT],
  ['VITE_MATCH_API_URL', process.env.MATCH_PORT],
] as const) {
  if (port && givenUrls[name] === undefined) process.env[name] = `http://localhost:${port}`;
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    zodWithoutJsonSchema(),
    compileHints(['core', 'signed-in']),
    prerenderPages(),
    staticHostHeaders(),
    precompressed(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // a build takes React Router's production build: its package exports only the development
      // one, whose warnings for developers cost every page 0.6 kB gzip; the dev server and the
      // tests keep them (docs/decisions/0136-public-pages-back-within-120-kb.md)
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: { port: WEB_PORT, strictPort: true },
  // The production preview sends what a static host must (security-headers.ts,
  // docs/decisions/0019-security-headers-and-cors.md), with the API origins of a production-mode build. Not `server.headers`: the dev server's HMR
  // needs inline script.
  preview: { port: 4173, strictPort: true, headers: securityHeaders(loadEnv('production', root, 'VITE_')) },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What every page runs (React, React DOM, the router, the icons' core, the session
        // helpers, the site's header and footer) as one chunk rather than many: the same bytes in
        // fewer requests (docs/decisions/0083-signed-in-pages-load-in-parallel.md,
        // docs/decisions/0106-public-profile-within-budget.md); and beside it only a small module
        // that public pages would otherwise fetch a whole chunk for: the regulators' table, which
        // the terms and How we rank read (docs/decisions/0136-public-pages-back-within-120-kb.md),
        // and the hand-over of the answer the HTML asked for, which a lawyer's profile, a case
        // and a lead take (docs/decisions/0146-a-case-asked-for-from-the-html.md).
        // Nothing the entry imports may be in it, or the entry would wait for it before a
        // prerendered page's first paint: the group takes only the modules it names, not what
        // they import (the paths table stays the entry's).
        codeSplitting: {
          groups: [
            {
              name: 'core',
              includeDependenciesRecursively: false,
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|clsx|class-variance-authority)[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](map-pin|star|scale|search|briefcase)\.|[\\/]src[\\/](lib[\\/](format|intl|storage|session-events|cn|field-words|load-once)|api[\\/](config|api-defaults|roles|api-error|transport|regulators|early-answer)|components[\\/](ui[\\/](button-variants|use-toast|spinner)|skip-link|site-header|site-footer|logo)|session[\\/](auth-context|use-auth|session|storage-keys|public-header|lazy-account-nav|use-directory-available))\./,
            },
            // a lawyer as a card shows them, in a match, the directory and the public profile (the
            // facts, the photo, the stars, a review, the licence, the response time, the price line, and the
            // hand-written readers of public answers the directory shares with the profile, a service among them): one
            // chunk instead of ten small ones
            {
              name: 'lawyer-card',
              test: /[\\/]src[\\/](features[\\/]cases[\\/](lawyer-facts|licence-check|response-time-fact|booking[\\/]book-button-name|public-profile[\\/]public-profile-read|services[\\/](card-prices|service-price))|components[\\/](avatar|reviews[\\/](stars|review-item)|ui[\\/]badge)|lib[\\/](rating-words|dates|response-time-words)|api[\\/](regulator-register|price-total|service-kinds|read-by-hand|services-read))\.|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](badge-check|clock)\./,
            },
            // what only the public profile and the View Profile dialog add to the card (the profile
            // as read, its practice facts, every service: docs/decisions/0133-public-profile-paints-at-once.md)
            {
              name: 'lawyer-profile',
              test: /[\\/]src[\\/]features[\\/]cases[\\/](public-profile[\\/](public-profile-load|type-words)|services[\\/](practice-facts|service-list))\.|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]navigation\./,
            },
            // a form's parts, which the sign-in form, the directory and nearly every signed-in page
            // load (with the hook that draws a long form's or list's first part first,
            // docs/decisions/0161-the-directory-draws-its-first-cards-first.md), and the session's
            // calls, which every page started from the shell loads before it draws and the
            // prerendered pages only on a click: one file each, not a dozen small ones
            // (docs/decisions/0155-form-parts-and-session-calls-in-one-file-each.md)
            {
              name: 'ui-parts',
              includeDependenciesRecursively: false,
              test: /[\\/]src[\\/](components[\\/]ui[\\/](button|card|alert|input|label|field)|lib[\\/]use-drawn-after-first)\./,
            },
            {
              name: 'session-calls',
              includeDependenciesRecursively: false,
              test: /[\\/]src[\\/](api[\\/](http|response|asked-early|with-timeout|missing-extension|accounts)|session[\\/](use-sign-out-home|account-nav|sign-in))\.|[\\/]node_modules[\\/]zod[\\/].*[\\/]iso\.|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](layout-dashboard|log-out|user)\./,
            },
            // the dashboards' shell and the small modules the signed-in pages share, less what a
            // public page runs: one chunk instead of some forty small ones
            // (docs/decisions/0107-signed-in-pages-in-few-files.md,
            // docs/decisions/0153-small-shared-modules-with-the-shell.md)
            { name: signedInChunk(src), debugName: 'signed-in', includeDependenciesRecursively: false },
          ],
        },
      },
    },
    modulePreload: {
      // every browser the build targets but Safari before 17 preloads modules itself; there the
      // preloads are skipped and the modules load as imported
      polyfill: false,
      // src/main.tsx imports the app after the first paint: its chunks then load as the
      // browser discovers them, instead of through one modulepreload <link> per chunk, which
      // costs the main thread more than it saves on a page that is already on screen. The
      // signed-in pages the entry loads on the empty shell keep theirs: there nothing is on
      // screen yet (docs/decisions/0083-signed-in-pages-load-in-parallel.md).
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)index-[^/]+\.js$/.test(hostId) && /(^|\/)start-[^/]+\.js$/.test(file)
          ? []
          : deps,
    },
  },
  test: {
    restoreMocks: true,
    testTimeout: 20_000,
    // a worker on every core: Vitest's default leaves one free, which on two cores runs every
    // file one after another (docs/decisions/0166-the-unit-suites-use-every-core.md)
    maxWorkers: '100%',
    projects: [
      // the page tests: most share their modules from file to file (tests/web/projects.ts)
      ...webProjects(),
      // twice: on SQLite and on PostgreSQL (tests/server/support/legs.ts)
      ...serverLegs(),
    ],
  },
}));
