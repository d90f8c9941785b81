// The notification e-mails (docs/decisions/0092-notification-bell-and-mail.md,
// docs/decisions/0112-one-mail-outbox.md), against a local SMTP server started here: a
// notification's e-mail is written to the outbox with it and mailed after the commit, to a
// confirmed address only; one e-mail per notification however many instances send; none without
// SMTP; a mail server that is down is tried again later, logged, and never stops the API answering.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMailDispatcher } from '../../../server/mail/dispatcher.ts';
import type { MailDispatcher, MailLog } from '../../../server/mail/dispatcher.ts';
import { MAX_ATTEMPTS, claimDue } from '../../../server/mail/outbox.ts';
import { notify } from '../../../server/repo/notifications.ts';
import { createMailer } from '../../../server/mail/smtp.ts';
import { attachMail } from '../../../server/mail/attach.ts';
import type { FastifyInstance } from 'fastify';
import { RESPONSE, approveLawyer, call, client, lawyer, postCase } from '../support/cases-fixtures.ts';
import type { Person } from '../support/cases-fixtures.ts';
import { adminTokens, makeApp } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { freshBacking } from '../support/backing.ts';
import { freePort, startSmtpSink } from '../support/smtp-sink.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';

const WEB = 'https://lawmatch.example/app';
const FROM = 'LawMatch <no-reply@lawmatch.example>';
const smtpEnv = (port: number, more: Record<string, string> = {}) => ({
  REGISTER_MAX_PER_IP: '10000',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  SMTP_FROM: FROM,
  PUBLIC_WEB_URL: WEB,
  ...more,
});

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const rowsOf = (app: TestApp, userId: number) =>
  app.ctx.db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'text',
      'mailed_at',
      'attempts as mail_attempts',
      'next_at as mail_next_at',
      'error as mail_error',
    ])
    .where('user_id', '=', userId)
    .where('kind', '=', 'notification')
    .orderBy('id')
    .execute();

/** Every account so far follows its confirmation link (only confirmed addresses get notifications). */
const confirmAll = (app: TestApp) =>
  app.ctx.db
    .updateTable('users')
    .set({ email_verified_at: new Date().toISOString() })
    .where('email_verified_at', 'is', null)
    .execute();

const CONFIRM_SUBJECT = 'Confirm your e-mail address for LawMatch';
const notices = (smtp: SmtpSink, email: string) =>
  smtp.received.filter((m) => m.to.includes(email) && m.subject !== CONFIRM_SUBJECT);

const opened: Array<{ dispose(): Promise<void> }> = [];
const sinks: SmtpSink[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((a) => a.dispose()));
  await Promise.all(sinks.splice(0).map((s) => s.close()));
});
async function sink(port = 0): Promise<SmtpSink> {
  const s = await startSmtpSink(port);
  sinks.push(s);
  return s;
}
async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const made = await makeApp({ REGISTER_MAX_PER_IP: '10000', ...env });
  opened.push(made);
  return made;
}

/** A client with a case that a London family lawyer has answered; the response's id. */
async function answeredCase(a: TestApp) {
  const admin = (await adminTokens(a)).access;
  const owner = await client(a, 'Harriet Quillfeather');
  const pending = await lawyer(a, admin, 'Family Law', 'London', { name: 'Amelia Hughes', approve: false });
  await confirmAll(a);
  const amelia = await approveLawyer(a, admin, pending);
  const caseId = await postCase(a, owner.access, { title: 'Children after separation' });
  const res = await call(a, 'POST', `/api/cases/${caseId}/responses/`, amelia.access, RESPONSE);
  expect(res.statusCode).toBe(201);
  return { owner, amelia, caseId };
}

