// A component whose code loads when it is first drawn, in a file of its own, so that the page
// that shows it paints without it (docs/decisions/0137-dashboards-draw-their-first-cards-first.md).
// What it shows meanwhile is `fallback`: nothing by default. `preload()` fetches the code before
// it is drawn, once the page is on screen, so that opening it does not wait
// (docs/decisions/0138-schemas-built-on-first-use.md); a failed fetch is tried again on the next.
// Either way the code is asked for after the next paint
// (docs/decisions/0144-the-account-page-draws-before-its-forms.md), and only by a component that
// is on the page: React paints between the slices of a render it has not committed yet, so a
// render still under way must not start it
// (docs/decisions/0151-on-demand-code-asked-for-once-the-page-is-committed.md).
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { loadOnce } from '@/lib/load-once';

type OnDemand<P> = ComponentType<P> & { preload: () => void };

/** `load`'s component, fetched on first use (or `preload()`) behind `fallback`. */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): OnDemand<P> {
  /** the code has come: one drawn from now on shows it at once, without a frame of `fallback` */
  let came = false;
  // the page that draws it (or preloads it) shows first: starting the fetch (a preload link for
  // each of its files) is no part of that frame's work
  const once = loadOnce(() =>
    new Promise<void>((painted) => afterNextPaint(painted)).then(load).then((component) => {
      came = true;
      return component;
    }),
  );
  const preload = () => void once().catch(() => undefined);
  const Lazy = lazy(() => once().then((component) => ({ default: component })));
  function OnDemand(props: P) {
    // the code is asked for by the effect of one committed to the page, never by its render
    const [asked, setAsked] = useState(came);
    useEffect(() => {
      if (asked) return;
      preload();
      setAsked(true);
    }, [asked]);
    if (!asked) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  OnDemand.preload = preload;
  return OnDemand;
}
