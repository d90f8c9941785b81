// Responses and notifications (docs/decisions/0090-cases-leads-and-notifications.md): one
// response per lawyer per case, decided by the database even for two sent at once; a closed
// case takes none; the client is told in the same transaction; the bell lists, counts and marks
// read; a verification decision tells the lawyer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FEE_KINDS,
  RESPONSE_MAX,
  RESPONSE_MIN,
  caseDetailSchema,
  caseListSchema,
  caseResponseSchema,
  notificationListSchema,
  notificationSchema,
} from '../../../src/api/cases-contract.ts';
import type {
  Notification,
  NotificationList,
  NotificationsRead,
  ResponseCreate,
} from '../../../src/api/cases-contract.ts';
import { isUniqueViolation, nowIso } from '../../../server/db/database.ts';
import { QUEUE, submittedLawyer } from '../support/profile-fixtures.ts';
import { RESPONSE, call, casesApp, client, lawyer, postCase } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens, bearer, postJson } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
let admin: string;
let owner: Person;
let amelia: Person;
let daniel: Person;
beforeAll(async () => {
  app = await casesApp();
  admin = (await adminTokens(app)).access;
  amelia = await lawyer(app, admin, 'Family Law', 'London', { name: 'Amelia Hughes' });
  daniel = await lawyer(app, admin, 'Family Law', 'Reading', { name: 'Daniel Okafor' });
});
// a new owner for each test: one client may keep only so many cases (docs/decisions/0110-limits-on-writing.md)
beforeEach(async () => {
  owner = await client(app, 'Harriet Quillfeather');
});
afterAll(async () => {
  await app.dispose();
});

const respond = (id: string, who: Person, body: unknown = RESPONSE) =>
  call(app, 'POST', `/api/cases/${id}/responses/`, who.access, body);
const bell = async (who: Person | string): Promise<NotificationList> => {
  const res = await call(app, 'GET', '/api/notifications/', typeof who === 'string' ? who : who.access);
  expect(res.statusCode).toBe(200);
  return notificationListSchema.parse(res.json());
};

