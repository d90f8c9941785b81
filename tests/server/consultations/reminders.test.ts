// The reminders' job (docs/decisions/0130-invitations-and-reminders.md), with the clock moved
// through a consultation's last day and two instances on one database: the bell and an e-mail to
// both sides 24 hours and 1 hour before a confirmed start, each exactly once however many
// instances run; with how to join and until when the client may cancel; new ones for a new time;
// none for a cancelled one; none for a lawyer who turned theirs off (the client's still go).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../../server/services/consultations/reminders.ts';
import { freshBacking } from '../support/backing.ts';
import type { Backing } from '../support/backing.ts';
import { makeApp } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';
import { confirmAddresses, mailEnv } from '../support/mail-env.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';
import {
  HOUR,
  MEETING_URL,
  OFFICE,
  PHONE,
  act,
  bookableLawyer,
  booked,
  client,
  setAvailability,
  slots,
  world,
} from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';
import { call } from '../support/cases-fixtures.ts';

const MINUTE = 60_000;
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const REMIND = fileURLToPath(new URL('../support/remind-process.ts', import.meta.url));
let smtp: SmtpSink;
let backing: Backing;
let other: TestApp;
let w: World;
let lawyer: Person;
let me: Person;
let free: string[];
/** the first free start of each day ahead, a day apart: one consultation's reminders are not another's */
const firstOfDay = (n: number) =>
  free.filter((s, i) => i === 0 || free[i - 1]?.slice(0, 10) !== s.slice(0, 10))[n];

beforeAll(async () => {
  smtp = await startSmtpSink();
  backing = await freshBacking();
  const env = { ...mailEnv(smtp), PUBLIC_WEB_URL: 'https://lawmatch.example' };
  // two instances over one database, as two API processes would be
  w = await world(await makeApp(env, backing));
  other = await makeApp(env, backing);
  lawyer = await bookableLawyer(w);
  me = await client(w.app, 'Harriet Quillfeather');
  await confirmAddresses(w.app.ctx.db);
  free = (await slots(w, me, lawyer.id, '', { days: 7 })).slots;
}, 60_000);
afterAll(async () => {
  await other.dispose();
  await w.app.dispose();
  await backing.remove();
  await smtp.close();
});

/** A confirmed consultation at the first free start of the n-th day of the week ahead. */
async function confirmedAt(n: number) {
  const start = firstOfDay(n);
  if (!start) throw new Error('no slot');
  const c = await booked(w, me, lawyer.id, start);
  expect((await act(w, lawyer, c.id, 'confirm')).statusCode).toBe(200);
  return c;
}

/** Every e-mail due sent: both instances send from the one outbox, and either may have taken one
 * in its own round, which its flush waits for. */
const delivered = () => Promise.all([w.app.mail?.flush(), other.mail?.flush()]);

/**
 * Two instances run the job at once, twice each, as processes of their own on the app's database;
 * how many reminders they sent in all, once their e-mails have gone.
 */
async function race(at: number): Promise<number> {
  const env = {
    ...process.env,
    DATA_DIR: backing.dir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...backing.env,
  };
  const runs = await Promise.all(
    [1, 2].map(
      () =>
        new Promise<number>((resolve, reject) => {
          execFile(TSX, [REMIND, String(at), '2'], { env }, (error, stdout, stderr) => {
            if (error) reject(new Error(`${error.message}\n${stderr}`));
            else resolve(Number(stdout));
          });
        }),
    ),
  );
  await delivered();
  return runs.reduce((a, b) => a + b, 0);
}

/** One instance's run, in this process, once its e-mails have gone. */
async function run(at: number): Promise<number> {
  const sent = await sendDueReminders(other.ctx.db, at);
  await delivered();
  return sent;
}

const remindersTo = (who: Person) =>
  smtp.received.filter((m) => m.to.includes(who.email) && m.subject.startsWith('Reminder:'));
const bell = async (who: Person) => {
  const res = await call(w.app, 'GET', '/api/notifications/', who.access);
  return (res.json() as { results: Array<{ kind: string; text: string }> }).results.filter(
    (n) => n.kind === 'consultation_reminder',
  );
};

