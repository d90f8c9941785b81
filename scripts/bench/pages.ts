// Benchmark of the pages people work on, signed in or not (not a test: it reports, it does not assert).
// Each page is opened in Chromium under Lighthouse's mobile throttling (slow 4G: 150 ms round
// trip, 1.6 Mbps down, 750 kbps up; CPU slowed 4×; 412 px wide), with an empty cache and a
// session already stored, and two figures are taken, each the median of --runs runs:
//   LCP     the last largest-contentful-paint entry (no input is given), and what it painted
//   usable  navigation start → the page's main control visible and enabled
//   paint   the first largest-contentful-paint entry: the page's largest content at its first
//           paint (its heading, or its frame's)
// The build is served on each of the three settings static hosts use for a path without a file
// (e2e/static-host.ts, the build's Brotli copies else gzip; --hosts narrows them): index.html for
// every path, the empty shell spa.html, or login.html for /login and the build's _redirects (the
// public profile's frame) else the shell; `--hosts preview` serves it by `vite preview` instead. The local API it is built for
// (scripts/bench/served-build.ts): without --dist a copy built for an API on free ports; with
// --dist that build, the API started where it points. --against DIR serves a
// second build for the same API (the one before a change) and opens each page on both in every
// run, taking turns, so that a busy machine weighs on both alike. `npm run bench`
// (scripts/bench/all.ts) reports these rows too.
import { chromium, type Browser, type Page } from '@playwright/test';
import { availableParallelism, loadavg } from 'node:os';
import { chromiumLaunchOptions } from '../../e2e/browser.ts';
import { DEMO, storedSession, type Account, type LoginBody } from '../../e2e/session.ts';
import { printTable, type BudgetRow } from './bundle-budget.ts';
import { startStaticHost, type HostSetting } from '../../e2e/static-host.ts';
import { count, freePort, HOST, isMain, options } from '../lib/processes.ts';
import { withServedBuild } from './served-build.ts';

// every page paints its heading within 1 s and is usable within 2 s
// (docs/performance.md, "Signed-in pages")
const PAINT_GOAL_S = 1;
const USABLE_GOAL_S = 2;
// a load average above this many times the cores means other work shared the machine: the bench
// alone (its Chromium, the previews and the API) keeps it at about 1.5 on two cores
const BUSY_PER_CORE = 1.5;
// Lighthouse's mobile settings (slow 4G, a mid-range phone)
const NETWORK = { latency: 150, downloadKbps: 1600, uploadKbps: 750 };
const CPU_SLOWDOWN = 4;
// what a trace (--trace) records: the main thread's tasks and the JS sampled within them
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];
const VIEWPORT = { width: 412, height: 823 };
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** The page's main control: the first element matching `css` (whose text is `text`, when given),
 * or else the next alternative. */
type Control = readonly { css: string; text?: string }[];

interface PageCase {
  /** a route; `:id` is filled in by `id` */
  path: string;
  account: Account | null;
  control: Control;
  controlName: string;
  /** the id for the path, asked of the API with the account's access token */
  id?: (apiUrl: string, access: string) => Promise<string>;
}

