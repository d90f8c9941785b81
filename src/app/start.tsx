// The app itself: src/main.tsx imports this module, then calls start() in a task of its own.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import '@/api/config'; // backend addresses are validated at start (docs/decisions/0010-backend-addresses-from-the-environment.md)
import { App } from '@/app/app';
import { OTHER_PAGE_ATTRIBUTE } from '@/app/page-guard';
import { dropFramesOnceDrawn } from '@/app/frames/drop-frames';
import { routes } from '@/app/routes';

// zod loads later (forms, API) and, unless jitless, probes `new Function` once: the CSP allows
// no eval, so the browser reports a violation. zod keeps its config in this global object.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

/** Loads the lazy routes the address matches, so the router's first render is the page itself. */
async function loadMatchedRoutes(list: RouteObject[]) {
  const lazy = (matchRoutes(list, window.location) ?? [])
    .map((match) => match.route)
    .filter((route) => route.lazy);
  await Promise.all(
    lazy.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

// The build prerenders the public pages (scripts/build/prerender-pages.ts) and marks the root with the
// path it holds. At that path hydrate the markup (whatever the query: a page's first render
// ignores it, see useHydrated); at any other, render afresh. Either way the page's code loads first, so the prerendered
// markup stays until the same page replaces it. The empty shell shows the router's spinner.
// No long task (Lighthouse TBT): in a transition React yields to the browser every few ms
// instead of rendering in one go.
export async function start(container: HTMLElement) {
  const prerendered = container.dataset.prerendered;
  if (prerendered) await loadMatchedRoutes(routes);
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  // the page guard has told whether the markup belongs at this address: its own path, or a
  // lawyer's profile frame at any lawyer's (docs/decisions/0133-public-profile-paints-at-once.md)
  if (prerendered && !document.documentElement.hasAttribute(OTHER_PAGE_ATTRIBUTE)) {
    dropFramesOnceDrawn(container); // the signed-in pages' hidden frames: none shows here
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  // another page's markup (a host that serves index.html for every path): it goes before the
  // guard's mark is lifted, so it is never shown (src/app/page-guard.ts). A signed-in page's frame
  // stays until the app has drawn the page (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md).
  container.replaceChildren();
  dropFramesOnceDrawn(container);
  startTransition(() => createRoot(container).render(app));
}
