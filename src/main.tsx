// The entry: the styles, then the app (src/app/start.tsx). A prerendered page
// (scripts/build/prerender-pages.ts) is readable before any script runs, so the app's code is fetched
// once that page has painted: its first paint waits on no script and shares no bandwidth with
// one. The empty shell has nothing to paint, so it starts the app at once.
import './styles.css';
import { EARLY_LAWYER_TIMING, pagePreloadsMetaName, PROFILE_PRELOADS_META } from '@/app/page-guard';
import { signedInPageAt } from '@/app/signed-in-pages';
import { afterNextPaint } from '@/lib/after-paint';
import { loadIntlData } from '@/lib/intl-data';
import { isPathOf, paths } from '@/lib/paths';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

// the app's code is evaluated in one task and started in the next: no single long task
const startApp = () => void import('@/app/start').then((app) => setTimeout(() => void app.start(root)));

/** Runs `then` once the browser reports an entry of `type` that `wanted` picks (a paint, an
 * element on screen); at once where such entries are not reported (a hidden tab, an old browser),
 * and after `ms` whatever happens. */
function onceReported(
  type: string,
  wanted: (entry: PerformanceEntry) => boolean,
  then: () => void,
  ms: number,
) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    then();
  };
  if (!PerformanceObserver.supportedEntryTypes.includes(type) || document.visibilityState !== 'visible') {
    once();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some(wanted)) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type, buffered: true });
  setTimeout(once, ms);
}

/** Runs `then` once the page has shown content. */
const afterFirstPaint = (then: () => void) =>
  onceReported('paint', (entry) => entry.name === 'first-contentful-paint', then, 3000);

// markup a host served for another path is hidden (src/app/page-guard.ts): nothing to wait for.
// There the page's own code starts loading now, beside the app (whose chunks the page guard
// preloads at the page's address, scripts/build/prerender-pages.ts), not once the app's router has
// matched the path (docs/decisions/0083-signed-in-pages-load-in-parallel.md).
// A lawyer's profile frame (prerendered for `/lawyers/:id`, never the address itself; in its own
// file, index.html or the empty shell) paints the lawyer from its own request: the app starts after
// that paint, or after 3 s whatever happens, so that its start-up does not hold the bio back
// (docs/decisions/0133-public-profile-paints-at-once.md); and its code is fetched from then on, not
// beside the lawyer's answer (docs/decisions/0141-a-profile-paints-from-any-file.md). At a signed-in
// page's address, the answer the HTML asked for is the page's own first answer (a case, a list, a
// form's values), which paints nothing (docs/decisions/0146-a-case-asked-for-from-the-html.md,
// 0147-a-page-s-first-answer-asked-for-from-the-html.md); at the directory's, where a host serves
// another page's file, its first page of lawyers, which paints nothing either
// (docs/decisions/0164-the-directory-s-lawyers-asked-for-from-the-html.md).
const early = (window as { __lawmatchEarlyAnswer?: { answer: Promise<unknown> } }).__lawmatchEarlyAnswer;
const signedInPage = signedInPageAt(window.location.pathname);
const lawyerProfile = isPathOf(paths.lawyerPublic, window.location.pathname);

/** Preloads the chunks the HTML lists for a lawyer's profile (scripts/build/prerender-pages.ts),
 * all at once rather than each once the one importing it has arrived. */
function preloadProfile() {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${PROFILE_PRELOADS_META}"]`);
  for (const href of listed?.content.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
// a prerendered page used through the app (a sign-in form, the directory) has its code preloaded
// from the HTML (docs/decisions/0163-pages-used-through-the-app-fetch-it-with-their-html.md): while
// that downloads after the first paint, Intl's data loads too
const codePreloaded = () =>
  document.querySelector(`meta[name="${pagePreloadsMetaName(window.location.pathname)}"]`) !== null;
if (root.dataset.prerendered === window.location.pathname)
  afterFirstPaint(() => {
    startApp();
    if (codePreloaded()) setTimeout(loadIntlData);
  });
else if (early && lawyerProfile) {
  const start = () => {
    preloadProfile();
    startApp();
  };
  // where the frame's answer painted the lawyer, the browser reports when the name is on screen,
  // which comes a frame or more after it was drawn: the code waits for that
  // (docs/decisions/0165-a-profile-s-code-waits-for-the-lawyer-on-screen.md)
  const onScreen = (entry: PerformanceEntry) =>
    (entry as PerformanceEntry & { identifier?: string }).identifier === EARLY_LAWYER_TIMING;
  const afterPaint = () =>
    afterNextPaint(() => {
      if (document.querySelector(`[elementtiming="${EARLY_LAWYER_TIMING}"]`))
        onceReported('element', onScreen, start, 500);
      else start();
    });
  void Promise.race([early.answer, new Promise((done) => setTimeout(done, 3000))]).then(
    afterPaint,
    afterPaint,
  );
} else {
  startApp();
  void signedInPage?.().catch(() => undefined); // the router reports a failure
  setTimeout(loadIntlData); // while the app's code downloads (src/lib/intl-data.ts)
}
