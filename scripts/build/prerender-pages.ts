// Vite plugin: after the client build, renders the public pages to HTML (src/app/prerender.tsx,
// built for Node as a second environment of the same `vite build`) so that they paint before
// any script runs (docs/decisions/0017-content-first-public-pages.md). The build output then holds:
//   index.html                           `/` prerendered, and the frames (below)
//   login.html, register.html, role-select.html   those paths prerendered
//   privacy.html, terms.html, complaints.html, contact.html, review-policy.html,
//   how-we-rank.html                     the trust pages
//   spa.html                             the empty shell, for every other path (it preloads the
//                                        signed-in pages' code, below): a route must
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
// index.html also lists what every signed-in page runs, which the guard preloads where it shows a
// frame, as spa.html does in its HTML (docs/decisions/0139-nothing-built-before-the-page-draws.md);
// both list what a lawyer's profile runs and carry its request for the lawyer, for a host that
// serves them at a profile's address
// (docs/decisions/0140-compiled-as-it-downloads-and-profiles-from-any-file.md).
// A static host serves `/x` from x.html when it exists, public-shell.html for /lawyers/*, and
// spa.html as its fallback (docs/deployment.md, "Static host routing"); `vite preview` does the
// same through configurePreviewServer below.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { API_URL_DEFAULTS } from '../../src/api/api-defaults.ts';
import { EARLY_ANSWER_SCRIPT, EARLY_API_ATTRIBUTE } from '../../src/api/early-answer-script.ts';
import {
  FRAME_PRELOADS_META,
  PAGE_ATTRIBUTE,
  PAGE_GUARD_SCRIPT,
  PROFILE_PRELOADS_META,
} from '../../src/app/page-guard.ts';

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
const ROOT_MARKUP = '<div id="root"></div>';

const outDirOf = (config: ResolvedConfig) => resolve(config.root, config.build.outDir);

/** The page guard first in <head>: it must run before the body is parsed (src/app/page-guard.ts).
 * A function, not a string: the guard's text holds `$'`, which a replacement string expands. */
const withGuardScript = (html: string) =>
  html.replace(
    /(<meta charset="[^"]*"\s*\/?>)/,
    (meta) => `${meta}\n    <script>${PAGE_GUARD_SCRIPT}</script>`,
  );

/** Names the page on <html> and puts the page guard first in <head>. */
function withPageGuard(html: string, path: string) {
  const guarded = withGuardScript(
    html.replace(/<html([^>]*)>/, `<html$1 ${PAGE_ATTRIBUTE}="${escapeHtml(path)}">`),
  );
  if (!guarded.includes(`${PAGE_ATTRIBUTE}="`) || !guarded.includes(PAGE_GUARD_SCRIPT))
    throw new Error('prerender: index.html needs <html> and <meta charset> tags for the page guard');
  return guarded;
}

/** The file a prerendered path is written to: `/` → index.html, `/login` → login.html. */
const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/**
 * A prerendered page is readable before any script runs, so its script is fetched at low
 * priority: it adds behaviour to markup already on screen and should not take bandwidth from
 * what that screen needs (the stylesheet). The empty shell keeps it as it is: there the script
 * is the content.
 */
const contentFirst = (shell: string) =>
  shell.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');

interface PageMeta {
  title: string;
  description: string;
}

interface Prerenderer {
  PRERENDERED_PATHS: readonly string[];
  renderPageHtml: (path: string) => Promise<string>;
  pageMetaFor: (path: string) => PageMeta;
  renderFramesHtml: (profile?: string) => string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shell with this page's own title and description (src/app/page-meta.ts). */
function withHead(shell: string, meta: PageMeta) {
  const head = shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
  if (
    !head.includes(`<title>${escapeHtml(meta.title)}</title>`) ||
    !head.includes('name="description" content="')
  )
    throw new Error('prerender: index.html needs a <title> and a <meta name="description">');
  return head;
}

/** The modules every signed-in page runs: the app and the dashboards' shared layout. */
const SHELL_PRELOADS = ['src/app/start.tsx', 'src/app/dashboard-shell.ts'];
/** The modules a lawyer's profile runs before it can draw the lawyer: the app and the route's
 * chunk, which holds the page (src/app/public-profile-route.tsx). */
const PROFILE_PRELOADS = ['src/app/start.tsx', 'src/app/public-profile-route.tsx'];

interface ChunkInfo {
  facadeModuleId: string | null;
  imports: string[];
}

/** `<link rel="modulepreload">` for each of `hrefs`. */
const preloadLinks = (hrefs: readonly string[]) =>
  hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ');

/**
 * The addresses of the chunks of `modules` (SHELL_PRELOADS: what every signed-in page runs) and
 * everything they import, but the shell's own script: the empty shell preloads them, as there the
 * script is the content, and without them the browser finds each chunk only once the one
 * importing it has arrived (entry → app → its imports → layout → …); index.html has its guard
 * preload them where it shows a frame. A prerendered page never gets them: it loads the app after
 * its first paint (docs/decisions/0083-signed-in-pages-load-in-parallel.md).
 */
function shellPreloads(
  shell: string,
  chunks: ReadonlyMap<string, ChunkInfo>,
  root: string,
  base: string,
  modules: readonly string[] = SHELL_PRELOADS,
) {
  const files: string[] = [];
  const add = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    for (const imported of chunks.get(file)?.imports ?? []) add(imported);
  };
  for (const module of modules) {
    const id = resolve(root, module);
    const file = [...chunks].find(([, chunk]) => chunk.facadeModuleId === id)?.[0];
    if (!file) throw new Error(`prerender: no chunk for ${module} to preload`);
    add(file);
  }
  return files
    .filter((file) => !shell.includes(`"${base}${file}"`)) // the entry is the shell's own script
    .map((file) => `${base}${file}`);
}

