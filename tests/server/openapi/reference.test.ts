// The API reference (docs/decisions/0081-api-reference-generated-from-the-contract.md,
// docs/decisions/0084-fastify-route-schemas.md): the checked-in document is what the generator
// makes now, it is well-formed OpenAPI 3.1, it documents every route both instances register,
// each with what its schema must say, and the local API serves it and its page.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE, openApiFileText } from '../../../scripts/dev/openapi.ts';
import { useRouteSchemas } from '../../../server/http/route-schemas.ts';
import { documentOf, referenceOf } from '../../../server/openapi/document.ts';
import { PAGE_CSP } from '../../../server/openapi/page.ts';
import { esc } from '../../../server/openapi/page-text.ts';
import { makeApp } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

type Json = Record<string, unknown>;
const doc = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Json & { paths: Record<string, Json> };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => m in item).map((method) => ({ method, path, op: item[method] as Json })),
);

/** Every `$ref` in the document, with where it was found. */
function refsOf(value: unknown, at = '#'): Array<{ ref: string; at: string }> {
  if (Array.isArray(value)) return value.flatMap((v, i) => refsOf(v, `${at}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [{ ref: inner, at }] : refsOf(inner, `${at}/${key}`),
  );
}

function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Json)[key] : undefined,
      root,
    );
}

/** "api POST /api/x/{id}/" for each route Fastify registered (HEAD and CORS preflight left out). */
function registeredRoutes(port: 'api' | 'match', server: FastifyInstance): string[] {
  const prefixes: string[] = [];
  const found: string[] = [];
  for (const line of server.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (\S+)(?: \((.+)\))?$/.exec(line);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (node[2] ?? '');
    prefixes[depth] = path;
    for (const method of (node[3] ?? '').split(', ').filter(Boolean)) {
      // HEAD is Fastify's own copy of each GET; OPTIONS * is the CORS preflight
      if (method === 'HEAD' || (method === 'OPTIONS' && path === '*')) continue;
      found.push(`${port} ${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return found;
}

const DEFAULT_PORTS: Record<string, 'api' | 'match'> = {
  'http://localhost:8000': 'api',
  'http://localhost:5000': 'match',
};
/** "api POST /api/x/{id}/" for each operation of a document, by the server its path names. */
const operationsOf = (document: Json & { paths: Record<string, Json> }) =>
  Object.entries(document.paths).flatMap(([path, item]) => {
    const url = (item.servers as Array<{ url: string }> | undefined)?.[0]?.url ?? '';
    return METHODS.filter((m) => m in item).map(
      (method) => `${DEFAULT_PORTS[url] ?? url} ${method.toUpperCase()} ${path}`,
    );
  });
const documented = operationsOf(doc);

/** Operations whose route's schema does not say what the reference needs (server/openapi/operation.ts). */
const incomplete = (document: Json & { paths: Record<string, Json> }) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => m in item)
      .filter((m) => {
        const op = item[m] as Json;
        return (
          typeof op.summary !== 'string' ||
          typeof op.operationId !== 'string' ||
          !['spec', 'extension'].includes(op['x-call'] as string) ||
          !Array.isArray(op.tags) ||
          op.tags.length !== 1 ||
          !Array.isArray(op.security)
        );
      })
      .map((m) => `${m.toUpperCase()} ${path}`),
  );

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(async () => {
  await app.dispose();
});

describe('the generated document', () => {
  it('docs/api/openapi.json is what `npm run openapi` makes now', async () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8'), 'docs/api/openapi.json is stale: run `npm run openapi`').toBe(
      await openApiFileText(),
    );
  });

  it('is OpenAPI 3.1.0 and every $ref resolves inside it', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const refs = refsOf(doc);
    expect(refs.length).toBeGreaterThan(20);
    const broken = refs.filter(({ ref }) => resolvePointer(doc, ref) === undefined);
    expect(broken).toEqual([]);
  });

  it('gives every operation a 2xx answer, a summary, whether it is a spec call or an extension, and its security', () => {
    expect(incomplete(doc)).toEqual([]);
    expect(new Set(operations.map(({ op }) => op.operationId)).size).toBe(operations.length);
    for (const { method, path, op } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(
        Object.keys(op.responses as Json).some((s) => /^2\d\d$/.test(s)),
        where,
      ).toBe(true);
      expect(op.summary, where).toEqual(expect.any(String));
      expect(op.description, where).toMatch(
        /^\*\*(Spec call\*\* \(spec §7\)|Extension\*\*: .* may answer 404)/,
      );
      expect(op.security, where).toEqual(expect.any(Array));
      expect(doc.paths[path]?.servers, where).toHaveLength(1);
    }
    const spec = operations.filter(({ op }) => op['x-call'] === 'spec').map((o) => o.path);
    expect(spec.sort()).toEqual([
      '/api/accounts/lawyer-profiles/',
      '/api/accounts/login/',
      '/api/accounts/register/',
      '/api/match-lawyer',
    ]);
    const admin = operations.filter(({ path }) => path.includes('/admin/'));
    expect(admin.map(({ op }) => op.security)).toEqual(admin.map(() => [{ bearerAuth: ['admin'] }]));
  });

  it("takes the profile submission as multipart with the spec's field names", () => {
    const form = resolvePointer(doc, '#/components/schemas/LawyerProfileForm') as { properties: Json };
    // the spec's names, and beside them any the product adds to the contract's form
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining([
        'profile_picture',
        'government_id',
        'law_degree',
        'bar_certificate',
        'specialization',
        'location',
        'experience_years',
        'bio',
        'license_number',
        'education',
        'full_name',
      ]),
    );
    const post = doc.paths['/api/accounts/lawyer-profiles/']?.post as { requestBody: { content: Json } };
    expect(Object.keys(post.requestBody.content)).toEqual(['multipart/form-data']);
  });

  it('answers errors in the Django REST shapes, with Retry-After on 429 and 503', () => {
    const responses = (doc.components as { responses: Record<string, Json> }).responses;
    expect(Object.keys(responses).length).toBe(9);
    for (const name of ['TooManyRequests', 'ServiceUnavailable']) {
      expect(responses[name]?.headers, name).toEqual({
        'Retry-After': { $ref: '#/components/headers/Retry-After' },
      });
    }
    const login = doc.paths['/api/accounts/login/']?.post as { responses: Json };
    expect(Object.keys(login.responses)).toEqual(['200', '400', '401', '413', '415', '429', '503']);
    expect(resolvePointer(doc, '#/components/schemas/ErrorDetail')).toMatchObject({ required: ['detail'] });
  });
});

