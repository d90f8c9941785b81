// Every installed package runs on the oldest Node the README promises (package.json `engines`),
// so `npm ci` on it warns of none (EBADENGINE) and nothing fails at run time. A package whose
// newest major needs a later Node is held back by `overrides` in package.json
// (docs/testing.md, "The versions we hold back").
import { readFileSync } from 'node:fs';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8'));
const manifest = read('package.json') as { engines: { node: string } };
const lock = read('package-lock.json') as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe('the Node the README promises', () => {
  it('runs every package of the lock file', () => {
    const oldest = minVersion(manifest.engines.node)?.version;
    expect(oldest).toBe('20.19.0');
    const refused = Object.entries(lock.packages)
      .filter(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return path !== '' && range !== undefined && !satisfies(oldest as string, range);
      })
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version}`);
    expect(refused).toEqual([]);
  });
});