/** Lists of chunks, each in a <meta> by its name, before the page guard: in index.html what every
 * signed-in page runs, which the guard preloads where it shows a signed-in page's frame
 * (src/app/page-guard.ts); in index.html, the empty shell and public-shell.html what a lawyer's
 * profile runs, which the entry preloads once the lawyer is painted (src/main.tsx). */
function withPreloadLists(html: string, lists: Record<string, readonly string[]>) {
  const guard = `<script>${PAGE_GUARD_SCRIPT}</script>`;
  const metas = Object.entries(lists).map(([name, hrefs]) => {
    if (hrefs.length === 0) throw new Error(`prerender: nothing to preload for ${name}`);
    return `<meta name="${name}" content="${escapeHtml(hrefs.join(' '))}">\n    `;
  });
  const listed = html.replace(guard, () => `${metas.join('')}${guard}`);
  if (listed === html) throw new Error('prerender: no page guard for the preload lists');
  return listed;
}

/** The shell with its preloads last in <head>: after the stylesheet, which the entry script waits
 * for, so that on a connection that takes a few requests at a time they do not hold it up. */
function withPreloads(shell: string, links: string) {
  const preloaded = shell.replace(/(\n?\s*<\/head>)/, (end) => `\n    ${links}${end}`);
  if (preloaded === shell) throw new Error('prerender: no </head> in index.html');
  return preloaded;
}

/** The profile frame's script that asks for the lawyer (src/api/early-answer-script.ts), after the
 * page guard, with the profiles API's address as src/api/config.ts reads it. index.html and the
 * empty shell carry it too, for a host that serves them at a profile's address: it asks only
 * there. */
function withEarlyAnswer(html: string, env: Record<string, string | undefined>) {
  const api = (env.VITE_PROFILES_API_URL?.trim() || API_URL_DEFAULTS.VITE_PROFILES_API_URL).replace(
    /\/+$/,
    '',
  );
  const tag = `<script ${EARLY_API_ATTRIBUTE}="${escapeHtml(api)}">${EARLY_ANSWER_SCRIPT}</script>`;
  const guard = `<script>${PAGE_GUARD_SCRIPT}</script>`;
  return html.replace(guard, () => `${guard}\n    ${tag}`);
}

/** A page's file: the shell with its title and description, the guard, and the markup in #root;
 * then `after` (the frames, in index.html). */
const pageHtml = (shell: string, path: string, meta: PageMeta, html: string, after = '') =>
  withPageGuard(withHead(shell, meta), path).replace(
    ROOT_MARKUP,
    () => `<div id="root" data-prerendered="${escapeHtml(path)}">${html}</div>${after}`,
  );

/** A prerendered page's markup as a frame beside the root: its landmark's id, and the skip link to
 * it, are the frame's own, as index.html's root holds the landing page's. */
function asFrame(markup: string) {
  const framed = markup.replace('href="#main"', 'href="#frame-main"').replace('id="main"', 'id="frame-main"');
  if (framed.split('frame-main').length !== 3)
    throw new Error('prerender: the profile needs one skip link to one #main to be a frame');
  return framed;
}

/** The empty shell with the page guard, which names no page here but the frame to show, and the
 * frames after the empty root (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md). */
function withFrames(shell: string, frames: string) {
  const framed = withGuardScript(shell).replace(ROOT_MARKUP, () => `${ROOT_MARKUP}${frames}`);
  if (!framed.includes(PAGE_GUARD_SCRIPT) || !framed.includes(frames))
    throw new Error('prerender: index.html needs <meta charset> and the root for the frames');
  return framed;
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
      const dashboards = shellPreloads(shell, clientChunks, root, base);
      const profileChunks = shellPreloads(shell, clientChunks, root, base, PROFILE_PRELOADS);
      // where a host serves index.html or the empty shell at a lawyer's address, the lawyer is
      // asked for from the HTML and the profile's code listed, as in public-shell.html
      // (docs/decisions/0140-compiled-as-it-downloads-and-profiles-from-any-file.md)
      const forProfiles = (html: string, lists: Record<string, readonly string[]> = {}) =>
        withEarlyAnswer(withPreloadLists(html, { ...lists, [PROFILE_PRELOADS_META]: profileChunks }), env);
      writeFileSync(
        join(outDir, SPA_SHELL),
        forProfiles(withPreloads(withFrames(emptyShell, frames), preloadLinks(dashboards))),
      );
      // the profile's frame: painted from the HTML like the other public pages, so its script
      // comes after the stylesheet too; its chunks are listed for the entry to preload once the
      // lawyer is painted, rather than found one import at a time
      const profileHtml = pageHtml(pageShell, profile, pageMetaFor(profile), profileMarkup);
      writeFileSync(
        join(outDir, PUBLIC_SHELL),
        withEarlyAnswer(withPreloadLists(profileHtml, { [PROFILE_PRELOADS_META]: profileChunks }), env),
      );
      for (const path of PRERENDERED_PATHS) {
        const html = await renderPageHtml(path);
        const page = pageHtml(pageShell, path, pageMetaFor(path), html, path === '/' ? frames : '');
        // the frames travel in index.html too, with what they preload: hosts serve it for any
        // path without a file
        writeFileSync(
          join(outDir, htmlFileFor(path)),
          path === '/' ? forProfiles(page, { [FRAME_PRELOADS_META]: dashboards }) : page,
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
