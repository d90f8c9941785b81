// The download checked against the database, table by table
// (docs/decisions/0114-the-export-checked-table-by-table.md): every real column of the migrated
// database is in the coverage map (server/repo/account-export-coverage.ts), exported or excluded
// with a reason, and every column the map says is exported carries a value in the download of a
// client and a lawyer who have used every part of the service. A consultation is downloaded as
// the consultations list shows it to that side, and no token, fingerprint or link leaves.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportPageSchema } from '../../../src/api/account-data-contract.ts';
import type { AccountExportPage } from '../../../src/api/account-data-contract.ts';
import { calendarTokenSchema, consultationListSchema } from '../../../src/api/booking-contract.ts';
import type { Consultation } from '../../../src/api/booking-contract.ts';
import { refreshResponseSchema } from '../../../src/api/contract.ts';
import type { Db } from '../../../server/db/schema.ts';
import { markSent } from '../../../server/mail/outbox.ts';
import { EXPORT_COVERAGE } from '../../../server/repo/account-export-coverage.ts';
import { CHANGE_ENDED } from '../../../server/services/accounts/passwords.ts';
import { onPostgres } from '../support/backing.ts';
import { call, postCase } from '../support/cases-fixtures.ts';
import { act, booked, MEETING_URL, OFFICE, slots } from '../support/consultations-fixtures.ts';
import { conversationListSchema } from '../../../src/api/conversations-contract.ts';
import { samplePdf } from '../../../server/seed/sample-files.ts';
import { PASSWORD, bearer, login, makeApp, multipart, postJson } from '../support/helpers.ts';
import type { Person } from './account-fixtures.ts';
import { market } from './account-fixtures.ts';
import type { Market } from './account-fixtures.ts';

/** Kysely's own tables: the migrator's record and lock, not the service's data. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** `table.column` of every column the database has. */
async function realColumns(db: Db): Promise<string[]> {
  if (onPostgres()) {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema()`.execute(db);
    return rows
      .filter((r) => !MIGRATOR_TABLES.includes(r.table_name))
      .map((r) => `${r.table_name}.${r.column_name}`);
  }
  const { rows: tables } = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  const columns = await Promise.all(
    tables
      .filter((t) => !MIGRATOR_TABLES.includes(t.name))
      .map(async (t) => {
        const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${t.name})`.execute(
          db,
        );
        return rows.map((c) => `${t.name}.${c.name}`);
      }),
  );
  return columns.flat();
}

const mapped = Object.entries(EXPORT_COVERAGE).flatMap(([table, coverage]) =>
  Object.entries(coverage.columns).map(([column, where]) => ({ column: `${table}.${column}`, where })),
);

describe('the coverage map of the download', () => {
  it('names every column the migrated database has, and none it does not', async () => {
    const app = await makeApp();
    try {
      const real = await realColumns(app.ctx.db);
      const listed = mapped.map((m) => m.column);
      expect(
        real.filter((c) => !listed.includes(c)).sort(),
        'in neither list: export each in server/repo/account-export.ts, or exclude it with a reason, in server/repo/account-export-coverage.ts',
      ).toEqual([]);
      expect(
        listed.filter((c) => !real.includes(c)).sort(),
        'listed in server/repo/account-export-coverage.ts, but the database has no such column',
      ).toEqual([]);
    } finally {
      await app.dispose();
    }
  });

  it('says where each exported column is and why each excluded one is not', () => {
    for (const { column, where } of mapped) {
      if ('in' in where) {
        expect(where.in.length, column).toBeGreaterThan(0);
        for (const path of where.in) expect(path, column).toMatch(/^[a-zA-Z]+(\[\])?(\.[a-zA-Z]+(\[\])?)*$/);
      } else {
        expect(where.excluded.length, `${column}: a reason a person would accept`).toBeGreaterThan(20);
      }
    }
    for (const [table, coverage] of Object.entries(EXPORT_COVERAGE))
      expect(coverage.rows.length, table).toBeGreaterThan(0);
  });
});

/** Every value at a path of the export: `a.b` a field, `a[].b` that field of each element of a list. */
function valuesAt(data: unknown, path: string): unknown[] {
  let found: unknown[] = [data];
  for (const step of path.split('.')) {
    const list = step.endsWith('[]');
    const key = list ? step.slice(0, -2) : step;
    found = found.flatMap((value) => {
      if (value === null || typeof value !== 'object') return [];
      const next = (value as Record<string, unknown>)[key];
      if (!list) return [next];
      return Array.isArray(next) ? (next as unknown[]) : [];
    });
  }
  return found;
}

/** a value a person can read: not missing, not null, not an empty text or list */
const filled = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

