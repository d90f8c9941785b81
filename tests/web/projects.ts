// The page tests run as two Vitest projects
// (docs/decisions/0152-test-files-share-their-modules.md). Most share their modules within a
// worker from one file to the next (`isolate: false`): a file then pays neither a fresh jsdom
// nor React's import again, which halves the suite's time. The setup file (tests/web/setup.ts)
// already puts every module-level store back after each test, as it must between the tests of
// one file. A file that replaces a module (`vi.mock`, `vi.doMock`) would leave the replacement
// to the files after it, so those files run alone, each with its own modules, as Vitest does by
// default.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FOLDER = join(ROOT, 'tests', 'web');
const TEST_FILE = /\.test\.tsx?$/;
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/** the page tests that replace a module, as paths from the project's root */
function filesThatMock(): string[] {
  return readdirSync(FOLDER, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => join(FOLDER, file))
    .filter((path) => MOCKS_A_MODULE.test(readFileSync(path, 'utf8')))
    .map((path) => relative(ROOT, path).split('\\').join('/'));
}

export function webProjects(): TestProjectInlineConfiguration[] {
  const alone = filesThatMock();
  const common = { environment: 'jsdom', setupFiles: ['tests/web/setup.ts'] };
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: {
      ...common,
      name: 'web',
      include: ['tests/web/**/*.test.{ts,tsx}'],
      exclude: alone,
      isolate: false,
    },
  };
  if (alone.length === 0) return [shared];
  return [shared, { extends: true, test: { ...common, name: 'web-alone', include: alone } }];
}