describe('responding to a case', () => {
  it("keeps the response with the lawyer's card, and the owner sees it and is told", async () => {
    const id = await postCase(app, owner.access, { title: 'Children after separation' });
    const res = await respond(id, amelia);
    expect(res.statusCode).toBe(201);
    const kept = caseResponseSchema.parse(res.json());
    expect(kept).toMatchObject({
      caseId: id,
      message: RESPONSE.message,
      fee: RESPONSE.fee,
      lawyer: {
        id: String(amelia.id),
        name: 'Amelia Hughes',
        specialization: 'Family Law',
        location: 'London',
        experience: 8,
        hourlyRate: null,
        isVerified: true,
        profile_picture: expect.stringContaining(`/api/accounts/lawyers/${amelia.id}/photo/?v=`),
        verifiedAt: expect.stringMatching(/Z$/),
      },
    });
    const detail = caseDetailSchema.parse((await call(app, 'GET', `/api/cases/${id}/`, owner.access)).json());
    expect(detail.responseCount).toBe(1);
    expect(detail.responses).toEqual([kept]);
    const list = caseListSchema.parse((await call(app, 'GET', '/api/cases/', owner.access)).json()).results;
    expect(list.find((c) => c.id === id)?.responseCount).toBe(1);
    const { results } = await bell(owner);
    const told: Notification | undefined = results[0];
    expect(notificationSchema.strict().parse(told)).toEqual(told);
    expect(told).toMatchObject({
      kind: 'case_response',
      text: 'Amelia Hughes responded to your case "Children after separation"',
      link: `/cases/${id}`,
      readAt: null,
    });
  });

  it('keeps a response without a fee, and with a fee of each kind', async () => {
    const id = await postCase(app, owner.access);
    const res = await respond(id, daniel, { message: RESPONSE.message });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fee: null });
    for (const kind of FEE_KINDS) {
      const other = await postCase(app, owner.access);
      const fee = { kind, amountPence: 12_500 };
      const kept = await respond(other, daniel, { message: 'x'.repeat(RESPONSE_MAX), fee });
      expect(kept.statusCode).toBe(201);
      expect(kept.json()).toMatchObject({ fee });
    }
  });

  it('shows a lawyer only their own response; the owner sees them all, oldest first', async () => {
    const id = await postCase(app, owner.access);
    await respond(id, amelia);
    await respond(id, daniel, { message: 'A different answer, long enough to be kept.' });
    const mine = caseDetailSchema.parse((await call(app, 'GET', `/api/cases/${id}/`, daniel.access)).json());
    expect(mine.responses.map((r) => r.lawyer.name)).toEqual(['Daniel Okafor']);
    // nothing of the other lawyer's response but that there is one: how many have answered
    // (docs/decisions/0125-fair-leads-and-response-time.md)
    expect(mine).toMatchObject({ responded: true, responseCount: 2 });
    const all = caseDetailSchema.parse((await call(app, 'GET', `/api/cases/${id}/`, owner.access)).json());
    expect(all.responses.map((r) => r.lawyer.name)).toEqual(['Amelia Hughes', 'Daniel Okafor']);
  });

  it('answers a second response of the same lawyer 409', async () => {
    const id = await postCase(app, owner.access);
    expect((await respond(id, amelia)).statusCode).toBe(201);
    const again = await respond(id, amelia);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'You have already responded to this case.' });
  });

  it('keeps one of two responses sent at once, and answers the other 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await postCase(app, owner.access);
      const results = await Promise.all([respond(id, amelia), respond(id, amelia), respond(id, amelia)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      const kept = await app.ctx.db
        .selectFrom('case_responses')
        .select('id')
        .where('case_id', '=', Number(id))
        .execute();
      expect(kept).toHaveLength(1);
      // and the client was told once
      const told = await app.ctx.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', owner.id)
        .where('link', '=', `/cases/${id}`)
        .execute();
      expect(told).toHaveLength(1);
    }
  });

  it('is decided by the database: a second row for the same lawyer and case is refused', async () => {
    const id = Number(await postCase(app, owner.access));
    const row = {
      case_id: id,
      lawyer_id: daniel.id,
      message: RESPONSE.message,
      fee_kind: null,
      fee_pence: null,
      created_at: nowIso(),
    };
    await app.ctx.db.insertInto('case_responses').values(row).execute();
    const error = await app.ctx.db
      .insertInto('case_responses')
      .values(row)
      .execute()
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('refuses a response to a closed case with 409 and a reason', async () => {
    const id = await postCase(app, owner.access);
    await call(app, 'POST', `/api/cases/${id}/close/`, owner.access);
    const res = await respond(id, amelia);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'This case is closed: it takes no more responses.' });
  });

  it('refuses a lawyer not verified, or lapsed at the yearly re-check, with 403', async () => {
    const id = await postCase(app, owner.access);
    const pending = await lawyer(app, admin, 'Family Law', 'London', { approve: false });
    const lapsed = await lawyer(app, admin, 'Family Law', 'London');
    await app.ctx.db
      .updateTable('verification_requests')
      .set({ verified_at: '2020-01-01T00:00:00.000Z' })
      .where('user_id', '=', lapsed.id)
      .execute();
    for (const who of [pending, lapsed]) {
      const res = await respond(id, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'Only verified lawyers can respond to cases.' });
    }
    expect((await respond(id, owner)).statusCode).toBe(403);
    expect((await respond('999999', amelia)).statusCode).toBe(404);
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ['no message', {}, { message: ['This field is required.'] }],
    [
      'a short message',
      { message: 'x'.repeat(RESPONSE_MIN - 1) },
      { message: ['Ensure this field has at least 20 characters.'] },
    ],
    [
      'spaces around a short message',
      { message: `   ${'x'.repeat(RESPONSE_MIN - 1)}   ` },
      { message: ['Ensure this field has at least 20 characters.'] },
    ],
    [
      'a long message',
      { message: 'x'.repeat(RESPONSE_MAX + 1) },
      { message: ['Ensure this field has no more than 2000 characters.'] },
    ],
    [
      'a null character',
      { message: `${'x'.repeat(20)}\u0000` },
      { message: ['Null characters are not allowed.'] },
    ],
    [
      'a fee of no kind',
      { ...RESPONSE, fee: { kind: 'daily', amountPence: 100 } },
      { 'fee.kind': ['"daily" is not a valid choice.'] },
    ],
    [
      'a negative fee',
      { ...RESPONSE, fee: { kind: 'fixed', amountPence: -1 } },
      { 'fee.amountPence': ['Ensure this value is greater than or equal to 0.'] },
    ],
    [
      'pounds for pence',
      { ...RESPONSE, fee: { kind: 'fixed', amountPence: 95.5 } },
      { 'fee.amountPence': ['A valid integer is required.'] },
    ],
    [
      'a fee without an amount',
      { ...RESPONSE, fee: { kind: 'hourly' } },
      { 'fee.amountPence': ['This field is required.'] },
    ],
    ['an unknown field', { ...RESPONSE, rating: 5 }, { rating: ['This field is not allowed.'] }],
  ])('refuses %s with 400 and field messages', async (_, body, errors) => {
    const id = await postCase(app, owner.access);
    const res = await respond(id, amelia, body as ResponseCreate);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });
});

