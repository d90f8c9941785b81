// Every route × every kind of caller, with the status each must get (roles are enforced on
// the server for every call: docs/decisions/0023-local-api-as-reference-implementation.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationListSchema } from '../../../src/api/contract.ts';
import { ALL_FILES, FIELDS, submitProfile } from '../support/profile-fixtures.ts';
import { adminTokens, bearer, makeApp, multipart, register, uniqueEmail } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

type Caller = 'anonymous' | 'client' | 'lawyer' | 'admin';
type Headers = Record<string, string>;
type Call = (headers: Headers) => Promise<{ statusCode: number }>;

let app: TestApp;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  // a new lawyer for many of the calls, all from one address: above the registration limit
  // (docs/decisions/0070-bounded-password-hashing.md)
  app = await makeApp({ REGISTER_MAX_PER_IP: '1000' });
  tokens.client = (await register(app, 'client')).tokens.access;
  tokens.lawyer = (await register(app, 'lawyer')).tokens.access;
  tokens.admin = (await adminTokens(app)).access;
});
afterAll(async () => {
  await app.dispose();
});

const BASE = '/api/accounts/admin/verification-requests';
const post =
  (url: string, payload?: object): Call =>
  (headers) =>
    app.api.inject({ method: 'POST', url, payload, headers });
const get =
  (url: string): Call =>
  (headers) =>
    app.api.inject({ url, headers });

// a fresh lawyer with a pending request for each call, so every caller meets an undecided one
async function pendingLawyer() {
  const lawyer = await register(app, 'lawyer');
  await submitProfile(app, lawyer.tokens.access);
  const all = verificationListSchema.parse(
    (
      await app.api.inject({
        url: `${BASE}/?search=${encodeURIComponent(lawyer.email)}`,
        headers: bearer(tokens.admin ?? ''),
      })
    ).json(),
  ).results;
  return { userId: lawyer.user.id, requestId: all.find((r) => r.email === lawyer.email)?.id ?? '' };
}
const onPending =
  (make: (id: string) => Call): Call =>
  async (headers) =>
    make((await pendingLawyer()).requestId)(headers);

const approvedPhoto: Call = async (headers) => {
  const { userId, requestId } = await pendingLawyer();
  await post(`${BASE}/${requestId}/approve/`)(bearer(tokens.admin ?? ''));
  return get(`/api/accounts/lawyers/${userId}/photo/`)(headers);
};

const PUBLIC = { anonymous: 0, client: 0, lawyer: 0, admin: 0 };
const all = (status: number) => ({ anonymous: status, client: status, lawyer: status, admin: status });

const ROUTES: Array<[string, Call, Record<Caller, number>]> = [
  [
    'POST register',
    async (h) =>
      post('/api/accounts/register/', {
        name: 'N',
        email: uniqueEmail(),
        password: 'Zq9!xw-77',
        userType: 'client',
      })(h),
    { ...PUBLIC, ...all(201) },
  ],
  [
    'POST login (wrong password)',
    post('/api/accounts/login/', { email: 'admin@lawmatch.test', password: 'nope-nope' }),
    all(401),
  ],
  [
    'POST token refresh',
    async (h) =>
      post('/api/accounts/token/refresh/', { refresh: (await register(app, 'client')).tokens.refresh })(h),
    all(200),
  ],
  ['GET me', get('/api/accounts/me/'), { anonymous: 401, client: 200, lawyer: 200, admin: 200 }],
  [
    'POST lawyer-profiles',
    async (h) => {
      const body = await multipart({ ...FIELDS, ...ALL_FILES });
      return app.api.inject({
        method: 'POST',
        url: '/api/accounts/lawyer-profiles/',
        payload: body.payload,
        headers: { ...h, ...body.headers },
      });
    },
    { anonymous: 401, client: 403, lawyer: 201, admin: 403 },
  ],
  [
    'GET lawyer-profiles/me',
    get('/api/accounts/lawyer-profiles/me/'),
    { anonymous: 401, client: 403, lawyer: 200, admin: 403 },
  ],
  ['GET verification-requests', get(`${BASE}/`), { anonymous: 401, client: 403, lawyer: 403, admin: 200 }],
  [
    'POST approve',
    onPending((id) => post(`${BASE}/${id}/approve/`)),
    { anonymous: 401, client: 403, lawyer: 403, admin: 200 },
  ],
  [
    'POST reject',
    onPending((id) => post(`${BASE}/${id}/reject/`, { reason: 'No.' })),
    { anonymous: 401, client: 403, lawyer: 403, admin: 200 },
  ],
  [
    'POST request-info',
    onPending((id) => post(`${BASE}/${id}/request-info/`, { message: 'More?' })),
    { anonymous: 401, client: 403, lawyer: 403, admin: 200 },
  ],
  [
    'GET document',
    onPending((id) => get(`${BASE}/${id}/documents/bar_certificate/`)),
    { anonymous: 401, client: 403, lawyer: 403, admin: 200 },
  ],
  ['GET approved lawyer photo', approvedPhoto, all(200)],
  [
    'POST match-lawyer',
    (h) =>
      app.match.inject({
        method: 'POST',
        url: '/api/match-lawyer',
        payload: { city: 'Leeds', issue: 'I was unfairly dismissed' },
        headers: h,
      }),
    all(200),
  ],
];

const CASES = ROUTES.flatMap(([name, call, expected]) =>
  (Object.keys(expected) as Caller[]).map((caller) => [name, caller, expected[caller], call] as const),
);

describe('route × caller', () => {
  it.each(CASES)('%s as %s → %i', async (_name, caller, status, call) => {
    const token = tokens[caller];
    const res = await call(token ? bearer(token) : {});
    expect(res.statusCode).toBe(status);
  });

  it('answers a lawyer route before reading its body, and an admin route before its query', async () => {
    const garbage = await app.api.inject({
      method: 'POST',
      url: '/api/accounts/lawyer-profiles/',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(garbage.statusCode).toBe(401);
    const query = await app.api.inject({
      url: `${BASE}/?status=nonsense`,
      headers: bearer(tokens.client ?? ''),
    });
    expect(query.statusCode).toBe(403);
  });
});
