// Builds the OpenAPI 3.1 document from the route table and the contract's schemas
// (docs/decisions/0081-api-reference-generated-from-the-contract.md). Pure: the same code gives
// the same document, keys in a fixed order, so docs/api/openapi.json diffs cleanly.
import type { z } from 'zod';
import { ERRORS, HEADERS, errorResponses } from './errors.ts';
import { OPERATIONS } from './operations.ts';
import type { Operation } from './operations.ts';
import { FILE_TYPES, PROFILE_FORM, componentRef, componentSchemas, inputSchemaOf } from './schemas.ts';

export interface Servers {
  /** accounts, profiles and admin (API_PORT) */
  api: string;
  /** matching (MATCH_PORT) */
  match: string;
}
const DEFAULT_SERVERS: Servers = { api: 'http://localhost:8000', match: 'http://localhost:5000' };

/** an OpenAPI object that is not a schema (operation, parameter, response) */
type Node = Record<string, unknown>;

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

const TAGS = [
  { name: 'accounts', description: 'Register, sign in, tokens and the current user (ACCOUNTS, API_PORT).' },
  { name: 'matching', description: 'Lawyer matching (MATCH, MATCH_PORT).' },
  { name: 'profiles', description: 'Lawyer profiles and verification documents (PROFILES, API_PORT).' },
  { name: 'admin', description: "Review of lawyers' verification requests (PROFILES, API_PORT)." },
  { name: 'reference', description: 'This reference, served by the local API.' },
];

const EXTENSION_NOTE =
  "**Extension**: the local API serves it; a backend without it may answer 404, and the SPA then keeps the spec's behaviour (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).";
const SPEC_NOTE = '**Spec call** (spec §7): every backend answers it.';

function authNote(roles: Operation['roles']): string {
  if (roles === null) return 'Public: no token needed.';
  const who =
    roles.length === 0
      ? 'any signed-in user'
      : roles.map((r) => (r === 'admin' ? 'an admin' : `a ${r}`)).join(' or ');
  return `Needs \`Authorization: Bearer <access token>\` of ${who}.`;
}

function parameters(op: Operation): Node[] {
  const path = Object.entries(op.params ?? {}).map(([name, schema]) => parameter(name, 'path', schema, true));
  const query = Object.entries(op.query?.shape ?? {}).map(([name, schema]) =>
    parameter(name, 'query', schema as z.ZodType, !(schema as z.ZodType).safeParse(undefined).success),
  );
  return [...path, ...query];
}

function parameter(name: string, where: 'path' | 'query', zod: z.ZodType, required: boolean): Node {
  const { description, ...schema } = inputSchemaOf(zod);
  return { name, in: where, required, ...(description ? { description } : {}), schema };
}

function requestBody(op: Operation): Node | undefined {
  if (!op.body) return undefined;
  if ('json' in op.body) {
    return { required: true, content: { 'application/json': { schema: componentRef(op.body.json) } } };
  }
  const encoding = Object.fromEntries(
    Object.entries(FILE_TYPES).map(([k, types]) => [k, { contentType: types }]),
  );
  return {
    required: true,
    content: { 'multipart/form-data': { schema: componentRef(PROFILE_FORM), encoding } },
  };
}

function okResponse(op: Operation): Node {
  const { ok } = op;
  if ('empty' in ok) return { description: ok.description };
  if ('content' in ok) {
    const content = Object.fromEntries(
      Object.entries(ok.content).map(([type, kind]) => [
        type,
        { schema: kind === 'binary' ? { type: 'string', contentMediaType: type } : { type: 'string' } },
      ]),
    );
    return { description: ok.description, content };
  }
  const schema =
    ok.json === 'OpenApiDocument'
      ? { type: 'object', description: 'An OpenAPI 3.1 document.', required: ['openapi', 'info', 'paths'] }
      : componentRef(ok.json);
  return { description: ok.description, content: { 'application/json': { schema } } };
}

function operation(op: Operation): Node {
  const responses: Record<string, Node> = { [String(op.ok.status)]: okResponse(op) };
  for (const status of [...op.errors].sort((a, b) => a - b))
    responses[String(status)] = { $ref: `#/components/responses/${ERRORS[status].name}` };
  const body = requestBody(op);
  const params = parameters(op);
  return {
    tags: [op.tag],
    summary: op.summary,
    description: [op.kind === 'spec' ? SPEC_NOTE : EXTENSION_NOTE, authNote(op.roles), op.description].join(
      '\n\n',
    ),
    operationId: op.operationId,
    'x-call': op.kind,
    security: op.roles === null ? [] : [{ bearerAuth: op.roles }],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

const sortedKeys = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

function serverOf(servers: Servers, port: Operation['port']) {
  return port === 'api'
    ? {
        url: servers.api,
        description: 'accounts, profiles and admin (API_PORT; ACCOUNTS and PROFILES in the SPA)',
      }
    : { url: servers.match, description: 'matching (MATCH_PORT; MATCH in the SPA)' };
}

interface Core {
  paths: Array<{ path: string; port: Operation['port']; operations: Node }>;
  components: Node;
}

// the schemas are converted once per process; each call only names its servers
let core: Core | undefined;

function buildCore(): Core {
  const byPath = new Map<string, { port: Operation['port']; operations: Node }>();
  for (const op of [...OPERATIONS].sort((a, b) => (a.method < b.method ? -1 : a.method > b.method ? 1 : 0))) {
    const entry = byPath.get(op.path) ?? { port: op.port, operations: {} };
    entry.operations[op.method] = operation(op);
    byPath.set(op.path, entry);
  }
  return {
    paths: Object.entries(sortedKeys(Object.fromEntries(byPath))).map(([path, entry]) => ({
      path,
      ...entry,
    })),
    components: {
      schemas: sortedKeys(componentSchemas()),
      responses: sortedKeys(errorResponses()),
      headers: sortedKeys(HEADERS),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token from register, login or token refresh. The security requirement lists the roles the call needs; none listed means any signed-in user.',
        },
      },
    },
  };
}

/** The document, naming the given servers. Its parts are shared between calls: read it, do not change it. */
export function buildDocument(servers: Servers = DEFAULT_SERVERS): OpenApiDocument {
  const { paths, components } = (core ??= buildCore());
  return {
    openapi: '3.1.0',
    info: {
      title: 'LawMatch API',
      version: '1.0.0',
      summary:
        "The wire contract of LawMatch's backends: the spec's calls and the extensions the local API serves.",
      description:
        'Generated from the zod wire contract (src/api/contract.ts) by `npm run openapi`; do not edit by hand. Request bodies are what a caller may send; answers are what a backend sends, and a backend may add fields to them. Errors are Django REST shaped: `{"detail": "..."}` or `{"field": ["message"]}`.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [serverOf(servers, 'api'), serverOf(servers, 'match')],
    tags: TAGS,
    // each path lives on one port: its own servers entry says which
    paths: Object.fromEntries(
      paths.map(({ path, port, operations }) => [
        path,
        { servers: [serverOf(servers, port)], ...operations },
      ]),
    ),
    components,
  };
}