const SERVICES = {
  services: [
    {
      service: 'other',
      name: 'Consent order for a financial settlement',
      pricing: { kind: 'range', fromPence: 90_000, toPence: 150_000 },
      vat: 'excluded',
      disbursements: [{ name: 'Court fee', amountPence: 5_800 }],
      stages: ['We agree the terms with both of you', 'We send the order to the court'],
      timescale: 'Usually 6 to 10 weeks',
      whoDoesTheWork: 'Alex Morgan, a solicitor of 12 years',
      description: 'Turning an agreement about money into an order the court approves.',
    },
  ],
  indemnityInsurance: { insurer: 'Northgate Underwriting', coverPence: 300_000_000 },
  complaints: 'https://morgan-family-law.example/complaints',
};
const NEW_ADDRESS = 'harriet.new@example.test';
const NEW_PASSWORD = 'Another-Horse-73-Lantern';
const HIDDEN_REASON = 'It names the other parent.';

interface Everything {
  m: Market;
  /** the client's second session: renewed once, then ended by the password change */
  otherSession: { access: string; refresh: string | undefined };
  /** the address-confirmation link's token, as the e-mail carried it */
  linkToken: string;
  feedUrls: string[];
  client: AccountExportPage;
  lawyer: AccountExportPage;
}

async function exportOf(m: Market, who: Person): Promise<AccountExportPage> {
  const res = await call(m.w.app, 'GET', '/api/accounts/me/export/?page=1', who.access);
  if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode} ${res.body}`);
  const page = accountExportPageSchema.parse(res.json());
  // everything built here fits in one page, so that one page is the whole download
  if (page.next !== null) throw new Error('more than one page');
  return page;
}

/** The answer, once it is one of the statuses asked for; else the test's set-up fails, saying which call. */
async function ok<R extends { statusCode: number; body: string }>(
  res: Promise<R>,
  what: string,
  status = [200, 201, 202, 204],
): Promise<R> {
  const answer = await res;
  if (!status.includes(answer.statusCode)) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
  return answer;
}

/**
 * A client and a lawyer who have used every part of the service: on top of the market of
 * account-fixtures.ts, the client's address confirmed by its link (so the rest is e-mailed too),
 * a confirmed in-person and a confirmed video consultation, a declined one, a lead hidden, a case
 * closed, a reply to the review, notifications read, a new address asked for, a second session
 * renewed and then ended by a password change, calendar feeds, an e-mail sent, and a message with
 * a file in the conversation the response opened, read by the lawyer. The columns no call of this
 * part fills (a request's reason and proposed change, an admin's note, a fee, a held and hidden
 * review) are written as rows.
 */
async function everything(): Promise<Everything> {
  const m = await market();
  const { w, client, lawyer } = m;
  const db = w.app.ctx.db;

  // the address confirmed by the link its e-mail carried: from now on the client is e-mailed too
  const confirmation = await db
    .selectFrom('mail_outbox')
    .select(['id', 'link'])
    .where('user_id', '=', client.id)
    .where('kind', '=', 'verify_email')
    .executeTakeFirstOrThrow();
  const linkToken = new URL(confirmation.link ?? '', 'http://localhost').searchParams.get('token') ?? '';
  await ok(postJson(w.app, '/api/accounts/email/verify/', { token: linkToken }), 'confirm address');
  await markSent(db, confirmation.id, w.now());

  // confirmed in person and by video: the client was shown the office and the link
  const free = (await slots(w, client, lawyer.id)).slots;
  const [inPersonAt, videoAt, declinedAt] = [free[4], free[6], free[8]];
  if (!inPersonAt || !videoAt || !declinedAt) throw new Error('no slot');
  const inPerson = await booked(w, client, lawyer.id, inPersonAt, { type: 'in_person' });
  await ok(act(w, lawyer, inPerson.id, 'confirm'), 'confirm in person');
  const video = await booked(w, client, lawyer.id, videoAt);
  await ok(act(w, lawyer, video.id, 'confirm'), 'confirm video');
  const declined = await booked(w, client, lawyer.id, declinedAt);
  await ok(act(w, lawyer, declined.id, 'decline', { reason: 'I am in court that morning.' }), 'decline');
  // a phone consultation that started an hour ago, which the client did not attend: the lawyer
  // reports it (docs/decisions/0129-cancellation-policy-and-no-shows.md)
  const hourAgo = w.now() - 60 * 60_000;
  const missed = await db
    .insertInto('consultations')
    .values({
      lawyer_id: lawyer.id,
      client_id: client.id,
      type: 'phone',
      starts_at: new Date(hourAgo).toISOString(),
      ends_at: new Date(hourAgo + 30 * 60_000).toISOString(),
      blocked_until: new Date(hourAgo + 30 * 60_000).toISOString(),
      status: 'confirmed',
      fee_pence: 9000,
      phone: '07700 900123',
      created_at: new Date(hourAgo - 3 * 24 * 60 * 60_000).toISOString(),
      updated_at: new Date(hourAgo - 3 * 24 * 60 * 60_000).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ok(act(w, lawyer, String(missed.id), 'no-show', { note: 'No answer on the phone.' }), 'no-show');

  // a lead the lawyer hid, on a case the client then closed
  const second = await postCase(w.app, client.access, { title: 'Moving abroad with my daughter' });
  await ok(call(w.app, 'POST', `/api/cases/${second}/dismiss/`, lawyer.access), 'dismiss');
  await ok(call(w.app, 'POST', `/api/cases/${second}/close/`, client.access), 'close');

  await ok(
    call(w.app, 'POST', `/api/reviews/${m.reviewId}/reply/`, lawyer.access, { text: 'Thank you, Harriet.' }),
    'reply',
  );
  await ok(call(w.app, 'POST', '/api/notifications/read/', client.access, {}), 'read');

  // the conversation the response opened: the client's message with a file, read by the lawyer
  const conversations = await ok(call(w.app, 'GET', '/api/conversations/', client.access), 'conversations');
  const conversation = conversationListSchema.parse(conversations.json()).results[0];
  if (!conversation) throw new Error('no conversation');
  const form = await multipart([
    ['text', 'My statement is attached.'],
    ['files', { filename: 'statement.pdf', content: samplePdf('Statement'), type: 'application/pdf' }],
  ]);
  await ok(
    w.app.api.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages/`,
      headers: { ...bearer(client.access), ...form.headers },
      payload: form.payload,
    }),
    'message',
  );
  await ok(call(w.app, 'POST', `/api/conversations/${conversation.id}/read/`, lawyer.access), 'read message');

  await ok(
    call(w.app, 'POST', '/api/accounts/me/email/', client.access, { email: NEW_ADDRESS, password: PASSWORD }),
    'new address',
  );

  // a second session, renewed once, then ended by a new password asked for from the first
  const other = (await login(w.app, client.email, PASSWORD)).tokens;
  const renewed = refreshResponseSchema.parse(
    (await ok(postJson(w.app, '/api/accounts/token/refresh/', { refresh: other.refresh }), 'refresh')).json(),
  );
  await ok(
    call(w.app, 'POST', '/api/accounts/me/password/', client.access, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    }),
    'new password',
  );

  // the lawyer's services and prices (docs/services-and-prices.md): a range, and one of their own
  await ok(
    w.app.api.inject({
      method: 'PUT',
      url: '/api/lawyers/me/services/',
      headers: bearer(lawyer.access),
      payload: SERVICES,
    }),
    'services',
  );

  const feedUrls = await Promise.all(
    [client, lawyer].map(async (who) => {
      const res = await ok(call(w.app, 'POST', '/api/calendar/token/', who.access), 'feed');
      return calendarTokenSchema.parse(res.json()).url;
    }),
  );

  // what other parts' calls fill (tests/server/verification, tests/server/reviews), as rows
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  const at = new Date(w.now()).toISOString();
  await db
    .updateTable('lawyer_profiles')
    .set({ hourly_rate_pence: 18000, first_fee_pence: 5000 })
    .where('user_id', '=', lawyer.id)
    .execute();
  await db
    .updateTable('verification_requests')
    .set({
      reason: 'The certificate was out of date.',
      message: 'Please send the certificate for this year.',
      proposed: JSON.stringify({
        full_name: 'Alex Morgan-Reyes',
        regulator: 'SRA',
        license_number: 'SRA-654321',
      }),
    })
    .where('user_id', '=', lawyer.id)
    .execute();
  await db
    .updateTable('verification_events')
    .set({ note: 'Checked against the SRA register.' })
    .where('user_id', '=', lawyer.id)
    .execute();
  await db
    .insertInto('reviews')
    .values({
      consultation_id: Number(declined.id),
      lawyer_id: lawyer.id,
      rating: 2,
      text: 'He named my former partner in his reply.',
      created_at: at,
      held: JSON.stringify(['booked_late']),
      published_at: at,
      hidden_at: at,
      hidden_reason: HIDDEN_REASON,
      hidden_by: admin.id,
      decided_at: at,
    })
    .execute();

  return {
    m,
    otherSession: { access: renewed.access, refresh: renewed.refresh },
    linkToken,
    feedUrls,
    client: await exportOf(m, client),
    lawyer: await exportOf(m, lawyer),
  };
}

