// Faults and bad input (docs/decisions/0071-bad-json-is-a-4xx-at-any-depth.md): any request to any route of either instance, with any
// body (JSON or not, multipart or not, well or badly labelled), any path parameters and query,
// signed in as anyone or no one, is answered with a 2xx or a 4xx in the Django REST error
// shape: never a 5xx, never a hang. The routes are read from the instances themselves, so a
// route added later is covered without touching this file.
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { errorBodySchema, FILE_KINDS } from '../../../src/api/contract.ts';
import { QUEUE, submittedLawyer } from '../support/profile-fixtures.ts';
import { ADMIN, adminTokens, bearer, login, makeApp, register } from '../support/helpers.ts';
import { bookableLawyer, booked, world } from '../support/consultations-fixtures.ts';
import { deepJsonBody, jsonBody, multipartBody, noBody, textBody, timeBody } from './property-inputs.ts';

const RUNS = 1000;
/** a request still unanswered after this long is a hang */
const HANG_MS = 5_000;

// one app for the file; logins and registrations unthrottled so bodies reach the deeper checks,
// not the limiter
const app = await makeApp({
  LOGIN_MAX_PER_ACCOUNT: '1000000',
  LOGIN_MAX_PER_IP: '1000000',
  REGISTER_MAX_PER_IP: '1000000',
});
afterAll(() => app.dispose());

const admin = await adminTokens(app);
const pending = await submittedLawyer(app, admin.access);
// an approved lawyer has a public photo
const approved = await submittedLawyer(app, admin.access);
await app.api.inject({
  method: 'POST',
  url: `${QUEUE}/${approved.item.id}/approve/`,
  headers: bearer(admin.access),
});
const client = await register(app, 'client');
const lawyer = await register(app, 'lawyer');
// a bookable lawyer with a consultation in each active state, so that time changes reach the
// database (a far-future proposal once failed there)
const w = await world(app);
const booker = await bookableLawyer(w, { horizonDays: 60 });
const free = async () => {
  const res = await app.api.inject({
    url: `/api/lawyers/${booker.id}/slots/?from=${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}&days=14`,
    headers: bearer(client.tokens.access),
  });
  return (res.json() as { slots: string[] }).slots;
};
const times = await free();
const partyClient = { id: Number(client.user?.id), email: client.email, access: client.tokens.access };
const consultations = await Promise.all(
  [0, 1, 2].map(async (i) => (await booked(w, partyClient, booker.id, times[i * 3] as string)).id),
);

const TOKENS: Record<string, Record<string, string>> = {
  nobody: {},
  client: bearer(client.tokens.access),
  lawyer: bearer(lawyer.tokens.access),
  bookedLawyer: bearer(booker.access),
  pendingLawyer: bearer(pending.tokens.access),
  admin: bearer(admin.access),
  'a refresh token': bearer(client.tokens.refresh),
  garbage: bearer('e30.e30.x'),
  'not bearer': { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
};

// ---- the routes, as the instances list them ------------------------------------------------

interface Route {
  instance: 'api' | 'match';
  method: 'GET' | 'POST' | 'OPTIONS';
  path: string;
}

/** Reads Fastify's route tree ("├── /api/x/ (POST)", children indented under their prefix). */
function routesOf(instance: Route['instance'], server: FastifyInstance): Route[] {
  const prefixes: string[] = [];
  const found: Route[] = [];
  for (const line of server.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (\S+)(?: \((.+)\))?$/.exec(line);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (node[2] ?? '');
    prefixes[depth] = path;
    for (const method of (node[3] ?? '').split(', ')) {
      // HEAD is GET without the body: Fastify answers it with the GET handler
      if (method === 'GET' || method === 'POST' || method === 'OPTIONS')
        found.push({ instance, method, path });
    }
  }
  return found;
}

const routes = [...routesOf('api', app.api), ...routesOf('match', app.match)];

// bodies these routes take when all is well: fuzzing near them reaches the deeper checks
const SAMPLES: Record<string, unknown> = {
  '/api/accounts/register/': {
    name: 'Nia',
    email: 'nia@example.test',
    password: 'Correct-Horse-42',
    userType: 'lawyer',
  },
  '/api/accounts/login/': { email: ADMIN.email, password: ADMIN.password, role: 'admin' },
  '/api/accounts/token/refresh/': {
    refresh: (await login(app, client.email, 'Correct-Horse-42')).tokens.refresh,
  },
  '/api/match-lawyer': { city: 'Leeds', issue: 'My employer has not paid me', category: 'Employment Law' },
  '/api/accounts/admin/verification-requests/:id/reject/': { reason: 'Expired ID' },
  '/api/accounts/admin/verification-requests/:id/request-info/': { message: 'Please send your degree.' },
};
// the routes that take a new time: mostly such a body, with any instant in it
const TIME_SAMPLES: Record<string, Record<string, unknown>> = {
  '/api/consultations/': { lawyerId: String(booker.id), type: 'video' },
  '/api/consultations/:id/propose/': {},
  '/api/consultations/:id/reschedule/': {},
};

// ---- the inputs --------------------------------------------------------------------------------

// a pending request, the approved lawyer's user id (the photo), and ids that are no ids
const idParam = fc.constantFrom(
  ...consultations,
  pending.item.id,
  approved.user.id,
  '999999',
  '0',
  '-1',
  'abc',
  '1e3',
  '9'.repeat(20),
  '%2e%2e',
  '%00',
);
const kindParam = fc.constantFrom(...FILE_KINDS, 'passwd', '..%2F..%2Fetc', 'PROFILE_PICTURE');
const query = fc.dictionary(
  fc.constantFrom('status', 'search', 'x', 'status[]'),
  fc.string({ maxLength: 12 }),
  { maxKeys: 3 },
);

// mostly bodies of the kind the route takes, so that most reach its own checks
const bodyFor = (route: Route) => {
  const time = route.method === 'POST' ? TIME_SAMPLES[route.path] : undefined;
  if (time) return fc.oneof({ weight: 4, arbitrary: timeBody(time) }, jsonBody(time), textBody, noBody);
  return route.path === '/api/accounts/lawyer-profiles/'
    ? fc.oneof({ weight: 4, arbitrary: multipartBody }, jsonBody({}), deepJsonBody({}), textBody, noBody)
    : fc.oneof(
        { weight: 4, arbitrary: jsonBody(SAMPLES[route.path] ?? {}) },
        deepJsonBody(SAMPLES[route.path] ?? {}),
        textBody,
        multipartBody,
        noBody,
      );
};

/** Mostly the role the route serves, so that most requests get past the guards. */
const whoFor = (route: Route) => {
  if (route.path.startsWith('/api/consultations/:id/')) {
    // either party, so that each side's actions reach their checks
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('client', 'bookedLawyer') },
      fc.constantFrom(...Object.keys(TOKENS)),
    );
  }
  const role = route.path.includes('/admin/')
    ? 'admin'
    : route.path.includes('lawyer-profiles')
      ? 'lawyer'
      : 'client';
  return fc.oneof({ weight: 3, arbitrary: fc.constant(role) }, fc.constantFrom(...Object.keys(TOKENS)));
};