describe('the notification bell', () => {
  it('lists newest first with the unread count, marks some read, then all', async () => {
    const me = await client(app, 'Olive Brennan');
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const id = await postCase(app, me.access, { title });
      ids.push(id);
      await respond(id, amelia);
    }
    const before = await bell(me);
    expect(before.unread).toBe(3);
    expect(before.results.map((n) => n.text)).toEqual([
      'Amelia Hughes responded to your case "Three"',
      'Amelia Hughes responded to your case "Two"',
      'Amelia Hughes responded to your case "One"',
    ]);
    const [newest, , oldest] = before.results;
    // another user's notification, and ids of none, are ignored
    await respond(await postCase(app, owner.access, { title: 'Someone else' }), amelia);
    const foreign = (await bell(owner)).results[0]?.id ?? '1';
    const read: NotificationsRead = { ids: [newest?.id ?? '', oldest?.id ?? '', foreign, '999999', 'abc'] };
    const some = await postJson(app, '/api/notifications/read/', read, bearer(me.access));
    expect(some.statusCode).toBe(200);
    const after = notificationListSchema.parse(some.json());
    expect(after.unread).toBe(1);
    expect(after.results.map((n) => n.readAt !== null)).toEqual([true, false, true]);
    expect(after.results[0]?.readAt).toMatch(/Z$/);
    expect((await bell(owner)).results.find((n) => n.id === foreign)?.readAt).toBeNull();

    const all = await app.api.inject({
      method: 'POST',
      url: '/api/notifications/read/',
      headers: bearer(me.access),
    });
    expect(all.statusCode).toBe(200);
    expect(notificationListSchema.parse(all.json()).unread).toBe(0);
    // the time a notification was first read stays
    expect((await bell(me)).results[0]?.readAt).toBe(after.results[0]?.readAt);
  });

  it('shows the newest 50 and counts every unread one', async () => {
    const me = await client(app);
    const at = nowIso();
    await app.ctx.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          user_id: me.id,
          kind: 'test',
          text: `n${i}`,
          link: null,
          created_at: at,
        })),
      )
      .execute();
    // a page of 20, newest first; the count and the unread count cover all sixty
    const first = await bell(me);
    expect([first.unread, first.count, first.results.length]).toEqual([60, 60, 20]);
    expect(first.results[0]?.text).toBe('n59');
    expect(first.next).toMatch(/\/api\/notifications\/\?page=2$/);
    expect(first.previous).toBeNull();
    const last = notificationListSchema.parse(
      (await app.api.inject({ url: '/api/notifications/?page=3', headers: bearer(me.access) })).json(),
    );
    expect([last.results.length, last.results.at(-1)?.text, last.next]).toEqual([20, 'n0', null]);
  });

  it("tells a lawyer of a new lead when the case is kept, linking to the lead's page", async () => {
    const me = await client(app);
    const id = await postCase(app, me.access, { title: 'Told at once', location: 'Reading' });
    const { results } = await bell(daniel);
    expect(results[0]).toMatchObject({
      kind: 'new_lead',
      text: 'New case in Family Law near Reading: "Told at once"',
      // the lawyer's page of the lead in the SPA, not the client's /cases/{id}
      link: `/leads/${id}`,
    });
  });

  it.each([
    ['approve', {}, 'Your verification was approved'],
    ['request-info', { message: 'Please send a clearer ID.' }, 'Your verification needs more information'],
    ['reject', { reason: 'The certificate has expired.' }, 'Your verification was not approved'],
  ])('tells the lawyer of a verification decision: %s', async (action, body, text) => {
    const submitted = await submittedLawyer(app, admin);
    const res = await postJson(app, `${QUEUE}/${submitted.item.id}/${action}/`, body, bearer(admin));
    expect(res.statusCode).toBe(200);
    const { unread, results } = await bell(submitted.tokens.access);
    expect(unread).toBe(1);
    expect(results[0]).toMatchObject({ kind: 'verification', text, link: '/lawyer-profile' });
  });

  it('is for every signed-in user, and refuses what is not a list of ids with 400', async () => {
    expect((await bell(admin)).results).toEqual([]);
    expect((await app.api.inject({ url: '/api/notifications/' })).statusCode).toBe(401);
    for (const [body, errors] of [
      [{ ids: 'all' }, { ids: ['Expected array.'] }],
      [
        { ids: Array.from({ length: 201 }, (_, i) => String(i + 1)) },
        { ids: ['Ensure this field has no more than 200 elements.'] },
      ],
      [{ all: true }, { all: ['This field is not allowed.'] }],
    ] as const) {
      const res = await postJson(app, '/api/notifications/read/', body, bearer(owner.access));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
    }
  });
});
