// The dashboards' shell as one chunk (docs/decisions/0107-signed-in-pages-in-few-files.md), with
// the small modules the signed-in pages share (docs/decisions/0153-small-shared-modules-with-the-shell.md).
// Left to itself the bundler splits what every signed-in page loads (the layout, the header, the
// query library, the API's helpers) into a dozen files, most under 1 kB, by which other lazy
// modules share each one; on HTTP/1.1's six connections with a 150 ms round trip those queue.
// This group gathers the shell and everything it imports into one `signed-in` chunk, and the
// small modules three or more signed-in pages draw with (a heading, the words and figures of a
// case's status, the dialog opener): a few hundred bytes a page may not need, against a request
// each for those that do. Never whatever a public page can run, at load
// or on a click: the public pages' budgets (docs/decisions/0017-content-first-public-pages.md)
// never see this chunk. What the pages share beyond those stays in the bundler's own chunks (one
// chunk for all of it gave some pages 20-40 kB more).
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
// a module this small (its source, compiled to JavaScript: under about 1 kB gzip), which this many
// pages draw with, costs the pages that do not less than a request of its own costs those that do
const SMALL_MODULE_CHARS = 3000;
const SHARED_BY = 3;
// the icon library's index, which re-exports every icon
const ICON_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

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
  // a module loaded by import() keeps a chunk of its own, as it had to when this group was made;
  // the bundler now hands out such a module from a group (the session's calls, 0155), and this
  // group without the rule gave the same files (docs/performance.md, "A switch of our own")
  const ownChunk = (id: string) => id.startsWith('\0') || (graph(id)?.dynamicImporters.length ?? 0) > 0;
  const movable = (id: string) => !publicCode.has(id) && !ownChunk(id);
  const withShell = reach(graph, [shell], { staticOnly: true });
  const chosen = new Set([...withShell].filter(movable));
  // the small modules several pages draw with
  const drawnBy = new Map<string, number>();
  for (const page of pages)
    for (const id of reach(graph, [page], { staticOnly: true }))
      if ((graph(id)?.code?.length ?? Infinity) <= SMALL_MODULE_CHARS)
        drawnBy.set(id, (drawnBy.get(id) ?? 0) + 1);
  const small = new Set(
    [...drawnBy]
      .filter(([id, count]) => count >= SHARED_BY && !pages.includes(id) && movable(id))
      .map(([id]) => id),
  );
  // Each joins only if every module it imports comes with the shell already or joins too: what
  // stayed behind would otherwise be a file of its own that every signed-in page fetches. An
  // icon comes through the icons' index, which names them all, so a module that imports one stays.
  const comes = (dep: string) => small.has(dep) || (withShell.has(dep) && !ICON_INDEX.test(dep));
  for (let dropped = true; dropped;) {
    dropped = false;
    for (const id of small) if (!(graph(id)?.importedIds ?? []).every(comes)) dropped = small.delete(id);
  }
  for (const id of small) chosen.add(id);
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