// each race starts two processes: on a busy machine that takes a while
describe('reminders', { timeout: 90_000 }, () => {
  it('go 24 hours and 1 hour before, to both sides, exactly once with two instances racing', async () => {
    const c = await confirmedAt(0);
    const start = Date.parse(c.startsAt);
    const before = { client: remindersTo(me).length, lawyer: remindersTo(lawyer).length };

    expect(await run(start - 24 * HOUR - MINUTE)).toBe(0);
    expect(await race(start - 24 * HOUR + MINUTE)).toBe(1);
    expect(await run(start - 23 * HOUR)).toBe(0);
    const [toClient] = remindersTo(me).slice(before.client);
    const [toLawyer] = remindersTo(lawyer).slice(before.lawyer);
    expect(remindersTo(me)).toHaveLength(before.client + 1);
    expect(remindersTo(lawyer)).toHaveLength(before.lawyer + 1);
    expect(toClient?.subject).toMatch(/^Reminder: your consultation with Alex Morgan is on /);
    expect(toClient?.body).toContain(`Join the video call: ${MEETING_URL}`);
    // the lawyer's policy: 24 hours by default, which has just passed
    expect(toClient?.body).toContain('only the lawyer can change it now');
    expect(toClient?.body).toContain('Open it on LawMatch: https://lawmatch.example/client-dashboard');
    expect(toLawyer?.body).toContain('To cancel it or propose a new time, open it on LawMatch.');
    expect(await bell(me)).toHaveLength(1);

    expect(await race(start - HOUR + MINUTE)).toBe(1);
    expect(await run(start - 30 * MINUTE)).toBe(0);
    expect(await run(start + MINUTE)).toBe(0);
    const last = remindersTo(me).at(-1);
    expect(last?.subject).toMatch(/starts within the hour/);
    expect(remindersTo(me)).toHaveLength(before.client + 2);
    const rows = await w.app.ctx.db
      .selectFrom('consultation_reminders')
      .select(['kind'])
      .where('consultation_id', '=', Number(c.id))
      .execute();
    expect(rows.map((r) => r.kind).sort()).toEqual(['1h', '24h']);
  });

  it('a consultation moved after its reminder is reminded again for its new time; a cancelled one never', async () => {
    const moved = await confirmedAt(2);
    const cancelled = await confirmedAt(4);
    const first = Date.parse(moved.startsAt);
    expect(await run(first - 23 * HOUR)).toBe(1); // only `moved`'s: the other starts later
    const later = free.at(-1);
    if (!later) throw new Error('no slot');
    expect((await act(w, lawyer, moved.id, 'propose', { startsAt: later })).statusCode).toBe(200);
    expect((await act(w, me, moved.id, 'accept')).statusCode).toBe(200);
    expect((await act(w, me, cancelled.id, 'cancel', { reason: 'Sorted it out.' })).statusCode).toBe(200);

    const seen = remindersTo(me).length;
    // the cancelled one's 24 hours pass: nothing
    expect(await run(Date.parse(cancelled.startsAt) - 23 * HOUR)).toBe(0);
    expect(await race(Date.parse(later) - 23 * HOUR)).toBe(1);
    expect(remindersTo(me)).toHaveLength(seen + 1);
  });

  it('say how to join (the address with a map link, the number) and until when the client may cancel', async () => {
    // the lawyer's policy: free to cancel until 2 hours before
    await setAvailability(w, lawyer, { cancellationPolicy: { freeUntilHours: 2 } });
    const inPerson = await booked(w, me, lawyer.id, firstOfDay(5) ?? '', { type: 'in_person' });
    expect((await act(w, lawyer, inPerson.id, 'confirm')).statusCode).toBe(200);
    const byPhone = await booked(w, me, lawyer.id, firstOfDay(6) ?? '', { type: 'phone', phone: PHONE });
    expect((await act(w, lawyer, byPhone.id, 'confirm')).statusCode).toBe(200);
    const seen = { client: remindersTo(me).length, lawyer: remindersTo(lawyer).length };
    await setAvailability(w, lawyer, { cancellationPolicy: { freeUntilHours: 24 } });
    expect(await run(Date.parse(inPerson.startsAt) - 24 * HOUR + MINUTE)).toBe(1);
    expect(await run(Date.parse(byPhone.startsAt) - HOUR + MINUTE)).toBe(1);
    const [place, phone] = remindersTo(me).slice(seen.client);
    expect(place?.body).toContain(`Address: ${OFFICE}`);
    expect(place?.body).toContain(
      `Map: https://www.openstreetmap.org/search?query=${encodeURIComponent(OFFICE)}`,
    );
    expect(place?.body).toMatch(/Free to cancel until \w+, \d+ \w+ \d{4}, \d{2}:\d{2}/);
    expect(phone?.body).toContain(`The lawyer will call you on ${PHONE}.`);
    expect(remindersTo(lawyer).slice(seen.lawyer)[1]?.body).toContain(
      `Call Harriet Quillfeather on ${PHONE}.`,
    );
  });

  it("a lawyer who turned theirs off gets none; the client's still go", async () => {
    await setAvailability(w, lawyer, { reminders: false });
    const c = await confirmedAt(3);
    const before = { client: remindersTo(me).length, lawyer: remindersTo(lawyer).length };
    expect(await run(Date.parse(c.startsAt) - 2 * HOUR)).toBe(1);
    expect(remindersTo(me)).toHaveLength(before.client + 1);
    expect(remindersTo(lawyer)).toHaveLength(before.lawyer);
    await setAvailability(w, lawyer, { reminders: true });
  });
});
