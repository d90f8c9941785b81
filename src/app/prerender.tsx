// Build-time render of the public pages: their first paint must not wait for the script
// (docs/decisions/0017-content-first-public-pages.md). scripts/build/prerender-pages.ts builds this for Node, renders each path once and writes
// the markup into its own HTML file; src/app/start.tsx then hydrates it with the same tree.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { PRERENDERED_PUBLIC_PATHS } from '@/app/page-guard';
import { PAGE_DESCRIPTIONS, pageTitleOf, SITE_DESCRIPTION } from '@/app/page-meta';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { paths } from '@/lib/paths';

// the frames (the signed-in pages', the public pages', a lawyer's profile's), which the build
// writes after the root of the files hosts serve for unknown paths
// (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md, 0141-a-profile-paints-from-any-file.md,
// 0162-public-pages-paint-from-a-frame.md)
export { renderFramesHtml } from '@/app/frames/render-frames';

/** The pages anyone can open first. Their markup depends on nothing but the path. */
export const PRERENDERED_PATHS: readonly string[] = [paths.home, ...PRERENDERED_PUBLIC_PATHS];

/** The title and description the page's HTML head carries (src/app/page-meta.ts). */
export function pageMetaFor(path: string) {
  return {
    title: pageTitleOf((matchRoutes(routes, path) ?? []).map((match) => match.route)),
    description: PAGE_DESCRIPTIONS[path] ?? SITE_DESCRIPTION,
  };
}

export async function renderPageHtml(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender (not renderToString) waits for anything lazy, so the markup matches what the
  // client hydrates instead of leaving a client-rendered boundary that logs an error.
  // hydrate={false}: no inline data script (the CSP allows no inline script); the routes have
  // no loaders, so the browser router needs no hydration data.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
