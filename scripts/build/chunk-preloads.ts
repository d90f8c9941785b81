// What the files a host serves preload (scripts/build/prerender-pages.ts): the chunks a set of
// modules runs, found in the client build's chunk graph, so that the browser asks for them all at
// once rather than each once the one importing it has arrived
// (docs/decisions/0083-signed-in-pages-load-in-parallel.md,
// docs/decisions/0133-public-profile-paints-at-once.md).
import { resolve } from 'node:path';

/** The modules every signed-in page runs: the app and the dashboards' shared layout. */
const SHELL_PRELOADS = ['src/app/start.tsx', 'src/app/dashboard-shell.ts'];
/** The modules a lawyer's profile runs before it can draw the lawyer: the app and the route's
 * chunk, which holds the page (src/app/public-profile-route.tsx). */
export const PROFILE_PRELOADS = ['src/app/start.tsx', 'src/app/public-profile-route.tsx'];

export interface ChunkInfo {
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * The addresses of the chunks of `modules` (SHELL_PRELOADS: what every signed-in page runs) and
 * everything they import, but the shell's own script: the empty shell preloads them, as there the
 * script is the content, and without them the browser finds each chunk only once the one
 * importing it has arrived (entry → app → its imports → layout → …); index.html has its guard
 * preload them where it shows a frame. A prerendered page never gets them: it loads the app after
 * its first paint (docs/decisions/0083-signed-in-pages-load-in-parallel.md).
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
