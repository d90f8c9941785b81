// Writes the API reference, docs/api/openapi.json, from the routes' schemas and the wire contract
// (docs/decisions/0081-api-reference-generated-from-the-contract.md,
// docs/decisions/0084-fastify-route-schemas.md).
//   npm run openapi
// The server suite fails when the file is not what this makes now (tests/server/openapi/reference.test.ts).
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import prettier from 'prettier';
import { buildDocument } from '../../server/reference.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const OPENAPI_FILE = join(root, 'docs', 'api', 'openapi.json');

/** The file's text: the document as the repository's Prettier settings print it. */
export async function openApiFileText(): Promise<string> {
  const options = (await prettier.resolveConfig(OPENAPI_FILE)) ?? {};
  return prettier.format(JSON.stringify(await buildDocument()), { ...options, parser: 'json' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  writeFileSync(OPENAPI_FILE, await openApiFileText());
  console.log(`wrote ${OPENAPI_FILE}`);
}
