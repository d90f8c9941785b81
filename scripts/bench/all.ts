// `npm run bench` (docs/performance.md): builds the production SPA into a temporary folder and
// prints one table of budgets and measured figures. Only the bundle-size rows gate (exit code 1 when one
// is over); Lighthouse and API latency are measured on a shared, noisy machine, so they are
// reported, not asserted: a benchmark is not a timed test.
// Lighthouse 12, mobile defaults (simulated throttling), against `vite preview` on a free
// loopback port, with the local API the build is made for on free ports
// (scripts/bench/served-build.ts: a lawyer's public profile reads it; a running `npm start` may
// hold the default ports); each figure is the median of --runs runs. Chromium: CHROME_PATH, else the
// end-to-end tests' one. The signed-in pages' rows come from scripts/bench/pages.ts, which
// builds and serves its own copy the same way; live message delivery's from scripts/bench/messages.ts.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/browser.ts';
import { benchClassifier } from './classifier.ts';
import { benchMatch } from './match.ts';
import { benchMessages } from './messages.ts';
import { benchPages, median } from './pages.ts';
import { measureBuild, measurePublicPages, missedGates, printTable, PUBLIC_PAGES } from './bundle-budget.ts';
import type { BudgetRow } from './bundle-budget.ts';
import { count, options, runBin } from '../lib/processes.ts';
import { withServedBuild } from './served-build.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LIGHTHOUSE_BUDGET = 100;

const args = options('[--runs 3] [--skip-lighthouse] [--skip-api] [--skip-pages] [--skip-messages]', {
  runs: { type: 'string' },
  'skip-lighthouse': { type: 'boolean' },
  'skip-api': { type: 'boolean' },
  'skip-pages': { type: 'boolean' },
  'skip-messages': { type: 'boolean' },
});
const RUNS = count(args.runs, 3, 9);

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null }>;
}

/** The weighted audits that cost a category points, outside performance (its metrics show). */
function failedAudits(result: LighthouseResult) {
  return CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (result.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
}

/** One Lighthouse run. It now and then fails to record a trace on a busy machine (NO_NAVSTART):
 * then it runs again, up to `attempts` times in all. */
function lighthouseOnce(url: string, attempts = 3): LighthouseResult {
  const categories = `--only-categories=${CATEGORIES.join(',')}`;
  const args = [url, '--quiet', '--output=json', categories, '--chrome-flags=--headless=new --no-sandbox'];
  // the end-to-end tests' Chromium (e2e/browser.ts), unless CHROME_PATH names another
  const env = { CHROME_PATH: process.env.CHROME_PATH ?? chromiumLaunchOptions.executablePath };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return JSON.parse(runBin('lighthouse', args, env)) as LighthouseResult;
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  lighthouse failed (${String(error).split('\n')[0]}); again`);
    }
  }
}

function lighthouseRow(path: string, results: LighthouseResult[]): BudgetRow {
  const score = (id: string) => median(results.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
  const audit = (id: string) => median(results.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
  const seconds = (id: string) => `${(audit(id) / 1000).toFixed(2)} s`;
  const failed = [...new Set(results.flatMap(failedAudits))];
  const scores = CATEGORIES.map(score);
  return {
    metric: `Lighthouse ${path} (perf / a11y / best pr. / SEO)`,
    budget: CATEGORIES.map(() => LIGHTHOUSE_BUDGET).join(' / '),
    measured: scores.join(' / '),
    gates: false,
    ok: scores.every((s) => s >= LIGHTHOUSE_BUDGET),
    detail: `FCP ${seconds('first-contentful-paint')}, LCP ${seconds('largest-contentful-paint')}, TBT ${Math.round(audit('total-blocking-time'))} ms, CLS ${audit('cumulative-layout-shift').toFixed(3)} (medians of ${results.length})${failed.length ? `; failed audits: ${failed.join(', ')}` : ''}`,
  };
}

/** What each public page makes Chromium fetch, and the build's own rows (scripts/bench/bundle-budget.ts). */
async function bundleRows(baseUrl: string, dist: string): Promise<BudgetRow[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const { rows, fetched } = await measurePublicPages(browser, baseUrl);
    return [...rows, ...measureBuild(dist, fetched)];
  } finally {
    await browser.close();
  }
}

/** Each public page's row, from the median of RUNS runs. */
function lighthouseRows(baseUrl: string): BudgetRow[] {
  return PUBLIC_PAGES.map((path) => {
    const results = Array.from({ length: RUNS }, (_, i) => {
      console.log(`lighthouse ${path}, run ${i + 1} of ${RUNS} ...`);
      return lighthouseOnce(`${baseUrl}${path}`);
    });
    return lighthouseRow(path, results);
  });
}

// The API at UK scale: 200,000 verified lawyers (about 160,000 solicitors practise in England
// and Wales), on the embedded SQLite and on PostgreSQL.
const API_LAWYERS = 200_000;

const rows = await withServedBuild({}, async ({ baseUrls: [baseUrl = ''], dist }) => [
  ...(await bundleRows(baseUrl, dist)),
  ...(args['skip-lighthouse'] ? [] : lighthouseRows(baseUrl)),
]);
rows.push(...benchClassifier());
if (!args['skip-pages']) rows.push(...(await benchPages({ runs: RUNS })));
if (!args['skip-api']) rows.push(...(await benchMatch({ lawyers: API_LAWYERS, seconds: 10 })));
if (!args['skip-messages']) rows.push(...(await benchMessages({ conversations: 200 })));

console.log();
printTable(rows);
const missed = missedGates(rows);
if (missed.length > 0) {
  console.error(`\nover budget (gates CI): ${missed.map((row) => row.metric).join('; ')}`);
  process.exitCode = 1;
}
