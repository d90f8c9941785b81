// The SPA's build takes zod without its JSON Schema generator
// (docs/decisions/0138-schemas-built-on-first-use.md). zod's classic schemas import the generator
// for `toJSONSchema()`, so every signed-in page fetched and evaluated it, and no page calls it:
// only the local API writes JSON Schema (its API reference). In the build the generator's two
// modules are stand-ins with the same exports, each a function that says it is not there, so a
// call by mistake fails loudly; but for what the schemas read outside JSON Schema (a string's
// `maxLength`, a number's bounds: `aggregateChecks`), which is the real one. The dev server and the
// tests keep the whole of zod; the end-to-end suite runs the build.
import type { Plugin } from 'vite';

const GENERATOR = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;
const PREFIX = '\0zod-without-json-schema:';
// what zod's schemas call outside JSON Schema, taken from the real module
const KEEP = new Set(['aggregateChecks']);

const unavailable = `function unavailable() {
  throw new Error('JSON Schema is not part of the SPA build (scripts/build/zod-without-json-schema.ts)');
}`;

/** the stand-in for one of the generator's modules: its exports, each `unavailable`, the
 * factories of methods (`createToJSONSchemaMethod`) giving `unavailable`, and `KEEP` the real ones */
async function standIn(file: string): Promise<string> {
  const names = Object.keys((await import(file)) as object);
  const lines = names.map((name) =>
    KEEP.has(name)
      ? `export { ${name} } from ${JSON.stringify(file)};`
      : name.startsWith('create')
        ? `export const ${name} = () => unavailable;`
        : `export const ${name} = unavailable;`,
  );
  return `${unavailable}\n${lines.join('\n')}\n`;
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'lawmatch:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // the stand-ins' own import of the real module is left alone
      if (!importer || importer.startsWith(PREFIX) || !/[\\/]zod[\\/]/.test(importer)) return null;
      if (!/json-schema/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && GENERATOR.test(resolved.id) ? PREFIX + resolved.id : null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? standIn(id.slice(PREFIX.length)) : null;
    },
  };
}
