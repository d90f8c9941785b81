// Two API instances on one PostgreSQL database and one object store, as behind a load balancer:
// whatever one instance does, the other sees (docs/decisions/0041-stateless-instances.md).
// Real listeners on loopback ports, driven over HTTP. SQLite is the one-machine default, so
// this runs on the PostgreSQL leg.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import type { App } from '../../../server/app.ts';
import { SYNC_INTERVAL_MS } from '../../../server/services/matching/lawyer-index.ts';
import { loginResponseSchema, refreshResponseSchema } from '../../../src/api/contract.ts';
import { ALL_FILES, FIELDS, PDF } from '../support/profile-fixtures.ts';
import { ADMIN, PASSWORD, testConfig, uniqueEmail } from '../support/helpers.ts';
import { freshBacking, onPostgres } from '../support/backing.ts';
import type { Backing } from '../support/backing.ts';

interface Instance {
  app: App;
  api: string;
  match: string;
}

let backing: Backing;
let a: Instance;
let b: Instance;

async function start(): Promise<Instance> {
  // the race below registers 50 times from one address: not a test of the per-address limit
  const app = await buildApp(
    testConfig(backing, { PUBLIC_API_URL: 'http://127.0.0.1:1', REGISTER_MAX_PER_IP: '1000' }),
  );
  const [api, match] = await Promise.all([
    app.api.listen({ port: 0, host: '127.0.0.1' }),
    app.match.listen({ port: 0, host: '127.0.0.1' }),
  ]);
  return { app, api, match };
}

const post = (base: string, path: string, body: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const signIn = async (base: string, email: string, password: string) =>
  loginResponseSchema.parse(await (await post(base, '/api/accounts/login/', { email, password })).json());

describe.skipIf(!onPostgres())('two instances, one truth', () => {
  beforeAll(async () => {
    backing = await freshBacking();
    // one after the other: the first migrates and seeds, the second finds it done
    a = await start();
    b = await start();
  });
  afterAll(async () => {
    await Promise.allSettled([a?.app.close(), b?.app.close()]);
    await backing?.remove();
  });

  it('signs in on one instance and refreshes on the other; a reused token is refused on both', async () => {
    const { tokens } = await signIn(a.api, ADMIN.email, ADMIN.password);
    const refreshed = await post(b.api, '/api/accounts/token/refresh/', { refresh: tokens.refresh });
    expect(refreshed.status).toBe(200);
    const pair = refreshResponseSchema.parse(await refreshed.json());
    const me = await fetch(`${a.api}/api/accounts/me/`, {
      headers: { authorization: `Bearer ${pair.access}` },
    });
    expect(me.status).toBe(200);
    expect((await post(a.api, '/api/accounts/token/refresh/', { refresh: tokens.refresh })).status).toBe(401);
    expect((await post(b.api, '/api/accounts/token/refresh/', { refresh: pair.refresh })).status).toBe(401);
  });

  it('takes an upload on one instance, lets the admin download it on the other, approves there, and matches on the first within 2 s', async () => {
    const email = uniqueEmail('lawyer');
    const registered = await post(a.api, '/api/accounts/register/', {
      name: 'Two Instances',
      email,
      password: PASSWORD,
      userType: 'lawyer',
    });
    const { tokens } = loginResponseSchema.parse(await registered.json());
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...FIELDS, specialization: 'Tax Law', location: 'Truro' }))
      form.append(name, value);
    for (const [name, file] of Object.entries(ALL_FILES))
      form.append(name, new Blob([Uint8Array.from(file.content)], { type: file.type }), file.filename);
    const upload = await fetch(`${a.api}/api/accounts/lawyer-profiles/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access}` },
      body: form,
    });
    expect(upload.status).toBe(201);

    const admin = (await signIn(b.api, ADMIN.email, ADMIN.password)).tokens.access;
    const queue = (await (
      await fetch(`${b.api}/api/accounts/admin/verification-requests/?search=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { results: Array<{ id: string }> };
    const id = queue.results[0]?.id;
    const document = await fetch(
      `${b.api}/api/accounts/admin/verification-requests/${id}/documents/law_degree/`,
      {
        headers: { authorization: `Bearer ${admin}` },
      },
    );
    expect(document.status).toBe(200);
    expect(Buffer.from(await document.arrayBuffer()).equals(PDF)).toBe(true);

    const ask = {
      city: 'Truro',
      issue: 'HMRC opened an investigation into my tax return.',
      category: 'Tax Law',
    };
    const truroOnA = async () => {
      const body = (await (await post(a.match, '/api/match-lawyer', ask)).json()) as {
        lawyers: Array<{ name: string }>;
      };
      return body.lawyers.some((l) => l.name === FIELDS.full_name);
    };
    expect(await truroOnA()).toBe(false); // instance A's index is loaded, without the lawyer
    expect(
      (await post(b.api, `/api/accounts/admin/verification-requests/${id}/approve/`, {}, admin)).status,
    ).toBe(200);
    const approvedAt = Date.now();
    let seen = await truroOnA();
    while (!seen && Date.now() - approvedAt < 2000) {
      await new Promise((r) => setTimeout(r, SYNC_INTERVAL_MS / 10));
      seen = await truroOnA();
    }
    expect(seen, 'instance A matches the lawyer approved on B within 2 s').toBe(true);
  });

  it('gives exactly one 201 for 50 registrations of one e-mail split across both', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(i % 2 ? a.api : b.api, '/api/accounts/register/', {
          name: 'Racer',
          email,
          password: PASSWORD,
          userType: 'client',
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(49);
    expect(await answers.find((r) => r.status === 400)?.json()).toEqual({
      email: ['A user with this email already exists.'],
    });
  });

  it('counts failed sign-ins on both instances against one limit', async () => {
    const email = uniqueEmail('guessed');
    await post(a.api, '/api/accounts/register/', {
      name: 'Guessed',
      email,
      password: PASSWORD,
      userType: 'client',
    });
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post(i % 2 ? a.api : b.api, '/api/accounts/login/', { email, password: 'wrong-password' }))
          .status,
      ).toBe(401);
    }
    expect((await post(a.api, '/api/accounts/login/', { email, password: PASSWORD })).status).toBe(429);
    expect((await post(b.api, '/api/accounts/login/', { email, password: PASSWORD })).status).toBe(429);
  });
});
