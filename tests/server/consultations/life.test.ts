// One consultation's whole life on the app's clock, with a real SMTP server receiving the e-mails
// (docs/decisions/0129-cancellation-policy-and-no-shows.md,
// docs/decisions/0130-invitations-and-reminders.md): booked and confirmed (each side's invitation),
// the client's free cancellation ending at the lawyer's policy, the 24-hour and the 1-hour
// reminders (once each), the start, the window for reporting a no-show opening 10 minutes after it,
// the report and both sides told; and a second consultation whose window has closed 48 hours after
// its end. On SQLite and on PostgreSQL, as every server test.
import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sendDueReminders } from '../../../server/services/consultations/reminders.ts';
import { makeApp } from '../support/helpers.ts';
import { confirmAddresses, mailEnv } from '../support/mail-env.ts';
import { mailParts } from '../support/mail-parts.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';
import {
  HOUR,
  act,
  bookableLawyer,
  booked,
  client,
  slots,
  world,
} from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';

const MINUTE = 60_000;
let smtp: SmtpSink;
let w: World;
let lawyer: Person;
let me: Person;

beforeAll(async () => {
  smtp = await startSmtpSink();
  const app = await makeApp(mailEnv(smtp));
  w = await world(app);
  lawyer = await bookableLawyer(w, { cancellationPolicy: { freeUntilHours: 48 } }, 'Lena Lifelong');
  me = await client(w.app, 'Cora Lifelong');
  await confirmAddresses(w.app.ctx.db);
}, 60_000);
afterAll(async () => {
  await w.app.dispose();
  await smtp.close();
});

/** The e-mails to `who` whose subject (or, with `inBody`, text) matches, once the outbox has sent
 * everything due. */
async function mailsTo(who: Person, words: RegExp, inBody = false) {
  await w.app.mail?.flush();
  return smtp.received.filter((m) => m.to.includes(who.email) && words.test(inBody ? m.body : m.subject));
}

/** Moves the clock to `ms` and runs the reminders' job there, as the minute timer would. */
async function remindAt(ms: number) {
  w.at(ms);
  await sendDueReminders(w.app.ctx.db, ms);
}

it('goes from booking through invitations, the policy, both reminders and a no-show report, on the clock', async () => {
  const free = (await slots(w, me, lawyer.id, '', { days: 7 })).slots;
  const startsAt = free.at(-1) ?? '';
  const start = Date.parse(startsAt);
  const c = await booked(w, me, lawyer.id, startsAt);
  expect((await act(w, lawyer, c.id, 'confirm')).statusCode).toBe(200);

  // each side's e-mail carries the invitation under the .ics call's UID
  for (const who of [me, lawyer]) {
    const [mail] = (await mailsTo(who, /confirmed/)).filter((m) =>
      mailParts(m.raw).some((part) => part.contentType.startsWith('text/calendar')),
    );
    const part = mailParts(mail?.raw ?? '').find((p) => p.contentType.startsWith('text/calendar'));
    const calendar = new ICAL.Component(ICAL.parse(part?.text ?? ''));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid')).toBe(
      `consultation-${c.id}@lawmatch`,
    );
  }

  // the lawyer's 48 hours: the client may cancel until then, not a minute after
  w.at(start - 48 * HOUR + MINUTE);
  expect((await act(w, me, c.id, 'cancel', { reason: 'Something came up.' })).statusCode).toBe(409);

  // the reminders: none before their time, then each once, however often the job runs
  await remindAt(start - 24 * HOUR - MINUTE);
  expect(await mailsTo(me, /^Reminder:/)).toHaveLength(0);
  await remindAt(start - 24 * HOUR + MINUTE);
  await remindAt(start - 24 * HOUR + 2 * MINUTE);
  expect(await mailsTo(me, /^Reminder:/)).toHaveLength(1);
  expect(await mailsTo(lawyer, /^Reminder:/)).toHaveLength(1);
  await remindAt(start - HOUR + MINUTE);
  await remindAt(start - HOUR + 2 * MINUTE);
  expect(await mailsTo(me, /^Reminder:/)).toHaveLength(2);
  expect(await mailsTo(lawyer, /^Reminder:/)).toHaveLength(2);

  // the start; a no-show can be reported from 10 minutes after it
  w.at(start + 9 * MINUTE);
  expect((await act(w, me, c.id, 'no-show')).statusCode).toBe(409);
  w.at(start + 11 * MINUTE);
  const report = await act(w, me, c.id, 'no-show', { note: 'Nobody joined the call.' });
  expect(report.statusCode).toBe(200);
  expect(report.json()).toMatchObject({ status: 'no_show', noShowBy: 'lawyer' });
  expect(await mailsTo(lawyer, /reported that you did not attend/, true)).toHaveLength(1);
  expect(await mailsTo(me, /You reported that Lena Lifelong did not attend/, true)).toHaveLength(1);
  // no more reminders for it, and no second report
  await remindAt(start + HOUR);
  expect(await mailsTo(me, /^Reminder:/)).toHaveLength(2);
  expect((await act(w, lawyer, c.id, 'no-show')).statusCode).toBe(409);
});

it('closes the window for a no-show 48 hours after the end', async () => {
  w.at(Date.now());
  const free = (await slots(w, me, lawyer.id, '', { days: 7 })).slots;
  const c = await booked(w, me, lawyer.id, free[0] ?? '');
  expect((await act(w, lawyer, c.id, 'confirm')).statusCode).toBe(200);
  const end = Date.parse(c.endsAt);
  w.at(end + 48 * HOUR + MINUTE);
  expect((await act(w, lawyer, c.id, 'no-show')).statusCode).toBe(409);
  w.at(end + 48 * HOUR - MINUTE);
  const report = await act(w, lawyer, c.id, 'no-show');
  expect(report.statusCode).toBe(200);
  expect(report.json()).toMatchObject({ status: 'no_show', noShowBy: 'client' });
});
