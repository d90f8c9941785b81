// A backend with the spec's four calls and nothing else, each answered with the smallest
// answer spec §7 allows, for the `spec-only` end-to-end project (playwright.config.ts). The
// SPA must work against it exactly as the spec describes: it reads from a spec call's answer
// only what §7 lists (docs/decisions/0014-read-only-what-the-spec-lists.md), and every
// extension answers 404, so each falls back to the spec's behaviour
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
//
//   accounts port  POST /api/accounts/register/          201 {"tokens": {...}} (no user)
//                  POST /api/accounts/login/             200 {"tokens", "user": the §7 fields}; 401 {"detail"}
//                  POST /api/accounts/lawyer-profiles/   201 {"id", "status"} (multipart, bearer token)
//   match port     POST /api/match-lawyer                {"matched", "lawyers"}; 500 on MATCH_FAILURE_WORD
//   both           anything else                         404 {"detail": "Not found."}
//
// node_modules/.bin/tsx e2e/spec-only/stub-server.ts, with STUB_ACCOUNTS_PORT (default 8800),
// STUB_MATCH_PORT (5800), STUB_CORS_ORIGINS (comma-separated origins; none by default) and
// STUB_HOST (127.0.0.1). Everything is kept in memory: a restart forgets the accounts made.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  CATEGORY_WORDS,
  MATCH_FAILURE_WORD,
  STUB_ACCOUNTS,
  STUB_LAWYERS,
  type StubAccount,
} from './stub-data';

const HOST = process.env.STUB_HOST ?? '127.0.0.1';
const ACCOUNTS_PORT = Number(process.env.STUB_ACCOUNTS_PORT ?? 8800);
const MATCH_PORT = Number(process.env.STUB_MATCH_PORT ?? 5800);
const CORS_ORIGINS = new Set(
  (process.env.STUB_CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
);
const MAX_BODY_BYTES = 25 * 1024 * 1024;

// spec §3: the multipart fields of the lawyer profile submission
const PROFILE_FILES = ['profile_picture', 'government_id', 'law_degree', 'bar_certificate'];
const PROFILE_TEXT = [
  'specialization',
  'location',
  'experience_years',
  'bio',
  'license_number',
  'education',
  'full_name',
];

const accounts = new Map<string, StubAccount>(
  Object.values(STUB_ACCOUNTS).map((account) => [account.email, account]),
);
const accessTokens = new Set<string>();
let nextAccountId = 100;
let nextProfileId = 1;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

const notFound = () => new HttpError(404, { detail: 'Not found.' });

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !CORS_ORIGINS.has(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...corsHeaders(req), 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { detail: 'Request body too large.' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readBody(req);
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new HttpError(400, { detail: 'JSON parse error.' });
}

/** The named fields as text; any missing one is a Django-REST field error. */
function requireText(body: Record<string, unknown>, names: string[]): Record<string, string> {
  const missing = names.filter((name) => typeof body[name] !== 'string' || body[name].trim() === '');
  if (missing.length > 0) {
    throw new HttpError(400, Object.fromEntries(missing.map((name) => [name, ['This field is required.']])));
  }
  return Object.fromEntries(names.map((name) => [name, String(body[name]).trim()]));
}

function issueTokens() {
  const access = `stub-access-${randomUUID()}`;
  accessTokens.add(access);
  return { access, refresh: `stub-refresh-${randomUUID()}` };
}

// spec §7: the answer is read for tokens.access and tokens.refresh; nothing else is sent
async function register(req: IncomingMessage) {
  const fields = requireText(await readJson(req), ['name', 'email', 'password', 'userType']);
  const email = fields.email!.toLowerCase();
  if (fields.userType !== 'client' && fields.userType !== 'lawyer') {
    throw new HttpError(400, { userType: [`"${fields.userType}" is not a valid choice.`] });
  }
  if (accounts.has(email)) throw new HttpError(400, { email: ['A user with this email already exists.'] });
  accounts.set(email, {
    id: nextAccountId++,
    email,
    password: fields.password!,
    name: fields.name!,
    role: fields.userType,
    // spec §6: clients count as verified at registration, lawyers not
    isVerified: fields.userType === 'client',
  });
  return { status: 201, body: { tokens: issueTokens() } };
}

// spec §7: tokens and user.{id, email, role, name, isVerified}, and nothing more
async function login(req: IncomingMessage) {
  const fields = requireText(await readJson(req), ['email', 'password']);
  const account = accounts.get(fields.email!.toLowerCase());
  if (!account || account.password !== fields.password) {
    throw new HttpError(401, { detail: 'No active account found with the given credentials' });
  }
  const { id, email, role, name, isVerified } = account;
  return { status: 200, body: { tokens: issueTokens(), user: { id, email, role, name, isVerified } } };
}

// spec §7: "only logged; status is not checked", so the answer is unlike the local API's
async function submitProfile(req: IncomingMessage) {
  const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!token || !accessTokens.has(token)) {
    throw new HttpError(401, { detail: 'Authentication credentials were not provided.' });
  }
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) {
    throw new HttpError(415, { detail: `Unsupported media type "${contentType}" in request.` });
  }
  const body = await readBody(req);
  const form = await new Request('http://stub.invalid/', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: new Uint8Array(body),
  })
    .formData()
    .catch(() => {
      throw new HttpError(400, { detail: 'Multipart form parse error.' });
    });
  // the spec's field names, each present: the files as files, the rest as text
  const errors: Record<string, string[]> = {};
  for (const name of PROFILE_FILES) {
    if (!(form.get(name) instanceof File)) errors[name] = ['No file was submitted.'];
  }
  for (const name of PROFILE_TEXT) {
    if (typeof form.get(name) !== 'string') errors[name] = ['This field is required.'];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return { status: 201, body: { id: nextProfileId++, status: 'pending' } };
}

