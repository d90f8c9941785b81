// What people type is kept as typed and stays inert wherever the API writes it: a name, a note
// and a case's words holding markup, script and CR/LF never become a header of an e-mail, a
// property of a calendar file or another recipient. (Screens: e2e/inert-text.spec.ts.)
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, postCase } from '../support/cases-fixtures.ts';
import { act, bookableLawyer, booked, client, slots, world } from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';
import { makeApp } from '../support/helpers.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';

/** A name that is also markup, a script, a header and a calendar property, with CR/LF between. */
const HOSTILE = (who: string) =>
  `${who} <script>alert(1)</script>\r\nBcc: victim@evil.example\r\nX-Injected: yes <img src=x onerror=alert(1)>\nDESCRIPTION:injected`;

let sink: SmtpSink;
let w: World;
let lawyer: Person;
let person: Person;
beforeAll(async () => {
  sink = await startSmtpSink();
  const app = await makeApp({
    REGISTER_MAX_PER_IP: '10000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_FROM: 'LawMatch <no-reply@lawmatch.example>',
  });
  w = await world(app);
  lawyer = await bookableLawyer(w, {}, HOSTILE('Lee').slice(0, 100));
  person = await client(w.app, HOSTILE('Eve').slice(0, 100));
}, 60_000);
afterAll(async () => {
  await w.app.dispose();
  await sink.close();
});

async function mailsTo(email: string, count: number) {
  const end = Date.now() + 10_000;
  for (;;) {
    const found = sink.received.filter((m) => m.to.includes(email));
    if (found.length >= count) return found;
    if (Date.now() > end) throw new Error(`${found.length} e-mails to ${email}, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('hostile words', () => {
  it('are kept as typed, and reach no header, recipient or calendar property', async () => {
    const caseId = await postCase(w.app, person.access, { title: 'Contact order <b>now</b>\r\nX: y' });
    const free = (await slots(w, person, lawyer.id)).slots[0] as string;
    const c = await booked(w, person, lawyer.id, free, { caseId, note: HOSTILE('note') });
    expect((await act(w, lawyer, c.id, 'confirm')).statusCode).toBe(200);

    // kept as typed: the lawyer reads the note exactly as it was written
    const seen = (await call(w.app, 'GET', '/api/consultations/', lawyer.access)).json() as {
      results: Array<{ note: string }>;
    };
    expect(seen.results[0]?.note).toBe(HOSTILE('note').trim());

    // the e-mails: one recipient each, no header but the mailer's own, the words in the body only
    const mails = [...(await mailsTo(lawyer.email, 1)), ...(await mailsTo(person.email, 1))];
    for (const mail of mails) {
      expect(mail.to).toHaveLength(1);
      expect(mail.to[0]).not.toContain('evil.example');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.headerNames).not.toContain('bcc');
      expect(mail.headerNames).not.toContain('x-injected');
    }
    expect(sink.received.some((m) => m.to.some((to) => to.includes('evil.example')))).toBe(false);

    // the calendar file: one event, the properties it always has, the name inside a value
    const ics = await call(w.app, 'GET', `/api/consultations/${c.id}/calendar.ics`, person.access);
    expect(ics.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    const [event, ...more] = calendar.getAllSubcomponents('vevent');
    expect(more).toEqual([]);
    const names = new Set(event?.getAllProperties().map((p) => p.name));
    expect(names.has('x-injected')).toBe(false);
    expect(event?.getAllProperties('description')).toHaveLength(1);
    expect(String(event?.getFirstPropertyValue('summary'))).toContain('<script>alert(1)</script>');
    // and never the case's words
    expect(ics.body).not.toContain('Contact order');
  });
});
