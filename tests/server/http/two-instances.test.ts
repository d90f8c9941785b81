// Two API instances on one PostgreSQL database and one object store, as behind a load balancer:
// whatever one instance does, the other sees (docs/decisions/0041-stateless-instances.md), a
// message's live event too (docs/decisions/0121-live-delivery.md).
// Real listeners on loopback ports, driven over HTTP. SQLite is the one-machine default, so
// this runs on the PostgreSQL leg.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import type { App } from '../../../server/app.ts';
import { SYNC_INTERVAL_MS } from '../../../server/services/matching/lawyer-index.ts';
import { loginResponseSchema, refreshResponseSchema } from '../../../src/api/contract.ts';
import {
  conversationListSchema,
  messagePageSchema,
  messageSchema,
} from '../../../src/api/conversations-contract.ts';
import { FAMILY_CASE, RESPONSE } from '../support/cases-fixtures.ts';
import { openStream } from '../support/event-stream.ts';
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
const getJson = async (base: string, path: string, token: string) => {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return res.json();
};

/** A new account of this type, signed in: its access token. */
async function registered(base: string, userType: 'client' | 'lawyer', name: string) {
  const res = await post(base, '/api/accounts/register/', {
    name,
    email: uniqueEmail(userType),
    password: PASSWORD,
    userType,
  });
  expect(res.status).toBe(201);
  return loginResponseSchema.parse(await res.json()).tokens.access;
}

/** A lawyer of this area and place, submitted on `base` and approved by the admin there. */
async function verifiedLawyer(base: string, fields: Record<string, string>): Promise<string> {
  const email = uniqueEmail('lawyer');
  const res = await post(base, '/api/accounts/register/', {
    name: fields.full_name,
    email,
    password: PASSWORD,
    userType: 'lawyer',
  });
  const access = loginResponseSchema.parse(await res.json()).tokens.access;
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...FIELDS, ...fields })) form.append(name, value);
  for (const [name, file] of Object.entries(ALL_FILES))
    form.append(name, new Blob([Uint8Array.from(file.content)], { type: file.type }), file.filename);
  const upload = await fetch(`${base}/api/accounts/lawyer-profiles/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const admin = (await signIn(base, ADMIN.email, ADMIN.password)).tokens.access;
  const queue = '/api/accounts/admin/verification-requests/';
  const found = (await getJson(base, `${queue}?search=${encodeURIComponent(email)}`, admin)) as {
    results: Array<{ id: string }>;
  };
  const approved = await post(base, `${queue}${found.results[0]?.id}/approve/`, {}, admin);
  expect(approved.status).toBe(200);
  return access;
}

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

  it("brings a message the lawyer writes on one instance to the client's stream on the other within 5 s", async () => {
    const lawyer = await verifiedLawyer(a.api, { full_name: 'Priya Shah', specialization: 'Family Law' });
    const client = await registered(b.api, 'client', 'Sam Carter');
    const posted = await post(b.api, '/api/cases/', { ...FAMILY_CASE, location: FIELDS.location }, client);
    expect(posted.status).toBe(201);
    const caseId = ((await posted.json()) as { id: string }).id;
    expect((await post(a.api, `/api/cases/${caseId}/responses/`, RESPONSE, lawyer)).status).toBe(201);
    const list = conversationListSchema.parse(
      await getJson(b.api, `/api/conversations/?caseId=${caseId}`, client),
    );
    const conversation = list.results[0]?.id;
    const thread = `/api/conversations/${conversation}/messages/`;
    const first = messagePageSchema.parse(await getJson(b.api, thread, client)).results.at(-1)?.id;

    const stream = await openStream(b.api, client);
    try {
      expect(await stream.next()).toEqual({ event: 'ready', data: {} });
      const sentAt = Date.now();
      const sent = await post(a.api, thread, { text: 'Could you send me the contact order?' }, lawyer);
      expect(sent.status).toBe(201);
      const message = messageSchema.parse(await sent.json());
      expect(await stream.next(5000)).toEqual({
        event: 'message',
        data: { conversationId: conversation, messageId: message.id },
      });
      expect(Date.now() - sentAt).toBeLessThan(5000);
      const after = messagePageSchema.parse(await getJson(b.api, `${thread}?after=${first}`, client));
      expect(after.results.map((m) => [m.id, m.text, m.sender])).toEqual([
        [message.id, 'Could you send me the contact order?', 'lawyer'],
      ]);
    } finally {
      stream.close();
    }
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

  it("finds a lawyer's new price on the other instance's directory within 2 s", async () => {
    const name = 'Directory Twoplaces';
    const access = await verifiedLawyer(b.api, {
      full_name: name,
      specialization: 'Property Law',
      location: 'Truro',
    });
    const search = 'service=conveyancing_sale&near=Truro&maxPricePence=70000';
    const foundOnA = async () => {
      const res = await fetch(`${a.api}/api/lawyers/?${search}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { results: Array<{ name: string }> };
      return body.results.some((l) => l.name === name);
    };
    expect(await foundOnA()).toBe(false);
    const saved = await fetch(`${b.api}/api/lawyers/me/services/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify({
        services: [
          { service: 'conveyancing_sale', pricing: { kind: 'fixed', amountPence: 60_000 }, vat: 'included' },
        ],
      }),
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    let seen = await foundOnA();
    while (!seen && Date.now() - savedAt < 2000) {
      await new Promise((r) => setTimeout(r, SYNC_INTERVAL_MS / 10));
      seen = await foundOnA();
    }
    expect(seen, 'instance A finds the price saved on B within 2 s').toBe(true);
  });
});