// ---- the property ------------------------------------------------------------------------------

function urlFor(route: Route, id: string, kind: string, search: Record<string, string>) {
  const path =
    route.path === '*' ? '/api/accounts/login/' : route.path.replace(':id', id).replace(':kind', kind);
  const qs = new URLSearchParams(search).toString();
  return qs ? `${path}?${qs}` : path;
}

// a stream of live events stays open: it has answered once its head is sent
// (docs/decisions/0121-live-delivery.md)
const STAYS_OPEN = new Set(['/api/conversations/events/']);

/** The status and body of an answer that may stay open; a 200 must be an event stream. */
async function headOf(route: Route, options: InjectOptions) {
  const res = await app[route.instance].inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  if (res.statusCode === 200) {
    stream.destroy();
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    return { statusCode: 200, body: '', json: (): unknown => undefined };
  }
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return { statusCode: res.statusCode, body, json: (): unknown => JSON.parse(body) };
}

async function answer(route: Route, options: InjectOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms`)), HANG_MS);
  });
  try {
    const answered = STAYS_OPEN.has(route.path)
      ? headOf(route, options)
      : app[route.instance].inject(options);
    return await Promise.race([answered, hang]);
  } finally {
    clearTimeout(timer);
  }
}

describe('any request to any route', () => {
  it('finds every route of both instances', () => {
    // the parser reads the whole tree; any route added later is simply one more row
    expect(routes.map((r) => `${r.instance} ${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'api GET /api/accounts/admin/verification-requests/',
        'api GET /api/accounts/admin/verification-requests/:id/documents/:kind/',
        'api GET /api/accounts/lawyer-profiles/me/',
        'api GET /api/accounts/lawyers/:id/photo/',
        'api GET /api/accounts/me/',
        'api OPTIONS *',
        'api POST /api/accounts/admin/verification-requests/:id/approve/',
        'api POST /api/accounts/admin/verification-requests/:id/reject/',
        'api POST /api/accounts/admin/verification-requests/:id/request-info/',
        'api POST /api/accounts/lawyer-profiles/',
        'api POST /api/accounts/login/',
        'api POST /api/accounts/register/',
        'api POST /api/accounts/token/refresh/',
        'match OPTIONS *',
        'match POST /api/match-lawyer',
      ]),
    );
  });

  it.each(routes)(
    '$instance $method $path: a 2xx or a 4xx with a Django REST body',
    async (route) => {
      await fc.assert(
        fc.asyncProperty(
          bodyFor(route),
          whoFor(route),
          idParam,
          kindParam,
          query,
          async (body, who, id, kind, search) => {
            const headers: Record<string, string> = { ...TOKENS[who] };
            if (body.type) headers['content-type'] = body.type;
            if (route.method === 'OPTIONS') {
              headers.origin = 'http://localhost:5173';
              headers['access-control-request-method'] = 'POST';
            }
            const res = await answer(route, {
              method: route.method,
              url: urlFor(route, id, kind, search),
              headers,
              ...(body.payload === undefined ? {} : { payload: body.payload }),
            });
            const said = `${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, said).toBeGreaterThanOrEqual(200);
            expect(res.statusCode, said).toBeLessThan(500);
            if (res.statusCode >= 400) expect(errorBodySchema.safeParse(res.json()).success, said).toBe(true);
          },
        ),
        { numRuns: RUNS },
      );
      // a thousand requests to the largest answer (the reference page) take about 10 s alone
    },
    60_000,
  );
});