describe('notification e-mails through SMTP', () => {
  it('sends a response to a case as exactly one e-mail to the client, with its text and an absolute link', async () => {
    const smtp = await sink();
    const a = await app(smtpEnv(smtp.port));
    expect(a.mail).not.toBeNull();
    const { owner, amelia, caseId } = await answeredCase(a);
    const text = 'Amelia Hughes responded to your case "Children after separation"';

    await until(() => notices(smtp, owner.email).length > 0, "the client's e-mail");
    // nothing more is due: a second round and the timer send nothing again
    await a.mail?.flush();
    const toClient = notices(smtp, owner.email);
    expect(toClient).toHaveLength(1);
    expect(toClient[0]).toMatchObject({
      from: 'no-reply@lawmatch.example',
      to: [owner.email],
      subject: text,
    });
    expect(toClient[0]?.body).toContain(text);
    expect(toClient[0]?.body).toContain(`Open it on LawMatch: ${WEB}/cases/${caseId}\n`);
    const [row] = await rowsOf(a, owner.id);
    expect(row).toMatchObject({ text, mail_attempts: 1, mail_next_at: null, mail_error: null });
    expect(row?.mailed_at).toMatch(/Z$/);
    // the bell is the same as without e-mail
    const bell = (await call(a, 'GET', '/api/notifications/', owner.access)).json() as { unread: number };
    expect(bell.unread).toBe(1);

    // the lawyer's notifications went too: the decision on the verification, and the new lead
    await until(() => notices(smtp, amelia.email).length === 2, "the lawyer's e-mails");
    expect(notices(smtp, amelia.email).map((m) => m.subject)).toEqual([
      'Your verification was approved',
      'New case in Family Law near London: "Children after separation"',
    ]);
  });

  it('signs in to the mail server when SMTP_USER and SMTP_PASSWORD are given', async () => {
    const smtp = await sink();
    const a = await app(smtpEnv(smtp.port, { SMTP_USER: 'lawmatch', SMTP_PASSWORD: 'relay-password' }));
    const owner = await client(a);
    await confirmAll(a);
    await notify(a.ctx.db, [{ userId: owner.id, kind: 'verification', text: 'Signed in', link: null }]);
    await a.mail?.flush();
    expect(notices(smtp, owner.email).map((m) => [m.user, m.subject, m.body.includes('Open it')])).toEqual([
      ['lawmatch', 'Signed in', false],
    ]);
  });

  it('sends each notification once when two instances share one database', async () => {
    const smtp = await sink();
    const backing = await freshBacking();
    const first = await makeApp(smtpEnv(smtp.port), backing);
    const second = await makeApp(smtpEnv(smtp.port), backing);
    opened.push(first, second, { dispose: () => backing.remove() });
    const owner = await client(first);
    await first.mail?.flush();
    smtp.received.length = 0;
    await confirmAll(first);
    const texts = Array.from({ length: 45 }, (_, i) => `Notification number ${i + 1}`);
    await notify(
      first.ctx.db,
      texts.map((text) => ({ userId: owner.id, kind: 'verification', text, link: null })),
    );

    // a flush asked for while another waits shares it: count each round once
    const rounds = new Set([first, second, first, second].map((a) => a.mail?.flush() ?? Promise.resolve(0)));
    const sent = (await Promise.all(rounds)).reduce((sum, n) => sum + n, 0);
    await until(() => smtp.received.length >= texts.length, 'every e-mail');
    await Promise.all([first.mail?.flush(), second.mail?.flush()]);
    expect(sent).toBe(texts.length);
    expect(smtp.received.map((m) => m.subject).sort()).toEqual([...texts].sort());
    expect((await rowsOf(second, owner.id)).every((r) => r.mailed_at !== null && r.mail_attempts === 1)).toBe(
      true,
    );
  });

  it('lets one claim take a row, however many claim at once', async () => {
    const a = await app();
    const owner = await client(a);
    await confirmAll(a);
    await a.ctx.db.deleteFrom('mail_outbox').execute();
    await notify(
      a.ctx.db,
      Array.from({ length: 30 }, (_, i) => ({
        userId: owner.id,
        kind: 'verification',
        text: `n${i}`,
        link: null,
      })),
    );
    const now = Date.now();
    const claims = await Promise.all(
      Array.from({ length: 8 }, () =>
        claimDue(a.ctx.db, { now, oldest: now - 60_000, leaseUntil: now + 60_000, limit: 5 }),
      ),
    );
    const ids = claims.flat().map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(0);
    // leased: nothing more until the lease ends
    expect(
      await claimDue(a.ctx.db, { now, oldest: now - 60_000, leaseUntil: now + 60_000, limit: 50 }),
    ).toHaveLength(30 - ids.length);
    expect(
      await claimDue(a.ctx.db, { now, oldest: now - 60_000, leaseUntil: now + 60_000, limit: 50 }),
    ).toEqual([]);
  });
});

describe('without SMTP settings', () => {
  it('sends nothing and leaves the outbox untouched; the bell works as before', async () => {
    const smtp = await sink();
    const a = await app({ PUBLIC_WEB_URL: WEB });
    expect(a.config.mail).toBeNull();
    expect(a.mail).toBeNull();
    const { owner } = await answeredCase(a);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await rowsOf(a, owner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      mailed_at: null,
      mail_attempts: 0,
      mail_next_at: null,
      mail_error: null,
    });
    expect(smtp.received).toEqual([]);
  });
});

describe('a demo without SMTP settings', () => {
  const attachTo = async (a: TestApp, seedDemo: boolean) => {
    const info = vi.fn();
    const api = { log: { info, warn: vi.fn(), error: vi.fn() }, addHook: vi.fn() };
    const dispatcher = await attachMail(api as unknown as FastifyInstance, a.ctx.db, {
      ...a.config,
      mail: null,
      seedDemo,
      publicWebUrl: WEB,
    });
    return { dispatcher, info };
  };

  it('writes the e-mails it would send to the log, with their links', async () => {
    const a = await app();
    const person = await client(a);
    const { dispatcher, info } = await attachTo(a, true);
    try {
      // the round at its start sends it; a flush waits for that round
      await dispatcher?.flush();
    } finally {
      await dispatcher?.stop();
    }
    expect(info).toHaveBeenCalledWith(
      { mail: { to: person.email, subject: CONFIRM_SUBJECT } },
      expect.stringMatching(
        /^e-mail not sent \(no SMTP_HOST\), as it would read:\n[^]*Confirm your address: https:\/\/lawmatch\.example\/app\/verify-email\?token=/,
      ),
    );
  });

  it('starts nothing outside a demo', async () => {
    const a = await app();
    expect((await attachTo(a, false)).dispatcher).toBeNull();
  });
});

