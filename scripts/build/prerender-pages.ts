// Vite plugin: after the client build, renders the public pages to HTML (src/app/prerender.tsx,
// built for Node as a second environment of the same `vite build`) so that they paint before
// any script runs (docs/decisions/0017-content-first-public-pages.md). The build output then holds:
//   index.html                           `/` prerendered, and the frames (below)
//   login.html, register.html, role-select.html   those paths prerendered
//   privacy.html, terms.html, complaints.html, contact.html, review-policy.html,
//   how-we-rank.html                     the trust pages
//   spa.html                             the empty shell, for every other path (it lists the
//                                        pages' code, below): a route must
//                                        not flash another page's markup; it holds the page guard
//                                        and the frames
//   public-shell.html                    a lawyer's profile frame, for /lawyers/* (public/_redirects):
//                                        the header, the profile's loading heading and the footer,
//                                        prerendered for `/lawyers/:id`; it asks for the lawyer from
//                                        its HTML and lists the profile's code, not the
//                                        dashboards', which the entry preloads once the lawyer
//                                        is painted (docs/decisions/0133-public-profile-paints-at-once.md,
//                                        0141-a-profile-paints-from-any-file.md)
// Each prerendered root names its path (data-prerendered); src/app/start.tsx hydrates the
// markup when the address is that path (or, for the profile frame, matches it) and renders afresh
// otherwise.
// The files a host serves for paths without a file of their own (index.html and spa.html) carry,
// after the root, a frame for each signed-in page (src/app/frames/frames.tsx), hidden: the page
// guard names the one the address matches and the stylesheet shows it, so a signed-in page paints
// its heading before any script runs (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md).
// A lawyer's profile has a frame there too, its prerendered loading state, which its request for
// the lawyer paints into (docs/decisions/0141-a-profile-paints-from-any-file.md).
// Both list what every signed-in page runs and what each public page runs, which the guard preloads
// at that page's address, and nowhere else
// (docs/decisions/0139-nothing-built-before-the-page-draws.md,
// 0163-pages-used-through-the-app-fetch-it-with-their-html.md); a sign-in form's and the
// directory's own files list their own; both list what a lawyer's profile runs and carry its
// request for the lawyer, for a host that serves them at a profile's address
// (docs/decisions/0140-compiled-as-it-downloads-and-profiles-from-any-file.md).
// A static host serves `/x` from x.html when it exists, public-shell.html for /lawyers/*, and
// spa.html as its fallback (docs/deployment.md, "Static host routing"); `vite preview` does the
// same through configurePreviewServer below.
// The HTML of each file is written by page-html.ts, and what it preloads found by chunk-preloads.ts.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { EARLY_ANSWER_PAGES } from '../../src/api/early-answer-script.ts';
import { preloadLists, type ChunkInfo } from './chunk-preloads.ts';
import {
  asFrame,
  contentFirst,
  htmlFileFor,
  pageHtml,
  ROOT_MARKUP,
  withEarlyAnswer,
  withFrames,
  withHead,
  withPreloadLists,
  type PageMeta,
} from './page-html.ts';

const SPA_SHELL = 'spa.html';
const PUBLIC_SHELL = 'public-shell.html';
/** The paths the public shell serves: a lawyer's public profile (paths.lawyerPublic), which
 * must load within the public pages' script budget
 * (docs/decisions/0106-public-profile-within-budget.md). public/_redirects says the same. */
const PUBLIC_SHELL_PATHS = /^\/lawyers\/[^/]+\/?$/;
/** What public-shell.html is prerendered for: any lawyer's address (paths.lawyerPublic). */
const PROFILE_FRAME_PATH = '/lawyers/:id';
const ENTRY = 'src/app/prerender.tsx';
// one folder per client outDir, so builds into different folders (e2e, screenshots) can overlap
const serverOutFor = (clientOutDir: string) =>
  `node_modules/.cache/lawmatch-prerender-${createHash('sha1').update(clientOutDir).digest('hex').slice(0, 10)}`;

const outDirOf = (config: ResolvedConfig) => resolve(config.root, config.build.outDir);

interface Prerenderer {
  PRERENDERED_PATHS: readonly string[];
  renderPageHtml: (path: string) => Promise<string>;
  pageMetaFor: (path: string) => PageMeta;
  renderFramesHtml: (profile?: string) => string;
}

