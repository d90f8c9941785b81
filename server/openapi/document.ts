// Assembles the API reference, OpenAPI 3.1, from the operations @fastify/swagger reads off the
// routes of both instances (docs/decisions/0084-fastify-route-schemas.md): each path on the
// server of its own port, error answers as `$ref`s to the shared responses, the contract's named
// schemas as components. Keys come in a fixed order, so docs/api/openapi.json diffs cleanly.
import type { FastifyInstance } from 'fastify';
import { ERRORS, HEADERS, errorResponses } from './errors.ts';
import type { ErrorStatus } from './errors.ts';
import { MESSAGE_FILE_TYPES } from '../../src/api/conversations-contract.ts';
import { FILE_TYPES, MESSAGE_FORM, PROFILE_FORM, componentSchemas } from './schemas.ts';
import { SECURITY_SCHEMES } from './swagger.ts';

export interface Servers {
  /** accounts, profiles and admin (API_PORT) */
  api: string;
  /** matching (MATCH_PORT) */
  match: string;
}
const DEFAULT_SERVERS: Servers = { api: 'http://localhost:8000', match: 'http://localhost:5000' };

/** an OpenAPI object that is not a schema (operation, parameter, response) */
type Node = Record<string, unknown>;
type Port = keyof Servers;

export interface OpenApiDocument {
  openapi: string;
  info: Node;
  paths: Record<string, Node>;
  [key: string]: unknown;
}

const TAGS = [
  { name: 'accounts', description: 'Register, sign in, tokens and the current user (ACCOUNTS, API_PORT).' },
  { name: 'matching', description: 'Lawyer matching (MATCH, MATCH_PORT).' },
  { name: 'profiles', description: 'Lawyer profiles and verification documents (PROFILES, API_PORT).' },
  { name: 'admin', description: "Review of lawyers' verification requests (PROFILES, API_PORT)." },
  {
    name: 'cases',
    description:
      "Clients' cases, lawyers' leads and responses (ACCOUNTS, API_PORT; docs/decisions/0090-cases-leads-and-notifications.md).",
  },
  {
    name: 'consultations',
    description:
      "Lawyers' free times, booking, the consultation's states and calendar files (PROFILES, API_PORT; docs/consultations.md, docs/decisions/0096-booking-calls.md).",
  },
  {
    name: 'conversations',
    description:
      "A case's owner and one lawyer writing to each other, with documents, and the stream that brings each new message to the other side (ACCOUNTS, API_PORT; docs/conversations.md).",
  },
  {
    name: 'notifications',
    description: 'The notification bell of every signed-in user (ACCOUNTS, API_PORT).',
  },
  { name: 'reference', description: 'This reference, served by the local API.' },
];

const OPERATION_KEYS = [
  'tags',
  'summary',
  'description',
  'operationId',
  'x-call',
  'security',
  'parameters',
  'requestBody',
  'responses',
];
const PARAMETER_KEYS = ['name', 'in', 'required', 'description', 'schema'];

/** The object with these keys first, in this order, and any others after them. */
function ordered(node: Node, keys: readonly string[]): Node {
  const first = keys.filter((k) => k in node).map((k) => [k, node[k]]);
  return Object.fromEntries([...first, ...Object.entries(node).filter(([k]) => !keys.includes(k))]);
}

const sortedKeys = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

// a multipart body names the types each file part may have; a message's form is its own schema,
// beside the JSON body the route also takes
function withEncoding(body: Node | undefined): Node | undefined {
  const content = body?.content as Record<string, Node> | undefined;
  const form = content?.['multipart/form-data'];
  const ref = (form?.schema as Node | undefined)?.$ref;
  if (!body || !content || !form) return body;
  if (ref === `#/components/schemas/${PROFILE_FORM}`) {
    const encoding = Object.fromEntries(
      Object.entries(FILE_TYPES).map(([kind, types]) => [kind, { contentType: types }]),
    );
    return { ...body, content: { ...content, 'multipart/form-data': { ...form, encoding } } };
  }
  if (ref === '#/components/schemas/MessageCreate') {
    const files = { contentType: MESSAGE_FILE_TYPES.join(', ') };
    const schema = { $ref: `#/components/schemas/${MESSAGE_FORM}` };
    return { ...body, content: { ...content, 'multipart/form-data': { schema, encoding: { files } } } };
  }
  return body;
}

function operation(op: Node): Node {
  const {
    'x-errors': errors = [],
    responses,
    parameters,
    requestBody,
    ...rest
  } = op as Node & {
    'x-errors'?: ErrorStatus[];
    responses: Record<string, Node>;
    parameters?: Node[];
    requestBody?: Node;
  };
  const all: Record<string, Node> = { ...responses };
  for (const status of [...errors].sort((a, b) => a - b))
    all[String(status)] = { $ref: `#/components/responses/${ERRORS[status].name}` };
  const body = withEncoding(requestBody);
  return ordered(
    {
      ...rest,
      ...(parameters ? { parameters: parameters.map((p) => ordered(p, PARAMETER_KEYS)) } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: all,
    },
    OPERATION_KEYS,
  );
}

/** The document without its servers: the operations of both instances, and the components. */
export interface Reference {
  paths: Array<{ path: string; port: Port; operations: Node }>;
  components: Node;
}

/** Reads the reference off both instances, once they are ready. */
export function referenceOf(instances: Record<Port, FastifyInstance>): Reference {
  const paths: Reference['paths'] = [];
  for (const port of ['api', 'match'] as const) {
    const read = instances[port].swagger() as { paths?: Record<string, Node> };
    for (const [path, item] of Object.entries(read.paths ?? {})) {
      const methods = Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      paths.push({
        path,
        port,
        operations: Object.fromEntries(methods.map(([method, op]) => [method, operation(op as Node)])),
      });
    }
  }
  paths.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    paths,
    components: {
      schemas: sortedKeys(componentSchemas()),
      responses: sortedKeys(errorResponses()),
      headers: sortedKeys(HEADERS),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

function serverOf(servers: Servers, port: Port) {
  return port === 'api'
    ? {
        url: servers.api,
        description: 'accounts, profiles and admin (API_PORT; ACCOUNTS and PROFILES in the SPA)',
      }
    : { url: servers.match, description: 'matching (MATCH_PORT; MATCH in the SPA)' };
}

/** The document, naming the given servers. Its parts are shared between calls: read it, do not change it. */
export function documentOf(reference: Reference, servers: Servers = DEFAULT_SERVERS): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'LawMatch API',
      version: '1.0.0',
      summary:
        "The wire contract of LawMatch's backends: the spec's calls and the extensions the local API serves.",
      description:
        'Generated from the routes of the local API and the zod wire contract (src/api/contract.ts) by `npm run openapi`; do not edit by hand. Request bodies are what a caller may send; answers are what a backend sends, and a backend may add fields to them. Errors are Django REST shaped: `{"detail": "..."}` or `{"field": ["message"]}`.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [serverOf(servers, 'api'), serverOf(servers, 'match')],
    tags: TAGS,
    // each path lives on one port: its own servers entry says which
    paths: Object.fromEntries(
      reference.paths.map(({ path, port, operations }) => [
        path,
        { servers: [serverOf(servers, port)], ...operations },
      ]),
    ),
    components: reference.components,
  };
}
