// The bundle-size budgets (issue 7, "Performance"), measured on a production build. One
// implementation for `npm run bench` (scripts/bench.ts) and the test command's gate
// (scripts/check-bundle.ts). Sizes are gzip at zlib's default level (as `vite preview`'s
// compression serves them), kB = 1000 bytes. `vite build` prints its own estimate from another
// deflate implementation, about 1 % higher.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUNDLE_BUDGETS_KB = { initialJs: 120, largestLazyChunk: 60, totalCss: 15 } as const;

export interface BudgetRow {
  metric: string;
  budget: string;
  measured: string;
  /** true when a miss fails the bench and the test command; false: reported only */
  gates: boolean;
  /** within budget; undefined when the row has no budget */
  ok?: boolean;
  detail?: string;
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => bytes / 1000;
const formatKb = (value: number) => `${value.toFixed(1)} kB`;

function gzipSize(dist: string, file: string) {
  return gzipSync(readFileSync(join(dist, file))).length;
}

function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path))
    throw new Error(`${path} is missing: build with build.manifest enabled (vite.config.ts).`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * The JS files the browser fetches for `/` before the landing page is live: every module
 * script and modulepreload in dist/index.html, the app the entry starts (src/main.tsx imports
 * it once the prerendered page has painted), plus, from the manifest, everything those import
 * statically (a preload list could in principle miss one; the manifest cannot).
 */
export function initialJsFiles(dist: string, manifest: Manifest = readManifest(dist)) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const files = new Set<string>();
  for (const tag of tags) {
    const isModule = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && url) files.add(url);
  }
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) {
      const file = manifest[imported]?.file;
      if (file && !files.has(file)) {
        files.add(file);
        visit(imported);
      }
    }
  };
  for (const file of [...files]) {
    const key = byFile.get(file);
    if (!key) continue;
    const started = manifest[key]?.isEntry ? (manifest[key].dynamicImports ?? []) : [];
    for (const app of started) {
      const appFile = manifest[app]?.file;
      if (appFile) files.add(appFile);
    }
    for (const visited of [key, ...started]) visit(visited);
  }
  if (files.size === 0) throw new Error(`no module script found in ${join(dist, 'index.html')}`);
  return [...files].sort();
}

export const missedGates = (rows: BudgetRow[]) => rows.filter((row) => row.gates && row.ok === false);

export function measureBundle(dist: string): BudgetRow[] {
  const manifest = readManifest(dist);
  const initial = initialJsFiles(dist, manifest);
  const initialBytes = initial.reduce((sum, file) => sum + gzipSize(dist, file), 0);

  // Every other JS chunk is fetched later, on a route change or beside the first paint.
  const initialSet = new Set(initial);
  const lazy = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js') && !initialSet.has(file))
    .map((file) => ({ file, bytes: gzipSize(dist, file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const largest = lazy[0] ?? { file: 'none', bytes: 0 };

  const assets = join(dist, 'assets');
  const css = readdirSync(assets).filter((file) => file.endsWith('.css'));
  const cssBytes = css.reduce((sum, file) => sum + gzipSize(dist, join('assets', file)), 0);

  const row = (metric: string, budgetKb: number, bytes: number, detail: string): BudgetRow => ({
    metric,
    budget: `≤ ${budgetKb} kB gzip`,
    measured: formatKb(kb(bytes)),
    gates: true,
    ok: kb(bytes) <= budgetKb,
    detail,
  });
  return [
    row(
      'initial JS of / (entry, the app it starts, their imports)',
      BUNDLE_BUDGETS_KB.initialJs,
      initialBytes,
      initial
        .map((file) => `${file.replace(/^assets\//, '')} ${formatKb(kb(gzipSize(dist, file)))}`)
        .join(', '),
    ),
    row(
      'largest lazily loaded JS chunk',
      BUNDLE_BUDGETS_KB.largestLazyChunk,
      largest.bytes,
      largest.file.replace(/^assets\//, ''),
    ),
    row('total CSS', BUNDLE_BUDGETS_KB.totalCss, cssBytes, `${css.length} file(s)`),
  ];
}

/**
 * Prints rows as a fixed-width table; each row's detail goes underneath so the table stays
 * narrow. "gates CI": a miss on that row makes the command exit non-zero.
 */
export function printTable(rows: BudgetRow[], log: (line: string) => void = console.log) {
  const head = ['', 'metric', 'budget', 'measured', 'gates CI'];
  const status = (r: BudgetRow) => (r.ok === undefined ? '' : r.ok ? 'ok' : r.gates ? 'OVER' : 'below');
  const body = rows.map((r) => [status(r), r.metric, r.budget, r.measured, r.gates ? 'yes' : 'no']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  log(line(head));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const cells of body) log(line(cells));
  for (const r of rows.filter((row) => row.detail)) log(`  ${r.metric}: ${r.detail}`);
}