describe('every route is documented', () => {
  it('documents each route of both instances on its own port, and every documented operation is served', () => {
    const registered = [...registeredRoutes('api', app.api), ...registeredRoutes('match', app.match)];
    expect(
      registered.filter((r) => !documented.includes(r)),
      'registered but not documented',
    ).toEqual([]);
    expect(
      documented.filter((d) => !registered.includes(d)),
      'documented but not served',
    ).toEqual([]);
    expect(registered.length).toBe(documented.length);
  });

  it('notices a route whose schema does not describe it', async () => {
    const api = Fastify();
    const match = Fastify();
    for (const instance of [api, match]) await useRouteSchemas(instance);
    api.get('/api/accounts/lawyers/:id/secret/', async () => ({}));
    await Promise.all([api.ready(), match.ready()]);
    const made = documentOf(referenceOf({ api, match }));
    expect(operationsOf(made)).toEqual(['api GET /api/accounts/lawyers/{id}/secret/']);
    expect(incomplete(made)).toEqual(['GET /api/accounts/lawyers/{id}/secret/']);
    await Promise.all([api.close(), match.close()]);
  });
});

describe('served by the local API', () => {
  it("GET /api/openapi.json is the document with this instance's configured addresses, whatever the Host", async () => {
    const headers = { host: 'attacker.example' };
    const before = await app.api.inject({ url: '/api/openapi.json', headers });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toMatch(/^application\/json/);
    // the checked-in document: this instance is on the default ports
    expect(before.json()).toEqual(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
    expect(before.body).not.toContain('attacker.example');
    // once the matching instance listens, the port it really has
    await app.match.listen({ port: 0, host: '127.0.0.1' });
    const listening = (app.match.server.address() as { port: number }).port;
    const after = (await app.api.inject({ url: '/api/openapi.json', headers })).json() as typeof doc;
    expect(after.paths['/api/match-lawyer']?.servers).toEqual([
      expect.objectContaining({ url: `http://localhost:${listening}` }),
    ]);
  });

  it('GET /api/docs is a readable page of every operation, with no script and only its own style allowed', async () => {
    const res = await app.api.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    for (const { method, path, op } of operations) {
      expect(html).toContain(`<code>${esc(path)}</code>`);
      expect(html).toContain(esc(op.summary));
      expect(html).toContain(`id="op-${String(op.operationId)}"`);
      expect(html, path).toContain(`${method.toUpperCase()}</span>`);
    }
    expect(html).toContain('id="schema-LawyerProfileForm"');
    expect(html).toContain('bearer JWT access token, role admin');
    expect(html).not.toMatch(/<script|\son\w+=|javascript:/i);
    // nothing is fetched: every link stays on the page or points to the document
    const links = [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(operations.length);
    expect(links.filter((l) => !l?.startsWith('#') && l !== '/api/openapi.json')).toEqual([]);
    // the policy allows exactly the page's one stylesheet, by its hash
    expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64');
    expect(PAGE_CSP).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(html).not.toMatch(/\sstyle="/);
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  });
});
