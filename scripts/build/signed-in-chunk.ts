// The dashboards' shell as one chunk (docs/decisions/0107-signed-in-pages-in-few-files.md). Left
// to itself the bundler splits what every signed-in page loads (the layout, the header, the query
// library, the API's helpers) into a dozen files, most under 1 kB, by which other lazy modules
// share each one; on HTTP/1.1's six connections with a 150 ms round trip those queue. This group
// gathers the shell and everything it imports into one `signed-in` chunk, except whatever a
// public page can run, at load or on a click: the public pages' budgets
// (docs/decisions/0017-content-first-public-pages.md) never see this chunk. Every signed-in page
// loads the whole shell anyway, so no page fetches a byte more; what the pages share beyond it
// stays in the bundler's own chunks (one chunk for all of it gave some pages 20-40 kB more).
import { join } from 'node:path';
import type { Rolldown } from 'vite';

type Graph = (id: string) => Rolldown.ModuleInfo | null;

// where the public pages' code starts: the entry, which every page runs
const ENTRY = 'main.tsx';
// the dashboards' shell, and the list of the signed-in pages (each page it imports)
const SHELL = 'app/dashboard-shell.ts';
const PAGE_LIST = 'app/signed-in-pages.ts';
// what a public page loads only for a signed-in person's click: booking and reporting on a
// lawyer's public profile (with the dashboards' query cache, from the shell)
const SIGNED_IN_ACTIONS = [
  'features/cases/public-profile-book.tsx',
  'features/cases/public-profile-report.tsx',
];

/** Every module `from` reaches through its imports, static and dynamic, never entering `skip`;
 * with `staticOnly`, through static imports only. */
function reach(graph: Graph, from: readonly string[], { skip = new Set<string>(), staticOnly = false } = {}) {
  const seen = new Set<string>();
  const stack = [...from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || skip.has(id)) continue;
    seen.add(id);
    const info = graph(id);
    if (!info) continue;
    stack.push(...info.importedIds);
    if (!staticOnly) stack.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

/** The modules of the `signed-in` chunk, for one build's module graph. */
function signedInModules(graph: Graph, src: (file: string) => string): Set<string> {
  const shell = src(SHELL);
  if (!graph(src(ENTRY)) || !graph(shell)) return new Set(); // another build (the prerender's)
  // what a public page may run, at load or on a click: all but the signed-in pages and actions
  const pages = graph(src(PAGE_LIST))?.dynamicallyImportedIds ?? [];
  const skip = new Set([shell, ...pages, ...SIGNED_IN_ACTIONS.map(src)]);
  const publicCode = reach(graph, [src(ENTRY)], { skip });
  // a module loaded by import() keeps a chunk of its own: the bundler cannot yet hand out a
  // namespace for one it has moved into a group
  const ownChunk = (id: string) => id.startsWith('\0') || (graph(id)?.dynamicImporters.length ?? 0) > 0;
  const chosen = reach(graph, [shell], { staticOnly: true });
  for (const id of chosen) if (publicCode.has(id) || ownChunk(id)) chosen.delete(id);
  return chosen;
}

const built = new WeakMap<object, Set<string>>();

/** The group's `name`: 'signed-in' for its modules, nothing (the bundler's own choice) for any
 * other. `srcDir` is the absolute path of `src`. */
export const signedInChunk =
  (srcDir: string): Rolldown.CodeSplittingNameFunction =>
  (id, ctx) => {
    let chosen = built.get(ctx);
    if (!chosen) {
      chosen = signedInModules(
        (other) => ctx.getModuleInfo(other),
        (file) => join(srcDir, file),
      );
      built.set(ctx, chosen);
    }
    return chosen.has(id) ? 'signed-in' : null;
  };