/** spec §7: matched (boolean) and lawyers (list), each with the card fields of spec §3. */
async function match(req: IncomingMessage) {
  const { issue } = requireText(await readJson(req), ['city', 'issue']);
  if (issue!.toLowerCase().includes(MATCH_FAILURE_WORD)) {
    throw new HttpError(500, '<h1>Server Error (500)</h1>');
  }
  const category = CATEGORY_WORDS.find(([, words]) => words.test(issue!))?.[0];
  const lawyers = category ? STUB_LAWYERS.filter((lawyer) => lawyer.specialization === category) : [];
  return { status: 200, body: { matched: lawyers.length > 0, lawyers } };
}

type Handler = (req: IncomingMessage) => Promise<{ status: number; body: unknown }>;

function serve(routes: Record<string, Handler>) {
  return createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://stub.invalid');
    // a preflight succeeds on every path, so that a missing extension reaches the SPA as a
    // readable 404 rather than as a refused request
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req));
      res.end();
      return;
    }
    const route = routes[pathname];
    const handle: Handler = async () => {
      if (!route) throw notFound();
      if (req.method !== 'POST') throw new HttpError(405, { detail: `Method "${req.method}" not allowed.` });
      return route(req);
    };
    handle(req)
      .then(({ status, body }) => sendJson(req, res, status, body))
      .catch((error: unknown) => {
        if (!(error instanceof HttpError)) {
          console.error(error);
          error = new HttpError(500, '<h1>Server Error (500)</h1>');
        }
        const { status, body } = error as HttpError;
        if (typeof body === 'string') {
          res.writeHead(status, { ...corsHeaders(req), 'Content-Type': 'text/html; charset=utf-8' });
          res.end(body);
        } else {
          sendJson(req, res, status, body);
        }
        // an answer sent before the whole body arrived: let the rest go
        req.resume();
      });
  });
}

const accountsServer = serve({
  '/api/accounts/register/': register,
  '/api/accounts/login/': login,
  '/api/accounts/lawyer-profiles/': submitProfile,
});
const matchServer = serve({ '/api/match-lawyer': match });

// the match port first: once the accounts port answers, both do (Playwright waits for it)
matchServer.listen(MATCH_PORT, HOST, () => {
  accountsServer.listen(ACCOUNTS_PORT, HOST, () => {
    console.log(
      `spec-only stub: accounts on http://${HOST}:${ACCOUNTS_PORT}, match on http://${HOST}:${MATCH_PORT}`,
    );
  });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    accountsServer.close();
    matchServer.close();
    process.exit(0);
  });
}
