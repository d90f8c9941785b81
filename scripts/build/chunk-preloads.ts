// What the files a host serves preload (scripts/build/prerender-pages.ts): the chunks a set of
// modules runs, found in the client build's chunk graph, so that the browser asks for them all at
// once rather than each once the one importing it has arrived
// (docs/decisions/0083-signed-in-pages-load-in-parallel.md,
// docs/decisions/0133-public-profile-paints-at-once.md).
import { resolve } from 'node:path';
import { paths } from '../../src/lib/paths.ts';

const APP = 'src/app/start.tsx';
/** The modules every signed-in page runs: the app and the dashboards' shared layout. */
const SHELL_PRELOADS = [APP, 'src/app/dashboard-shell.ts'];
/** The modules a lawyer's profile runs before it can draw the lawyer: the app and the route's
 * chunk, which holds the page (src/app/public-profile-route.tsx). */
export const PROFILE_PRELOADS = [APP, 'src/app/public-profile-route.tsx'];
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

/**
 * The modules each public page with a frame (PUBLIC_FRAME_PATHS) runs before it is drawn: the app
 * and the page's own module. Where a host serves another page's file at the page's address, the
 * page works only once the app has drawn it: index.html and the empty shell list these for the
 * guard, which preloads them there; `own` is whether the page's own file preloads them too.
 */
export function publicPagePreloads(path: string) {
  const module = PUBLIC_PAGE_MODULES[path];
  if (!module) throw new Error(`prerender: no module for the public page ${path} to preload`);
  return { modules: [APP, module], own: USED_THROUGH_THE_APP.includes(path) };
}

export interface ChunkInfo {
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * The addresses of the chunks of `modules` (SHELL_PRELOADS: what every signed-in page runs) and
 * everything they import, but the shell's own script: without them the browser finds each chunk
 * only once the one importing it has arrived (entry → app → its imports → layout → …). index.html
 * and the empty shell list them for the guard, which preloads them at the address of the page
 * that runs them; a prerendered page's own file lists its own where the page is used through the
 * app (publicPagePreloads): the others load the app after their first paint
 * (docs/decisions/0083-signed-in-pages-load-in-parallel.md,
 * docs/decisions/0163-pages-used-through-the-app-fetch-it-with-their-html.md).
 */
export function shellPreloads(
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