describe('a mail server that is down or refuses', () => {
  const log = () => ({ warn: vi.fn(), error: vi.fn() }) satisfies MailLog;
  let a: TestApp;
  let owner: Person;
  let dispatcher: MailDispatcher | undefined;
  beforeAll(async () => {
    a = await makeApp({ REGISTER_MAX_PER_IP: '10000' });
    owner = await client(a);
    await confirmAll(a);
  });
  afterAll(() => a.dispose());
  afterEach(async () => {
    await dispatcher?.stop();
    dispatcher = undefined;
    await a.ctx.db.deleteFrom('notifications').execute();
    await a.ctx.db.deleteFrom('mail_outbox').execute();
  });
  /** a dispatcher of its own, whose first round (at start) is over */
  const start = async (port: number, logger: MailLog, retryMs = [150]) => {
    dispatcher = startMailDispatcher({
      db: a.ctx.db,
      mailer: createMailer({ host: '127.0.0.1', port, secure: false, requireTls: false, from: FROM }),
      webUrl: WEB,
      log: logger,
      timing: { pollMs: 60_000, retryMs },
    });
    await dispatcher.flush();
  };
  const tell = (text: string) =>
    notify(a.ctx.db, [{ userId: owner.id, kind: 'new_lead', text, link: '/lawyer-dashboard' }]);

  it('keeps the API answering, records the failure and tries again later', async () => {
    const port = await freePort();
    const down = await app(smtpEnv(port));
    const { owner: harriet } = await answeredCase(down);
    // claimed (attempt 1), then its failure recorded
    await until(async () => Boolean((await rowsOf(down, harriet.id))[0]?.mail_error), 'the failed attempt');
    const [row] = await rowsOf(down, harriet.id);
    expect(row).toMatchObject({ mailed_at: null, mail_attempts: 1 });
    expect(row?.mail_error).toMatch(/ECONNREFUSED|connect/i);
    // the first retry waits about 30 s
    expect(Date.parse(row?.mail_next_at ?? '') - Date.now()).toBeGreaterThan(20_000);
    const bell = await call(down, 'GET', '/api/notifications/', harriet.access);
    expect(bell.statusCode).toBe(200);
  });

  it('logs a failed send and sends it once the server is back', async () => {
    const port = await freePort();
    const logger = log();
    await start(port, logger);
    await tell('A new lead');
    expect(await dispatcher?.flush()).toBe(0);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ attempt: 1, err: expect.stringMatching(/ECONNREFUSED|connect/i) }),
      'e-mail failed; will retry',
    );
    const smtp = await sink(port);
    // not before its wait is over
    expect(await dispatcher?.flush()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await dispatcher?.flush()).toBe(1);
    expect(smtp.received.map((m) => [m.to, m.subject])).toEqual([[[owner.email], 'A new lead']]);
    expect(smtp.received[0]?.body).toContain(`${WEB}/lawyer-dashboard`);
    expect((await rowsOf(a, owner.id))[0]).toMatchObject({ mail_attempts: 2, mail_error: null });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, and logs it as an error`, async () => {
    const logger = log();
    await start(await freePort(), logger, [0]);
    await tell('Never delivered');
    for (let i = 0; i < MAX_ATTEMPTS + 2; i += 1) await dispatcher?.flush();
    expect(logger.warn).toHaveBeenCalledTimes(MAX_ATTEMPTS - 1);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ attempt: MAX_ATTEMPTS }),
      'e-mail given up',
    );
    expect((await rowsOf(a, owner.id))[0]).toMatchObject({ mailed_at: null, mail_attempts: MAX_ATTEMPTS });
  });

  it('does not try again an address the server refused for good', async () => {
    const smtp = await sink();
    smtp.refuse.add(owner.email);
    const logger = log();
    await start(smtp.port, logger);
    await tell('Refused');
    expect(await dispatcher?.flush()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await dispatcher?.flush()).toBe(0);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ attempt: 1, err: expect.stringMatching(/550|No such user/) }),
      'e-mail given up',
    );
    expect((await rowsOf(a, owner.id))[0]).toMatchObject({ mailed_at: null, mail_attempts: MAX_ATTEMPTS });
  });

  it('does not mail a notification older than a day', async () => {
    const smtp = await sink();
    await start(smtp.port, log());
    await tell('Old news');
    await a.ctx.db
      .updateTable('mail_outbox')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .execute();
    await tell('Fresh news');
    expect(await dispatcher?.flush()).toBe(1);
    expect(smtp.received.map((m) => m.subject)).toEqual(['Fresh news']);
  });
});
