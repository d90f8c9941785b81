// V8's explicit compile hint (Chrome 136 and later): a script whose first line is
// `//# allFunctionsCalledOnLoad` has every function compiled while it streams in, on a background
// thread, instead of each on its first call, on the main thread. `core` (React, React DOM, the
// router) and the signed-in pages' shell run nearly all their code before a page is usable, and
// their lazy compilation was a third of the first render on a throttled CPU
// (docs/decisions/0140-compiled-as-it-downloads-and-profiles-from-any-file.md). Other browsers
// read a comment.
//
// The hint counts only on a file's first line, and Vite puts its table of preloads there after
// the bundler's banners, so the hint goes in last, and each chunk's source map moves a line down.
import type { Plugin } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint on the first line of each chunk named in `chunkNames` (the groups of vite.config.ts). */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'lawmatch:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunkNames.includes(chunk.name)) continue;
          chunk.code = HINT + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
