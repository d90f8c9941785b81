// What the files a host serves preload (scripts/build/prerender-pages.ts): the chunks a set of
// modules runs, found in the client build's chunk graph, so that the browser asks for them all at
// once rather than each once the one importing it has arrived
// (docs/decisions/0083-signed-in-pages-load-in-parallel.md,
// docs/decisions/0133-public-profile-paints-at-once.md).
import { resolve } from 'node:path';
import {
  FRAME_PRELOADS_META,
  pagePreloadsMetaName,
  PROFILE_PRELOADS_META,
  PUBLIC_FRAME_PATHS,
} from '../../src/app/page-guard.ts';
import { paths } from '../../src/lib/paths.ts';

const APP = 'src/app/start.tsx';
/** The modules every signed-in page runs: the app and the dashboards' shared layout. */
const SHELL_PRELOADS = [APP, 'src/app/dashboard-shell.ts'];
/** The modules a lawyer's profile runs before it can draw the lawyer: the app and the route's
 * chunk, which holds the page (src/app/public-profile-route.tsx). */
const PROFILE_PRELOADS = [APP, 'src/app/public-profile-route.tsx'];
/** Each public page's own module, as src/app/routes.tsx imports it. */
const PUBLIC_PAGE_MODULES: Readonly<Record<string, string>> = {
  [paths.login]: 'src/features/auth/login-page.tsx',
  [paths.register]: 'src/features/auth/register-page.tsx',
  [paths.roleSelect]: 'src/features/auth/role-select-page.tsx',
  [paths.forgotPassword]: 'src/features/auth/forgot-password-page.tsx',
  [paths.resetPassword]: 'src/features/auth/reset-password-page.tsx',
  [paths.privacy]: 'src/features/trust/privacy-page.tsx',
  [paths.terms]: 'src/features/trust/terms-page.tsx',
  [paths.complaints]: 'src/features/trust/complaints-page.tsx',
  [paths.contact]: 'src/features/trust/contact-page.tsx',
  [paths.reviewPolicy]: 'src/features/trust/review-policy-page.tsx',
  [paths.howWeRank]: 'src/features/trust/how-we-rank-page.tsx',
  [paths.directory]: 'src/features/cases/directory/directory-page.tsx',
};
/**
 * The public pages whose main control works only once the app runs: the sign-in forms keep their
 * button disabled until the app has taken over (src/features/auth/auth-form.tsx), and the
 * directory lists lawyers from the API. Their own files list the app and the page's module for
 * the page guard to preload at once; the other public pages work as HTML (links) and load the app
 * after their first paint (docs/decisions/0163-pages-used-through-the-app-fetch-it-with-their-html.md).
 */
const USED_THROUGH_THE_APP: readonly string[] = [
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.resetPassword,
  paths.directory,
];

/** The modules a public page with a frame (PUBLIC_FRAME_PATHS) runs before it is drawn: the app
 * and the page's own module. */
function publicPageModules(path: string) {
  const module = PUBLIC_PAGE_MODULES[path];
  if (!module) throw new Error(`prerender: no module for the public page ${path} to preload`);
  return [APP, module];
}

export interface ChunkInfo {
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * The addresses of the chunks of `modules` and everything they import, but the shell's own
 * script: without them listed the browser finds each chunk only once the one importing it has
 * arrived (entry → app → its imports → layout → …)
 * (docs/decisions/0083-signed-in-pages-load-in-parallel.md).
 */
function chunksOf(
  shell: string,
  chunks: ReadonlyMap<string, ChunkInfo>,
  root: string,
  base: string,
  modules: readonly string[],
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

type PreloadLists = Record<string, readonly string[]>;

/**
 * What each file a host serves lists, by the <meta> names the page guard and the entry read
 * (src/app/page-guard.ts, src/main.tsx). `servedAnywhere`, for index.html and the empty shell:
 * what every signed-in page runs and what each public page with a frame runs, which the guard
 * preloads at that page's address, and what a lawyer's profile runs
 * (docs/decisions/0139-nothing-built-before-the-page-draws.md,
 * docs/decisions/0140-compiled-as-it-downloads-and-profiles-from-any-file.md). `profile`, for
 * public-shell.html. `ownFile(path)`, for a prerendered page's own file: its code where the page
 * is used through the app, else nothing; the others load the app after their first paint
 * (docs/decisions/0163-pages-used-through-the-app-fetch-it-with-their-html.md).
 */
export function preloadLists(
  shell: string,
  chunks: ReadonlyMap<string, ChunkInfo>,
  root: string,
  base: string,
) {
  const listOf = (modules: readonly string[]) => chunksOf(shell, chunks, root, base, modules);
  const profile: PreloadLists = { [PROFILE_PRELOADS_META]: listOf(PROFILE_PRELOADS) };
  const pages: PreloadLists = Object.fromEntries(
    PUBLIC_FRAME_PATHS.map((path) => [pagePreloadsMetaName(path), listOf(publicPageModules(path))]),
  );
  const ownFile = (path: string): PreloadLists | undefined => {
    const listed = pages[pagePreloadsMetaName(path)];
    return listed && USED_THROUGH_THE_APP.includes(path)
      ? { [pagePreloadsMetaName(path)]: listed }
      : undefined;
  };
  return {
    servedAnywhere: { [FRAME_PRELOADS_META]: listOf(SHELL_PRELOADS), ...pages, ...profile },
    profile,
    ownFile,
  };
}
