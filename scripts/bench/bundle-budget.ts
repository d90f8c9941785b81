// The bundle-size budgets, measured on a production build: what each public page makes the
// browser fetch, its largest chunk and its CSS. One implementation for `npm run bench`
// (scripts/bench/all.ts) and the test command's gate (e2e/bundle-budget.spec.ts). Sizes are gzip at
// zlib's default level, as a compressing host serves them; kB = 1000 bytes. `vite build` prints
// its own estimate from another deflate implementation, about 1 % higher.
import type { Browser, Page, Response } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// pageJs: 120 kB for every public page (docs/decisions/0017-content-first-public-pages.md), back
// there on 2026-11-28 after three days at 124 to 126 kB (docs/decisions/0136-public-pages-back-within-120-kb.md);
// the directory and a lawyer's public profile alone keep 126 kB until what they fetch beyond the
// others is smaller (docs/performance.md, "Back within 120 kB")
const BUNDLE_BUDGETS_KB = { pageJs: 120, largestLazyChunk: 60, totalCss: 15 } as const;
const PAGE_JS_KB: Partial<Record<(typeof PUBLIC_PAGES)[number], number>> = {
  '/lawyers': 126,
  '/lawyers/3': 126,
};

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

const kb = (bytes: number) => bytes / 1000;
const formatKb = (value: number) => `${value.toFixed(1)} kB`;

function gzipSize(dist: string, file: string) {
  return gzipSync(readFileSync(join(dist, file))).length;
}

/** The pages anyone can open first, each held to the script budget: the landing and sign-in
 * pages, the trust pages (docs/decisions/0100-trust-pages.md), and a lawyer's public profile
 * (docs/decisions/0103-public-lawyer-profile.md, on its own shell:
 * docs/decisions/0106-public-profile-within-budget.md). 3 is the demo data's verified lawyer
 * (lawyer@lawmatch.test, after the admin and the demo client). */
export const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/role-select',
  '/privacy',
  '/terms',
  '/complaints',
  '/contact',
  '/review-policy',
  '/how-we-rank',
  '/lawyers',
  '/lawyers/3',
] as const;

export interface FetchedScript {
  file: string;
  /** gzip at zlib's default level, as a compressing host serves it */
  bytes: number;
}

/** The page is hydrated: React marks the DOM nodes it owns. */
const HYDRATED = () =>
  Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$'));

/**
 * Every script a page fetches, as the browser does: opened in Chromium, counted until the
 * network has been idle (the app the entry starts after the first paint included), each body
 * as the browser received it, sized at gzip. Nothing is read from the build's import graph, so
 * nothing the browser fetches can be missed (docs/decisions/0017-content-first-public-pages.md).
 */
async function fetchedScripts(page: Page, url: string): Promise<FetchedScript[]> {
  const bodies: Promise<FetchedScript>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname.replace(/^\/(assets\/)?/, '');
    bodies.push(response.body().then((body) => ({ file, bytes: gzipSync(body).length })));
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // the entry imports the app once the page has painted, and the app loads the route's code
    // before it hydrates: on a busy machine the network can be idle for a moment before the app
    // has asked for that code, so wait for the hydrated page
    await page.waitForFunction(HYDRATED, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return await Promise.all(bodies);
  } finally {
    page.off('response', onResponse);
  }
}

/** A gating row: `bytes` of gzip held to `budgetKb`. */
const sizeRow = (
  metric: string,
  budgetKb: number,
  bytes: number,
  detail: string,
  gates = true,
): BudgetRow => ({
  metric,
  budget: `≤ ${budgetKb} kB gzip`,
  measured: formatKb(kb(bytes)),
  gates,
  ok: kb(bytes) <= budgetKb,
  detail,
});

/** A gating row for one page's scripts. */
function pageScriptsRow(path: (typeof PUBLIC_PAGES)[number], scripts: FetchedScript[]): BudgetRow {
  const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const largestFirst = [...scripts].sort((a, b) => b.bytes - a.bytes);
  const detail = `${scripts.length} scripts: ${largestFirst.map((s) => `${s.file} ${formatKb(kb(s.bytes))}`).join(', ')}`;
  const metric = `JS fetched by ${path} (every script until the network is idle)`;
  return sizeRow(metric, PAGE_JS_KB[path] ?? BUNDLE_BUDGETS_KB.pageJs, bytes, detail);
}

/** The public pages' rows, measured in a browser against a server of the build at `baseUrl`,
 * and the files they fetched. */
export async function measurePublicPages(browser: Browser, baseUrl: string) {
  const rows: BudgetRow[] = [];
  const fetched = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    const context = await browser.newContext(); // nothing cached from the page before
    try {
      const scripts = await fetchedScripts(await context.newPage(), `${baseUrl}${path}`);
      for (const script of scripts) fetched.add(script.file);
      rows.push(pageScriptsRow(path, scripts));
    } finally {
      await context.close();
    }
  }
  return { rows, fetched };
}

export const missedGates = (rows: BudgetRow[]) => rows.filter((row) => row.gates && row.ok === false);

/** The build's own rows: the largest chunk that loads later (on a route change or a first use,
 * never with a public page: `fetched`, from measurePublicPages) and all its CSS. */
export function measureBuild(dist: string, fetched: ReadonlySet<string>): BudgetRow[] {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets);
  const largest = files
    .filter((file) => file.endsWith('.js') && !fetched.has(file))
    .map((file) => ({ file, bytes: gzipSize(dist, join('assets', file)) }))
    .sort((a, b) => b.bytes - a.bytes)[0] ?? { file: 'none', bytes: 0 };
  const css = files.filter((file) => file.endsWith('.css'));
  const cssBytes = css.reduce((sum, file) => sum + gzipSize(dist, join('assets', file)), 0);
  return [
    sizeRow(
      'largest lazily loaded JS chunk',
      BUNDLE_BUDGETS_KB.largestLazyChunk,
      largest.bytes,
      largest.file,
    ),
    sizeRow('total CSS', BUNDLE_BUDGETS_KB.totalCss, cssBytes, `${css.length} file(s)`),
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
