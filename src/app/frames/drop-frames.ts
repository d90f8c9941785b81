// The frames go when the app draws the page (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md).
import { FRAME_ATTRIBUTE, FRAMES_ID, OTHER_PAGE_ATTRIBUTE } from '@/app/page-guard';

/** At the latest this long after the app starts, the frame goes and the root shows. */
const DROP_AFTER_MS = 15_000;

/**
 * Removes the signed-in pages' frames (src/app/frames/frames.tsx) and lifts the page guard's
 * marks (src/app/page-guard.ts), which show the root. Where no frame shows, at once. Where one
 * does, the root stays hidden until the app has drawn a page in `container` (its `main`: the
 * dashboards', a sign-in page's after a redirect, the error screen's), and then, in the same task
 * as that render and before the browser paints, the frame goes and the root shows: never both,
 * and none of the app's spinners in between; after 15 s whatever the app has drawn.
 */
export function dropFramesOnceDrawn(container: HTMLElement) {
  const html = document.documentElement;
  const frames = document.getElementById(FRAMES_ID);
  const drop = () => {
    frames?.remove();
    html.removeAttribute(FRAME_ATTRIBUTE);
    html.removeAttribute(OTHER_PAGE_ATTRIBUTE);
  };
  if (!frames || !html.hasAttribute(FRAME_ATTRIBUTE)) {
    drop();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!container.querySelector('main')) return;
    observer.disconnect();
    drop();
  });
  observer.observe(container, { childList: true, subtree: true });
  // whatever the app draws, the frame does not outstay it
  setTimeout(() => {
    observer.disconnect();
    drop();
  }, DROP_AFTER_MS);
}
