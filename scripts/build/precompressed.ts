// Each text file of the build, written again beside itself compressed at the highest levels:
// `x.js.br` (Brotli, quality 11) and `x.js.gz` (gzip, level 9), for a host that serves a file's
// compressed copy when the browser accepts it (nginx `brotli_static` and `gzip_static`, Caddy's
// `precompressed`; docs/deployment.md). A host that compresses as it sends at its own level
// serves the same files as before. Brotli at 11 takes about 13 % off gzip's bytes, and on a
// slow link a signed-in page's code arrives that much sooner
// (docs/decisions/0149-the-build-s-files-compressed-ahead.md).
//
// After every other step of the build: the prerendered pages are written last
// (scripts/build/prerender-pages.ts), and they are compressed too.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text. Source maps are for developers and stay as they are. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Below this the compressed copy saves less than a packet (nginx's `gzip_min_length` is alike). */
const MIN_BYTES = 1024;

/** Writes the `.br` and `.gz` copies of each compressible file in `dir` (and its folders). */
async function compressFiles(dir: string) {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => COMPRESSIBLE.test(file) && statSync(file).isFile() && statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
}

export function precompressed(): Plugin {
  return {
    name: 'lawmatch:precompressed',
    apply: 'build',
    buildApp: {
      // after the build of every environment and the prerendered pages
      order: 'post',
      async handler(builder) {
        const client = builder.environments.client;
        if (!client) return;
        await compressFiles(resolve(client.config.root, client.config.build.outDir));
      },
    },
  };
}
