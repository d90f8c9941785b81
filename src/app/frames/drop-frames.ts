// The frames go when the app draws the page (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md).
import { EARLY_LAWYER_ATTRIBUTE, FRAME_ATTRIBUTE, FRAMES_ID, OTHER_PAGE_ATTRIBUTE } from '@/app/page-guard';

/** At the latest this long after the app starts, the frame goes and the root shows. */
const DROP_AFTER_MS = 15_000;

/**
 * Removes the frames (src/app/frames/frames.tsx) and lifts the page guard's
 * marks (src/app/page-guard.ts), which show the root. Where no frame shows, at once. Where one
 * does, the root stays hidden until the app has drawn a page in `container` (its `main`: the
 * dashboards', a sign-in page's after a redirect, the error screen's), and then, in the same task
 * as that render and before the browser paints, the frame goes and the root shows: never both,
 * and none of the app's spinners in between; after 15 s whatever the app has drawn. A lawyer's
 * profile drawn in its loading state has the frame's element for the lawyer, empty where the
 * frame's may hold the lawyer its script painted: the frame stays until the page has moved on (the
 * lawyer, not found, a failure), so the bio never blinks out
 * (docs/decisions/0141-a-profile-paints-from-any-file.md).
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
    if (!container.querySelector('main') || container.querySelector(`[${EARLY_LAWYER_ATTRIBUTE}]`)) return;
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