describe('the download of a client and a lawyer who used every part of the service', () => {
  let e: Everything;
  beforeAll(async () => {
    e = await everything();
  });
  afterAll(async () => {
    await e.m.w.app.dispose();
  });

  it('carries a value at every place the coverage map names', () => {
    const empty = mapped.flatMap(({ column, where }) =>
      'in' in where
        ? where.in
            .filter((path) => ![e.client, e.lawyer].some((data) => valuesAt(data, path).some(filled)))
            .map((path) => `${column} → ${path}`)
        : [],
    );
    expect(empty, 'listed as exported, yet empty in both downloads').toEqual([]);
  });

  it('holds each consultation as the consultations list shows it to that side', async () => {
    const { m } = e;
    for (const [who, data, side] of [
      [m.client, e.client, 'client'],
      [m.lawyer, e.lawyer, 'lawyer'],
    ] as const) {
      const listed: Consultation[] = [];
      for (const when of ['upcoming', 'past']) {
        const res = await call(m.w.app, 'GET', `/api/consultations/?when=${when}`, who.access);
        listed.push(...consultationListSchema.parse(res.json()).results);
      }
      expect(data.consultations.map((c) => c.id).sort()).toEqual(listed.map((c) => c.id).sort());
      for (const c of listed) {
        expect(
          data.consultations.find((x) => x.id === c.id),
          `${side}: ${c.id}`,
        ).toEqual({
          id: c.id,
          side,
          with:
            side === 'client'
              ? { role: 'lawyer', name: c.lawyer.name }
              : { role: 'client', name: c.client.name },
          caseId: c.caseId,
          type: c.type,
          startsAt: c.startsAt,
          endsAt: c.endsAt,
          status: c.status,
          feePence: c.feePence,
          phone: c.phone,
          note: c.note,
          joinUrl: c.joinUrl,
          address: c.address,
          reason: c.reason,
          closedBy: c.closedBy,
          noShowBy: c.noShowBy,
          freeUntilHours: c.freeUntilHours,
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
        });
      }
    }
    // what the client was shown of the confirmed ones: the office, and the link
    const confirmed = e.client.consultations.filter((c) => c.status === 'confirmed');
    expect(confirmed.map((c) => [c.type, c.address, c.joinUrl]).sort()).toEqual([
      ['in_person', OFFICE, null],
      ['video', null, MEETING_URL],
    ]);
  });

  it("lists the client's sessions, e-mails and links by their times, the feed by its date", () => {
    const { client } = e;
    expect(client.account.emailVerifiedAt).not.toBeNull();
    // two sessions, started within the same second: told apart by how they ended
    expect(client.sessions).toHaveLength(2);
    const ended = client.sessions.find((s) => s.endedAt !== null);
    const asking = client.sessions.find((s) => s.endedAt === null);
    expect(asking).toMatchObject({ endedReason: null });
    expect(ended).toMatchObject({ endedReason: CHANGE_ENDED });
    expect(ended?.lastUsedAt).not.toBeNull();
    expect(Date.parse(ended?.startedAt ?? '')).toBeLessThanOrEqual(Date.parse(ended?.lastUsedAt ?? ''));
    expect(client.emails.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['verify_email', 'notification', 'change_email', 'password_changed']),
    );
    expect(client.emails.find((m) => m.kind === 'change_email')?.to).toBe(NEW_ADDRESS);
    expect(client.emails.find((m) => m.kind === 'verify_email')?.sentAt).not.toBeNull();
    expect(client.links.map((l) => [l.purpose, l.newEmail, l.usedAt === null])).toEqual([
      ['verify_email', null, false],
      ['change_email', NEW_ADDRESS, true],
    ]);
    expect(client.calendarFeed?.since).toEqual(expect.any(String));
    expect(e.lawyer.leadsHidden).toHaveLength(1);
    expect(client.reviewsWritten.find((r) => r.hidden)).toMatchObject({
      hiddenReason: HIDDEN_REASON,
      heldFor: ['booked_late'],
    });
  });

  it('holds no token, no fingerprint of one and no link that carries one', async () => {
    const db = e.m.w.app.ctx.db;
    const text = JSON.stringify([e.client, e.lawyer]);
    const kept = [
      ...(await db.selectFrom('account_tokens').select('token_hash as v').execute()),
      ...(await db.selectFrom('calendar_tokens').select('token_hash as v').execute()),
      ...(await db.selectFrom('refresh_tokens').select('jti as v').execute()),
      ...(await db.selectFrom('refresh_tokens').select('family as v').execute()),
    ].map((r) => r.v);
    const feedTokens = e.feedUrls.map((url) => url.slice(url.lastIndexOf('/') + 1, -'.ics'.length));
    for (const secret of [
      ...kept,
      ...feedTokens,
      e.linkToken,
      e.otherSession.access,
      e.otherSession.refresh ?? '',
      e.m.client.access,
    ]) {
      expect(secret.length).toBeGreaterThan(20);
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/token=/);
  });
});
