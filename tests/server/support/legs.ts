// The server suite runs twice (vite.config.ts): on SQLite with the local upload folder, and on a
// throwaway PostgreSQL with S3-compatible storage. A developer without PostgreSQL's server
// binaries gets the first leg and one line saying so; under CI=true the second leg always runs
// (and fails clearly if it cannot start).
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { findPgBin } from '../../../scripts/dev/throwaway-postgres.ts';

const include = ['tests/server/**/*.test.ts'];
// a file shares the modules its worker loaded for the files before it (`isolate: false`), which
// halves each leg's time: every test builds its own app, data folder and database
// (helpers.ts's makeApp()), and the lint forbids replacing a module
// (docs/decisions/0152-test-files-share-their-modules.md)
const isolate = false;
// the AWS SDK warns once per process that its 2027 releases will need Node 22; not news to a test run
const env = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

export function serverLegs(): TestProjectInlineConfiguration[] {
  const sqlite: TestProjectInlineConfiguration = {
    extends: true,
    test: { name: 'server', environment: 'node', include, env, isolate },
  };
  if (!findPgBin() && process.env.CI !== 'true') {
    // once per run: the config is evaluated more than once, and workers inherit the environment
    if (process.env.VITEST && !process.env.LAWMATCH_PG_LEG_SKIPPED) {
      process.env.LAWMATCH_PG_LEG_SKIPPED = 'said';
      console.log(
        'Skipping the PostgreSQL leg of the server tests: no PostgreSQL server binaries (apt-get install postgresql, or set PG_BIN).',
      );
    }
    return [sqlite];
  }
  return [
    sqlite,
    {
      extends: true,
      test: {
        name: 'server-pg',
        environment: 'node',
        include,
        env,
        isolate,
        globalSetup: ['tests/server/support/postgres-leg.ts'],
        setupFiles: ['tests/server/support/postgres-setup.ts'],
      },
    },
  ];
}