/** The id of the first item of GET /api/cases/: the client's newest case, or the lawyer's newest lead. */
async function firstOfCases(apiUrl: string, access: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/cases/`, { headers: { authorization: `Bearer ${access}` } });
  // a list, or a page of one (docs/architecture.md, "A list comes in pages")
  const answer = (await response.json()) as { id: number }[] | { results: { id: number }[] };
  const first = (Array.isArray(answer) ? answer : answer.results)[0];
  if (!response.ok || !first) throw new Error(`GET /api/cases/ gave ${response.status} and no case`);
  return String(first.id);
}

const button = (text: string): Control => [{ css: 'button', text }];

// the reference (the landing page, prerendered, which draws from no answer) first, then each
// signed-in page, the sign-in page, a trust page, the directory and a lawyer's public profile
const REFERENCE = '/';
const PAGES: readonly PageCase[] = [
  {
    path: '/',
    account: null,
    control: [{ css: 'a', text: 'Find a Lawyer' }],
    controlName: "link 'Find a Lawyer'",
  },
  {
    path: '/client-dashboard',
    account: DEMO.client,
    control: button('Post New Case'),
    controlName: "button 'Post New Case'",
  },
  {
    path: '/cases',
    account: DEMO.client,
    control: [
      { css: 'ul[aria-label="Your cases, newest first"] h2, ul[aria-label="Your cases, newest first"] h3' },
    ],
    controlName: 'the first case of the list',
  },
  {
    path: '/cases/:id',
    account: DEMO.client,
    id: firstOfCases,
    control: button('Edit'),
    controlName: "button 'Edit' (the newest case)",
  },
  {
    path: '/lawyer-dashboard',
    account: DEMO.verifiedLawyer,
    control: [{ css: 'h1,h2,h3,h4,[role=heading]', text: 'New Client Cases' }],
    controlName: "heading 'New Client Cases'",
  },
  {
    path: '/leads/:id',
    account: DEMO.verifiedLawyer,
    id: firstOfCases,
    control: [
      { css: 'button, a', text: 'Respond to Case' },
      { css: 'h1,h2', text: 'Your response' },
    ],
    controlName: "'Respond to Case' (the newest lead)",
  },
  {
    path: '/lawyer-profile',
    account: DEMO.verifiedLawyer,
    control: [
      { css: 'button', text: 'Submit for Verification' },
      { css: 'form[aria-label="Lawyer profile"]' },
    ],
    controlName: "'Submit for Verification' or the profile form",
  },
  {
    path: '/availability',
    account: DEMO.verifiedLawyer,
    control: button('Save settings'),
    controlName: "button 'Save settings'",
  },
  {
    path: '/services',
    account: DEMO.verifiedLawyer,
    control: button('Save services and prices'),
    controlName: "button 'Save services and prices'",
  },
  {
    path: '/admin-dashboard',
    account: DEMO.admin,
    control: [{ css: '#verification-search' }],
    controlName: "the box 'Search requests'",
  },
  {
    path: '/account',
    account: DEMO.client,
    control: button('Download your data'),
    controlName: "button 'Download your data'",
  },
  {
    path: '/login',
    account: null,
    control: button('Sign In'),
    controlName: "button 'Sign In'",
  },
  {
    path: '/privacy',
    account: null,
    control: [{ css: 'main nav a', text: 'Who we are' }],
    controlName: "the contents' first link 'Who we are' (a trust page)",
  },
  {
    path: '/lawyers',
    account: null,
    control: [{ css: 'ul[aria-label="Lawyers found"] a', text: 'View Profile' }],
    controlName: "the first lawyer's 'View Profile' (the directory)",
  },
  {
    path: '/lawyers/3',
    account: DEMO.client,
    control: button('Book Consultation'),
    controlName: "button 'Book Consultation' (signed in as a client)",
  },
];

interface Sample {
  lcp: number;
  lcpElement: string;
  usable: number;
  /** the scripts fetched before the page was usable: how many, in how many rounds one after
   * another (a chunk found only once the one importing it arrived), the last one's arrival */
  scripts: { count: number; rounds: number; lastEnd: number };
  /** the first LCP entry: the largest content at the first paint */
  paint: number;
}

/** Rounds of a waterfall: a fetch is one round after the latest fetch that ended before it began. */
function scriptRounds(entries: { startTime: number; responseEnd: number }[]) {
  const sorted = [...entries].sort((a, b) => a.startTime - b.startTime);
  const rounds: number[] = [];
  sorted.forEach((entry, i) => {
    const before = sorted
      .slice(0, i)
      .filter((other, j) => other.responseEnd <= entry.startTime && rounds[j] !== undefined);
    rounds.push(1 + Math.max(0, ...before.map((other) => rounds[sorted.indexOf(other)] ?? 0)));
  });
  return Math.max(0, ...rounds);
}

/**
 * Runs in the page before its own scripts: records the LCP entries (what each painted, taken
 * when reported, since a spinner is gone by the end) and, frame by frame, when the main control
 * is there: visible and enabled. Times are from navigation start.
 */
function instrument(control: Control) {
  const w = window as unknown as {
    __bench: { lcp?: { time: number; element: string }; paint?: number; usable?: number; input?: boolean };
  };
  w.__bench = {};
  const state = w.__bench;
  addEventListener('pointerdown', () => (state.input = true), { capture: true, once: true });
  addEventListener('keydown', () => (state.input = true), { capture: true, once: true });
  new PerformanceObserver((list) => {
    if (state.input) return;
    for (const entry of list.getEntries() as (PerformanceEntry & {
      element?: Element | null;
      url?: string;
    })[]) {
      const el = entry.element;
      const text = (el?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      const element = el
        ? `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> ${text ? `“${text}”` : entry.url ? entry.url.split('/').pop() : '(no text)'}`
        : '(element removed)';
      state.lcp = { time: entry.startTime, element };
      state.paint ??= entry.startTime;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  const shown = (el: Element | null | undefined): el is HTMLElement => {
    if (!(el instanceof HTMLElement)) return false;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    return !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true';
  };
  const find = () => {
    for (const { css, text } of control) {
      const found = [...document.querySelectorAll(css)].find(
        (el) => text === undefined || (el.textContent ?? '').trim() === text,
      );
      if (found) return found;
    }
    return undefined;
  };
  // The measuring must not slow the page: the control is looked for again only in a frame after
  // the document changed (a query over every button each frame took 0.4 s of a throttled CPU on
  // a large page), and a control once found is only checked until it shows.
  let changed = true;
  let found: Element | undefined;
  new MutationObserver(() => (changed = true)).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const check = () => {
    if (state.usable !== undefined) return;
    if (changed || (found && !found.isConnected)) {
      changed = false;
      found = find();
    }
    if (shown(found)) state.usable = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** What the SPA stores on sign-in, for the page to find before its first script runs, and the
 * access token, for the bench's own calls. */
async function signIn(apiUrl: string, account: Account) {
  const response = await fetch(`${apiUrl}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok)
    throw new Error(`Sign-in of ${account.email} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as LoginBody;
  return { items: storedSession(body), access: body.tokens.access };
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latency,
    downloadThroughput: (NETWORK.downloadKbps * 1000) / 8,
    uploadThroughput: (NETWORK.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function measureOnce(
  browser: Browser,
  baseUrl: string,
  apiUrl: string,
  page: PageCase,
  { waterfall = false, trace }: { waterfall?: boolean; trace?: string } = {},
): Promise<Sample> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_UA,
  });
  try {
    const tab = await context.newPage();
    let path = page.path;
    if (page.account) {
      const { items, access } = await signIn(apiUrl, page.account);
      if (page.id) path = path.replace(':id', await page.id(apiUrl, access));
      await tab.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, items);
    }
    // tsx keeps function names through a helper (__name) the page does not have: define it there
    await tab.addInitScript({
      content: `var __name = (f) => f; (${instrument.toString()})(${JSON.stringify(page.control)});`,
    });
    await throttle(tab);
    if (trace) await browser.startTracing(tab, { path: trace, categories: TRACE_CATEGORIES });
    await tab.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    if (new URL(tab.url()).pathname !== path) throw new Error(`${path} went to ${tab.url()}`);
    const usable = () =>
      (window as unknown as { __bench?: { usable?: number } }).__bench?.usable !== undefined;
    await tab
      .waitForFunction(usable, null, { timeout: 60_000, polling: 100 })
      .catch(async (error: unknown) => {
        const shown = (
          await tab
            .locator('body')
            .innerText()
            .catch(() => '')
        ).slice(0, 300);
        const message = `${path}: ${page.controlName} not usable within 60 s; on screen: ${shown}`;
        throw new Error(message, { cause: error });
      });
    // let late paints (data arriving after the frame) report before reading LCP; a page with an
    // open conversation holds its live stream, so the network is never idle there
    await tab.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await tab.waitForTimeout(500);
    const { state, resources } = await tab.evaluate(() => ({
      state: (
        window as unknown as {
          __bench: { lcp?: { time: number; element: string }; paint?: number; usable: number };
        }
      ).__bench,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.(js|css)$/.test(entry.name) || entry.initiatorType === 'fetch')
        .map((entry) => ({
          name: /\.(js|css)$/.test(entry.name)
            ? (entry.name.split('/').pop() ?? '')
            : new URL(entry.name).pathname,
          startTime: entry.startTime,
          requestStart: entry.requestStart,
          responseStart: entry.responseStart,
          responseEnd: entry.responseEnd,
          size: entry.encodedBodySize,
        })),
    }));
    if (new URL(tab.url()).pathname !== path) throw new Error(`${path} went to ${tab.url()}`);
    if (trace) await browser.stopTracing();
    const before = resources.filter((entry) => entry.startTime < state.usable && entry.name.endsWith('.js'));
    if (waterfall)
      for (const r of resources.filter((entry) => entry.startTime < state.usable))
        console.log(
          `    ${r.name.padEnd(40)} start ${r.startTime.toFixed(0)} request ${r.requestStart.toFixed(0)} first byte ${r.responseStart.toFixed(0)} end ${r.responseEnd.toFixed(0)} ${(r.size / 1000).toFixed(1)} kB`,
        );
    return {
      lcp: state.lcp?.time ?? Number.NaN,
      lcpElement: state.lcp?.element ?? '(none)',
      paint: state.paint ?? Number.NaN,
      usable: state.usable,
      scripts: {
        count: before.length,
        rounds: scriptRounds(before),
        lastEnd: Math.max(0, ...before.map((entry) => entry.responseEnd)),
      },
    };
  } finally {
    await context.close();
  }
}

/** The median of the values that are numbers (a run with no LCP entry gives none). */
export const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function row(page: PageCase, samples: Sample[], label = ''): BudgetRow {
  const paint = median(samples.map((s) => s.paint));
  const lcp = median(samples.map((s) => s.lcp));
  const usable = median(samples.map((s) => s.usable));
  const medianRun = samples.find((s) => s.lcp === lcp);
  const reference = page.path === REFERENCE;
  return {
    metric: `${page.path}${reference ? ' (reference)' : ''}${label}: first paint / LCP / usable, slow 4G, CPU ×${CPU_SLOWDOWN}`,
    budget: reference ? 'reported' : `paint ≤ ${PAINT_GOAL_S} s, usable ≤ ${USABLE_GOAL_S} s`,
    measured: `${seconds(paint)} / ${seconds(lcp)} / ${seconds(usable)}`,
    gates: false,
    ...(reference ? {} : { ok: paint <= PAINT_GOAL_S * 1000 && usable <= USABLE_GOAL_S * 1000 }),
    detail: `LCP element ${medianRun?.lcpElement ?? '?'}; usable = ${page.controlName}; scripts before usable (median run): ${medianRun ? `${medianRun.scripts.count} in ${medianRun.scripts.rounds} rounds, the last in at ${seconds(medianRun.scripts.lastEnd)}` : '?'}; runs: ${samples
      .map((s) => `${seconds(s.paint)}/${seconds(s.lcp)}/${seconds(s.usable)}`)
      .join(', ')}`,
  };
}

interface BenchPagesOptions {
  runs: number;
  /** a build to serve as it is; otherwise one is built into a temporary folder */
  dist?: string;
  /** another build for the same backends (the one before a change), measured in the same runs:
   * each run opens the page on both, in turns, so both see the same load */
  against?: string;
  /** these paths only (default: every page) */
  only?: string[];
  /** the host settings to serve the builds on (default: the three static-host settings) */
  hosts?: readonly Hosting[];
  /** print each run's script, stylesheet and API fetches */
  waterfall?: boolean;
  /** write each run's Chromium trace (main thread, JS samples) to `<trace><path>-<run>.json` */
  trace?: string;
  log?: (line: string) => void;
}

interface Target {
  label: string;
  baseUrl: string;
}

/** Each page's samples on each build, `runs` of them, in one Chromium; with two builds each run
 * opens the page on both, the first build first on odd runs and second on even ones. */
async function measurePages(targets: readonly Target[], apiUrl: string, opts: BenchPagesOptions) {
  const { runs, only, waterfall, trace, log = console.log } = opts;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: BudgetRow[] = [];
  let busiest = 0;
  try {
    for (const page of PAGES.filter((p) => !only || only.includes(p.path))) {
      const samples = new Map<Target, Sample[]>(targets.map((target) => [target, []]));
      for (let i = 0; i < runs; i += 1) {
        for (const target of i % 2 === 0 ? targets : [...targets].reverse()) {
          const name = `${page.path.replace(/\W+/g, '-')}${target.label.replace(/\W+/g, '-')}-${i + 1}`;
          const file = trace && `${trace}${name}.json`;
          const sample = await measureOnce(browser, target.baseUrl, apiUrl, page, { waterfall, trace: file });
          const load = loadavg()[0] ?? 0;
          busiest = Math.max(busiest, load);
          log(
            `  ${page.path}${target.label} run ${i + 1}/${runs}: first paint ${seconds(sample.paint)}, LCP ${seconds(sample.lcp)} (${sample.lcpElement}), usable ${seconds(sample.usable)}; ${sample.scripts.count} scripts in ${sample.scripts.rounds} rounds, the last in at ${seconds(sample.scripts.lastEnd)}; load ${load.toFixed(2)}`,
          );
          samples.get(target)?.push(sample);
        }
      }
      for (const target of targets) rows.push(row(page, samples.get(target) ?? [], target.label));
    }
    const cores = availableParallelism();
    if (busiest > BUSY_PER_CORE * cores)
      log(
        `scripts/bench/pages.ts: the load average reached ${busiest.toFixed(2)} on ${cores} cores, so other work shared the machine: these timings read high (docs/performance.md, "Signed-in pages")`,
      );
    return rows;
  } finally {
    await browser.close();
  }
}

// the bench signs in more often than the API's limits allow a person
const LOGIN_LIMITS = {
  LOGIN_MAX_PER_ACCOUNT: '1000000',
  LOGIN_MAX_PER_IP: '1000000',
  LOGIN_MAX_PER_ACCOUNT_TOTAL: '1000000',
};

type Hosting = HostSetting | 'preview';
const HOSTINGS: readonly Hosting[] = ['index', 'shell', 'pages', 'preview'];
const isHosting = (name: string): name is Hosting => (HOSTINGS as readonly string[]).includes(name);

/** Builds (unless given one), serves it (and the build against) on each host setting beside the
 * local API, and measures every page on each. */
export async function benchPages(opts: BenchPagesOptions): Promise<BudgetRow[]> {
  const more = opts.against ? [opts.against] : [];
  const labels = ['', ' (against)'];
  const hostings = opts.hosts ?? ['index', 'shell', 'pages'];
  const settings = hostings.filter((hosting): hosting is HostSetting => hosting !== 'preview');
  // each static host's address is known before the API starts: it allows their origins
  const hostUrls: string[] = [];
  while (hostUrls.length < settings.length * (1 + more.length)) {
    const url = `http://${HOST}:${await freePort()}`;
    if (!hostUrls.includes(url)) hostUrls.push(url);
  }
  return withServedBuild(
    { dist: opts.dist, more, origins: hostUrls, apiEnv: LOGIN_LIMITS, log: opts.log },
    async ({ apiUrl, baseUrls, dist, viteEnv }) => {
      const targets: Target[] = [];
      if (hostings.includes('preview'))
        baseUrls.forEach((baseUrl, i) => targets.push({ label: `${labels[i] ?? ''} [preview]`, baseUrl }));
      const hosts: { stop: () => Promise<void> }[] = [];
      try {
        let next = 0;
        for (const setting of settings)
          for (const [i, dir] of [dist, ...more].entries()) {
            const port = Number(new URL(hostUrls[next++] ?? '').port);
            const host = await startStaticHost(dir, setting, viteEnv, port);
            hosts.push(host);
            targets.push({ label: `${labels[i] ?? ''} [${setting}]`, baseUrl: host.url });
          }
        return await measurePages(targets, apiUrl, opts);
      } finally {
        for (const host of hosts) await host.stop();
      }
    },
  );
}

if (isMain(import.meta.url)) {
  const args = options(
    '[--runs 3] [--dist DIR] [--against DIR] [--only /client-dashboard,/] [--hosts index,shell,pages,preview] [--waterfall] [--trace PREFIX]',
    {
      runs: { type: 'string' },
      dist: { type: 'string' },
      against: { type: 'string' },
      only: { type: 'string' },
      hosts: { type: 'string' },
      waterfall: { type: 'boolean' },
      trace: { type: 'string' },
    },
  );
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`load average before: ${load()}`);
  const { dist, against, waterfall, trace } = args;
  const hosts = args.hosts?.split(',');
  const unknown = hosts?.find((name) => !isHosting(name));
  if (unknown) throw new Error(`--hosts: ${unknown} is none of ${HOSTINGS.join(', ')}`);
  const rows = await benchPages({
    runs: count(args.runs, 3, 9),
    dist,
    against,
    only: args.only?.split(','),
    hosts: hosts?.filter(isHosting),
    waterfall,
    trace,
  });
  console.log();
  printTable(rows);
  console.log(`load average after: ${load()}`);
}
