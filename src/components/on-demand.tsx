// A component whose code loads when it is first drawn, in a file of its own, so that the page
// that shows it paints without it (docs/decisions/0137-dashboards-draw-their-first-cards-first.md).
// What it shows meanwhile is `fallback`: nothing by default.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** `load`'s component, fetched on first use behind `fallback`. */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