export function prerenderPages(): Plugin {
  // the client build's chunks: file → what it imports statically (for the shell's preloads)
  const clientChunks = new Map<string, ChunkInfo>();
  return {
    name: 'lawmatch:prerender-pages',
    // one instance for both builds: buildApp reads what the client build's generateBundle saw
    sharedDuringBuild: true,
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      clientChunks.clear();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk')
          clientChunks.set(output.fileName, {
            facadeModuleId: output.facadeModuleId,
            imports: output.imports,
          });
      }
    },
    config(userConfig, env) {
      if (env.command !== 'build' || env.isSsrBuild) return;
      return {
        builder: {}, // `vite build` builds every environment: the SPA, then the prerenderer
        environments: {
          ssr: {
            build: {
              outDir: serverOutFor(
                resolve(userConfig.root ?? process.cwd(), userConfig.build?.outDir ?? 'dist'),
              ),
              emptyOutDir: true,
              copyPublicDir: false,
              manifest: false,
              rolldownOptions: { input: ENTRY, output: { entryFileNames: 'prerender.js' } },
            },
          },
        },
      };
    },
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('prerender: the client and ssr environments are both needed');
      await builder.build(client);
      await builder.build(ssr);
      const serverOut = outDirOf(ssr.config);
      const entry = pathToFileURL(join(serverOut, 'prerender.js')).href;
      const { PRERENDERED_PATHS, renderPageHtml, pageMetaFor, renderFramesHtml } = (await import(
        entry
      )) as Prerenderer;

      const outDir = outDirOf(client.config);
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!shell.includes(ROOT_MARKUP)) throw new Error(`prerender: ${ROOT_MARKUP} not found in index.html`);
      // the shell names no page (the app titles it once it knows which) but describes the site
      const emptyShell = withHead(shell, { ...pageMetaFor('/'), title: 'LawMatch' });
      const { root, base, env } = client.config;
      const pageShell = contentFirst(shell);
      // a lawyer's profile, prerendered for any lawyer: its own file, and a frame beside the
      // signed-in pages' in index.html and the empty shell
      // (docs/decisions/0141-a-profile-paints-from-any-file.md)
      const profile = PROFILE_FRAME_PATH;
      const profileMarkup = await renderPageHtml(profile);
      const frames = renderFramesHtml(asFrame(profileMarkup));
      const lists = preloadLists(shell, clientChunks, root, base);
      // index.html and the empty shell, which hosts serve at any address, list what each framed
      // page runs, for the guard to preload at that page's address; at a lawyer's, the lawyer is
      // asked for from the HTML and the profile's code listed, as in public-shell.html
      // (docs/decisions/0140-compiled-as-it-downloads-and-profiles-from-any-file.md)
      const servedAnywhere = (html: string) =>
        withEarlyAnswer(withPreloadLists(html, lists.servedAnywhere), env);
      writeFileSync(join(outDir, SPA_SHELL), servedAnywhere(withFrames(emptyShell, frames)));
      // the profile's frame: painted from the HTML like the other public pages, so its script
      // comes after the stylesheet too; its chunks are listed for the entry to preload once the
      // lawyer is painted, rather than found one import at a time
      const profileHtml = pageHtml(pageShell, profile, pageMetaFor(profile), profileMarkup);
      writeFileSync(
        join(outDir, PUBLIC_SHELL),
        withEarlyAnswer(withPreloadLists(profileHtml, lists.profile), env),
      );
      for (const path of PRERENDERED_PATHS) {
        const html = await renderPageHtml(path);
        const page = pageHtml(pageShell, path, pageMetaFor(path), html, path === '/' ? frames : '');
        // the frames travel in index.html too, with what they preload: hosts serve it for any
        // path without a file; a page used through the app lists its code for the guard, and the
        // directory asks for its lawyers from its HTML
        // (docs/decisions/0164-the-directory-s-lawyers-asked-for-from-the-html.md)
        const own = lists.ownFile(path);
        const listed = own ? withPreloadLists(page, own) : page;
        writeFileSync(
          join(outDir, htmlFileFor(path)),
          path === '/'
            ? servedAnywhere(page)
            : EARLY_ANSWER_PAGES.includes(path)
              ? withEarlyAnswer(listed, env)
              : listed,
        );
      }
      rmSync(serverOut, { recursive: true, force: true });
    },
    configurePreviewServer(server) {
      const outDir = outDirOf(server.config);
      // Runs after Vite's HTML fallback, which served `/x` from x.html when that exists and
      // rewrote every other unknown path to /index.html: those get a shell instead.
      return () => {
        server.middlewares.use((req, _res, next) => {
          const path = new URL(req.originalUrl ?? '/', 'http://preview').pathname;
          const shell = PUBLIC_SHELL_PATHS.test(path) ? PUBLIC_SHELL : SPA_SHELL;
          if (
            req.url === '/index.html' &&
            path !== '/' &&
            path !== '/index.html' &&
            existsSync(join(outDir, shell))
          ) {
            req.url = `/${shell}`;
          }
          next();
        });
      };
    },
  };
}
