// The HTML the build writes for each file a host serves (scripts/build/prerender-pages.ts): the
// app's shell with a page's title and description, the page guard first in <head>
// (src/app/page-guard.ts), the markup in the root and the frames after it, the preload lists,
// and the request a lawyer's profile makes from its HTML
// (docs/decisions/0017-content-first-public-pages.md,
// docs/decisions/0135-signed-in-pages-paint-from-a-frame.md,
// docs/decisions/0141-a-profile-paints-from-any-file.md). Text in, text out: each throws where the
// shell lacks what it writes into, so a changed index.html fails the build rather than the page.
import { API_URL_DEFAULTS } from '../../src/api/api-defaults.ts';
import { EARLY_ANSWER_SCRIPT, EARLY_API_ATTRIBUTE } from '../../src/api/early-answer-script.ts';
import { PAGE_ATTRIBUTE, PAGE_GUARD_SCRIPT } from '../../src/app/page-guard.ts';

/** The empty root of the app's shell (index.html as Vite writes it). */
export const ROOT_MARKUP = '<div id="root"></div>';

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
export const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/**
 * A prerendered page is readable before any script runs, so its script is fetched at low
 * priority: it adds behaviour to markup already on screen and should not take bandwidth from
 * what that screen needs (the stylesheet). The empty shell keeps it as it is: there the script
 * is the content.
 */
export const contentFirst = (shell: string) =>
  shell.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');

export interface PageMeta {
  title: string;
  description: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shell with this page's own title and description (src/app/page-meta.ts). */
export function withHead(shell: string, meta: PageMeta) {
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

/** Lists of chunks, each in a <meta> by its name, before the page guard: in index.html and the
 * empty shell what every signed-in page runs and what each public page runs, which the guard
 * preloads at that page's address (src/app/page-guard.ts), as a sign-in form's or the directory's
 * own file does its own; in those two and public-shell.html what a lawyer's profile runs, which
 * the entry preloads once the lawyer is painted (src/main.tsx). */
export function withPreloadLists(html: string, lists: Record<string, readonly string[]>) {
  const guard = `<script>${PAGE_GUARD_SCRIPT}</script>`;
  const metas = Object.entries(lists).map(([name, hrefs]) => {
    if (hrefs.length === 0) throw new Error(`prerender: nothing to preload for ${name}`);
    return `<meta name="${name}" content="${escapeHtml(hrefs.join(' '))}">\n    `;
  });
  const listed = html.replace(guard, () => `${metas.join('')}${guard}`);
  if (listed === html) throw new Error('prerender: no page guard for the preload lists');
  return listed;
}

/** The early script that asks for a lawyer at a profile's address, for the case at a case's or a
 * lead's, and for the first answer of a page whose list or form waits for it
 * (src/api/early-answer-script.ts), after the page guard, with the profiles API's address
 * as src/api/config.ts reads it. index.html and the empty shell carry it too, for a host that
 * serves them at those addresses: it asks only there. */
export function withEarlyAnswer(html: string, env: Record<string, string | undefined>) {
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
export const pageHtml = (shell: string, path: string, meta: PageMeta, html: string, after = '') =>
  withPageGuard(withHead(shell, meta), path).replace(
    ROOT_MARKUP,
    () => `<div id="root" data-prerendered="${escapeHtml(path)}">${html}</div>${after}`,
  );

/** A prerendered page's markup as a frame beside the root: its landmark's id, and the skip link to
 * it, are the frame's own, as index.html's root holds the landing page's. */
export function asFrame(markup: string) {
  const framed = markup.replace('href="#main"', 'href="#frame-main"').replace('id="main"', 'id="frame-main"');
  if (framed.split('frame-main').length !== 3)
    throw new Error('prerender: the profile needs one skip link to one #main to be a frame');
  return framed;
}

/** The empty shell with the page guard, which names no page here but the frame to show, and the
 * frames after the empty root (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md). */
export function withFrames(shell: string, frames: string) {
  const framed = withGuardScript(shell).replace(ROOT_MARKUP, () => `${ROOT_MARKUP}${frames}`);
  if (!framed.includes(PAGE_GUARD_SCRIPT) || !framed.includes(frames))
    throw new Error('prerender: index.html needs <meta charset> and the root for the frames');
  return framed;
}
