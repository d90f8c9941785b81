// POST /api/accounts/me/delete/: what goes and what stays (docs/decisions/0102-your-data.md),
// the password check, the last admin, the other side's notice, and the files in the store.
import { afterEach, describe, expect, it } from 'vitest';
import { FORMER_CLIENT } from '../../../server/rules/disclosure.ts';
import { caseDetailSchema } from '../../../src/api/cases-contract.ts';
import { reviewPageSchema } from '../../../src/api/reviews-contract.ts';
import type { Db } from '../../../server/db/schema.ts';
import { ADMIN, PASSWORD, bearer, login, postJson } from '../support/helpers.ts';
import { market } from './account-fixtures.ts';
import type { Market, Person } from './account-fixtures.ts';
import { call } from '../support/cases-fixtures.ts';

let m: Market | undefined;
afterEach(async () => {
  await m?.w.app.dispose();
  m = undefined;
});

const remove = (mk: Market, who: { access: string }, body: object = { password: PASSWORD }) =>
  postJson(mk.w.app, '/api/accounts/me/delete/', body, bearer(who.access));

// table and column by name, for the table of fates below
const count = async (db: Db, table: string, column: string, id: number) => {
  const row = await db
    .selectFrom(table as 'users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(column as 'id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** [table, the column naming the person, what deletion does to their rows] */
type Fate = 'goes' | 'stays';
const CLIENT_ROWS: Array<[string, string, Fate]> = [
  ['refresh_tokens', 'user_id', 'goes'],
  ['calendar_tokens', 'user_id', 'goes'],
  ['notifications', 'user_id', 'goes'],
  ['mail_outbox', 'user_id', 'goes'],
  ['account_tokens', 'user_id', 'goes'],
  ['review_reports', 'reporter_id', 'goes'],
  ['users', 'id', 'stays'],
  ['cases', 'client_id', 'stays'],
  ['consultations', 'client_id', 'stays'],
];
const LAWYER_ROWS: Array<[string, string, Fate]> = [
  ['refresh_tokens', 'user_id', 'goes'],
  ['calendar_tokens', 'user_id', 'goes'],
  ['notifications', 'user_id', 'goes'],
  ['mail_outbox', 'user_id', 'goes'],
  ['account_tokens', 'user_id', 'goes'],
  ['documents', 'user_id', 'goes'],
  ['lawyer_availability', 'user_id', 'goes'],
  ['verification_requests', 'user_id', 'goes'],
  ['users', 'id', 'stays'],
  ['lawyer_profiles', 'user_id', 'stays'],
  ['case_responses', 'lawyer_id', 'stays'],
  ['consultations', 'lawyer_id', 'stays'],
  ['reviews', 'lawyer_id', 'stays'],
  ['verification_events', 'user_id', 'stays'],
];

async function notificationsOf(mk: Market, who: Person) {
  const res = await call(mk.w.app, 'GET', '/api/notifications/', who.access);
  return (res.json() as { results: Array<{ kind: string; text: string }> }).results;
}

async function consultationRow(mk: Market, id: string) {
  return mk.w.app.ctx.db
    .selectFrom('consultations')
    .selectAll()
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
}

describe.each([
  ['client', CLIENT_ROWS],
  ['lawyer', LAWYER_ROWS],
] as const)('a %s deletes their account', (role, rows) => {
  it('removes what is only theirs, keeps what others rely on, and tells the other side', async () => {
    const mk = (m = await market());
    const db = mk.w.app.ctx.db;
    const [who, other] = role === 'client' ? [mk.client, mk.lawyer] : [mk.lawyer, mk.client];
    const feed = await call(mk.w.app, 'POST', '/api/calendar/token/', who.access);
    expect(feed.statusCode).toBe(201);
    const refresh = (await login(mk.w.app, who.email, PASSWORD)).tokens.refresh;
    for (const [table, column] of rows)
      expect(await count(db, table, column, who.id), table).toBeGreaterThan(0);
    const files = (
      await db.selectFrom('documents').select('stored_name').where('user_id', '=', who.id).execute()
    ).map((f) => f.stored_name);

    const res = await remove(mk, who);
    expect(res.statusCode, res.body).toBe(204);

    for (const [table, column, fate] of rows) {
      const n = await count(db, table, column, who.id);
      if (fate === 'goes') expect(n, `${table} goes`).toBe(0);
      else expect(n, `${table} stays`).toBeGreaterThan(0);
    }
    const user = await db.selectFrom('users').selectAll().where('id', '=', who.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: `deleted-${who.id}@deleted.invalid`, name: '', is_verified: 0 });
    expect(user.deleted_at).not.toBeNull();

    // the upcoming consultation is cancelled and the other side told; the completed one stays
    expect(await consultationRow(mk, mk.upcomingId)).toMatchObject({
      status: 'cancelled',
      reason: 'The account was deleted.',
      closed_by: role,
    });
    expect((await consultationRow(mk, mk.completedId)).status).toBe('completed');
    const told = (await notificationsOf(mk, other)).filter((n) => n.kind === 'consultation_cancelled');
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toMatch(role === 'client' ? /^Harriet cancelled/ : /^Alex Morgan cancelled/);

    // every way back in is closed; the e-mail is free again
    expect(
      (await postJson(mk.w.app, '/api/accounts/login/', { email: who.email, password: PASSWORD })).statusCode,
    ).toBe(401);
    expect((await call(mk.w.app, 'GET', '/api/accounts/me/', who.access)).statusCode).toBe(401);
    expect((await postJson(mk.w.app, '/api/accounts/token/refresh/', { refresh })).statusCode).toBe(401);
    const again = await postJson(mk.w.app, '/api/accounts/register/', {
      name: 'Someone New',
      email: who.email,
      password: PASSWORD,
      userType: role,
    });
    expect(again.statusCode, again.body).toBe(201);

    if (role === 'client') {
      // the lawyer's records of the consultations stay, naming the client as a former client,
      // whole, in every state
      const past = await call(mk.w.app, 'GET', '/api/consultations/?when=past', mk.lawyer.access);
      const names = past.json().results.map((c: { client: { name: string } }) => c.client.name);
      expect(names.length).toBeGreaterThan(1);
      expect(new Set(names)).toEqual(new Set([FORMER_CLIENT]));
      // the number and the note of the request that was never agreed are gone, from the answer
      // and from the database; the completed consultation keeps what the lawyer had
      const cancelled = past.json().results.find((c: { id: string }) => c.id === mk.upcomingId);
      expect(cancelled).toMatchObject({ phone: null, note: null });
      expect(await consultationRow(mk, mk.upcomingId)).toMatchObject({ phone: null, note: null });
      // the review stays, without the client's name
      const reviews = reviewPageSchema.parse(
        (await mk.w.app.api.inject({ url: `/api/lawyers/${mk.lawyer.id}/reviews/` })).json(),
      );
      expect(reviews.results).toEqual([
        expect.objectContaining({ id: String(mk.reviewId), clientFirstName: null }),
      ]);
      expect(
        (
          await db
            .selectFrom('cases')
            .select('status')
            .where('id', '=', Number(mk.caseId))
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('closed');
    } else {
      for (const name of files) expect(await mk.w.app.ctx.store.list()).not.toContain(name);
      expect(files).toHaveLength(4);
      // no longer public, bookable or a lead; the client's case page still shows the response
      expect((await mk.w.app.api.inject({ url: `/api/lawyers/${mk.lawyer.id}/` })).statusCode).toBe(404);
      const slots = await call(
        mk.w.app,
        'GET',
        `/api/lawyers/${mk.lawyer.id}/slots/?from=2030-01-01&days=7`,
        mk.client.access,
      );
      expect(slots.statusCode).toBe(404);
      const page = caseDetailSchema.parse(
        (await call(mk.w.app, 'GET', `/api/cases/${mk.caseId}/`, mk.client.access)).json(),
      );
      expect(
        page.responses.map((r) => [r.lawyer.name, r.lawyer.isVerified, r.lawyer.profile_picture]),
      ).toEqual([['Alex Morgan', false, null]]);
      const changes = await db
        .selectFrom('lawyer_changes')
        .select('seq')
        .where('user_id', '=', mk.lawyer.id)
        .execute();
      expect(changes.length).toBeGreaterThan(1);
    }
  });
});

describe('refusals', () => {
  it.each([
    ['a wrong password', { password: 'Not-The-Password-1' }],
    ['no password', {}],
  ])('%s is 400 on password and changes nothing', async (_, body) => {
    const mk = (m = await market());
    const db = mk.w.app.ctx.db;
    const before = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', mk.client.id)
      .executeTakeFirstOrThrow();
    const res = await remove(mk, mk.client, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json() as object)).toEqual(['password']);
    expect(
      await db.selectFrom('users').selectAll().where('id', '=', mk.client.id).executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect((await consultationRow(mk, mk.upcomingId)).status).toBe('requested');
    expect(await count(db, 'notifications', 'user_id', mk.client.id)).toBeGreaterThan(0);
    expect((await call(mk.w.app, 'GET', '/api/accounts/me/', mk.client.access)).statusCode).toBe(200);
  });

  it('the last admin is 409; with another admin the deletion goes through', async () => {
    const mk = (m = await market());
    const db = mk.w.app.ctx.db;
    const res = await postJson(
      mk.w.app,
      '/api/accounts/me/delete/',
      { password: ADMIN.password },
      bearer(mk.w.admin),
    );
    expect(res.statusCode).toBe(409);
    expect((res.json() as { detail: string }).detail).toMatch(/last admin/);
    const admin = await db
      .selectFrom('users')
      .select(['email', 'deleted_at'])
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin).toEqual({ email: ADMIN.email, deleted_at: null });

    await db
      .insertInto('users')
      .values({
        email: 'second.admin@example.test',
        name: 'Second Admin',
        role: 'admin',
        password_hash: 'x',
        is_verified: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const second = await postJson(
      mk.w.app,
      '/api/accounts/me/delete/',
      { password: ADMIN.password },
      bearer(mk.w.admin),
    );
    expect(second.statusCode, second.body).toBe(204);
  });

  it('a file store that fails after the commit is logged, not answered 5xx', async () => {
    const mk = (m = await market());
    const store = mk.w.app.ctx.store;
    const original = store.remove.bind(store);
    store.remove = () => Promise.reject(new Error('store is down'));
    try {
      const res = await remove(mk, mk.lawyer);
      expect(res.statusCode, res.body).toBe(204);
      expect(await count(mk.w.app.ctx.db, 'documents', 'user_id', mk.lawyer.id)).toBe(0);
    } finally {
      store.remove = original;
    }
  });
});
