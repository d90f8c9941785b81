// Calendar invitations in the consultations' e-mails (docs/decisions/0130-invitations-and-reminders.md),
// as a real SMTP server receives them and ical.js reads them: a confirmed consultation reaches
// both sides as METHOD:REQUEST (a text/calendar part with its method, and invite.ics) under the
// UID of the .ics call; a new time is a REQUEST with a higher SEQUENCE; a cancellation a CANCEL.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/cases-fixtures.ts';
import { makeApp } from '../support/helpers.ts';
import { confirmAddresses, mailEnv } from '../support/mail-env.ts';
import { mailParts } from '../support/mail-parts.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import type { ReceivedMail, SmtpSink } from '../support/smtp-sink.ts';
import { act, bookableLawyer, booked, client, slots, world } from '../support/consultations-fixtures.ts';
import type { Person, World } from '../support/consultations-fixtures.ts';

let smtp: SmtpSink;
let w: World;
let lawyer: Person;
let me: Person;
beforeAll(async () => {
  smtp = await startSmtpSink();
  const app = await makeApp(mailEnv(smtp));
  w = await world(app);
  lawyer = await bookableLawyer(w);
  me = await client(w.app, 'Harriet Quillfeather');
  await confirmAddresses(w.app.ctx.db);
}, 60_000);
afterAll(async () => {
  await w.app.dispose();
  await smtp.close();
});

/** The e-mails to `who` since `from` that carry an invitation, after the outbox has sent them all. */
async function invitationsTo(who: Person, from: number) {
  await w.app.mail?.flush();
  return smtp.received
    .slice(from)
    .filter((m) => m.to.includes(who.email))
    .map((mail) => ({ mail, invitation: invitationOf(mail) }))
    .filter((x) => x.invitation !== null);
}

function invitationOf(mail: ReceivedMail) {
  const parts = mailParts(mail.raw);
  const inline = parts.find((p) => p.contentType.toLowerCase().startsWith('text/calendar'));
  if (!inline) return null;
  const file = parts.find(
    (p) => /filename="?invite\.ics/.test(p.disposition) || /name="?invite\.ics/.test(p.contentType),
  );
  const calendar = new ICAL.Component(ICAL.parse(inline.text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const organizer = event.getFirstProperty('organizer');
  const attendees = event.getAllProperties('attendee');
  const start = event.getFirstPropertyValue('dtstart');
  return {
    contentType: inline.contentType,
    sameFile: file?.text === inline.text,
    method: calendar.getFirstPropertyValue('method'),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    start: start instanceof ICAL.Time ? start.toJSDate().toISOString() : null,
    // the mailto: scheme is case-insensitive (RFC 3986)
    organizer: organizer && {
      value: String(organizer.getFirstValue()).replace(/^mailto:/i, 'mailto:'),
      cn: organizer.getParameter('cn'),
    },
    attendees: attendees.map((a) => ({
      value: String(a.getFirstValue()).replace(/^mailto:/i, 'mailto:'),
      partstat: a.getParameter('partstat'),
      role: a.getParameter('role'),
      rsvp: a.getParameter('rsvp'),
    })),
    text: inline.text,
  };
}

async function icsUid(id: string): Promise<string> {
  const res = await call(w.app, 'GET', `/api/consultations/${id}/calendar.ics`, me.access);
  expect(res.statusCode).toBe(200);
  const event = new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent');
  return String(event?.getFirstPropertyValue('uid'));
}

describe('calendar invitations', () => {
  it('none for a request; both sides get a REQUEST on confirm, updates on a new time, and a CANCEL', async () => {
    const [first, second] = (await slots(w, me, lawyer.id)).slots;
    if (!first || !second) throw new Error('no slots');
    let seen = smtp.received.length;
    const c = await booked(w, me, lawyer.id, first);
    expect(await invitationsTo(lawyer, seen)).toEqual([]);

    seen = smtp.received.length;
    expect((await act(w, lawyer, c.id, 'confirm')).statusCode).toBe(200);
    const [toClient] = await invitationsTo(me, seen);
    const [toLawyer] = await invitationsTo(lawyer, seen);
    const uid = await icsUid(c.id);
    // the client's is the notice's e-mail; the lawyer's one of its own
    expect(toClient?.mail.subject).toMatch(/confirmed your consultation/);
    expect(toLawyer?.mail.subject).toMatch(/^Your consultation with Harriet Quillfeather on .* is confirmed/);
    for (const [who, got] of [
      [me, toClient?.invitation],
      [lawyer, toLawyer?.invitation],
    ] as const) {
      expect(got).toMatchObject({
        method: 'REQUEST',
        uid,
        sequence: 1,
        status: 'CONFIRMED',
        start: first,
        sameFile: true,
        organizer: { value: 'mailto:no-reply@lawmatch.example', cn: 'LawMatch' },
        attendees: [
          { value: `mailto:${who.email}`, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT', rsvp: 'FALSE' },
        ],
      });
      expect(got?.contentType).toMatch(/^text\/calendar;.*method=REQUEST/i);
    }
    // nothing the client wrote, and neither side's address in the other's
    expect(toLawyer?.invitation?.text).not.toContain(me.email);
    expect(toClient?.invitation?.text).not.toContain(lawyer.email);

    seen = smtp.received.length;
    expect((await act(w, lawyer, c.id, 'propose', { startsAt: second })).statusCode).toBe(200);
    const [moved] = await invitationsTo(me, seen);
    expect(moved?.invitation).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 2,
      status: 'TENTATIVE',
      start: second,
    });
    expect(moved?.invitation?.attendees[0]?.partstat).toBe('NEEDS-ACTION');

    seen = smtp.received.length;
    expect((await act(w, me, c.id, 'accept')).statusCode).toBe(200);
    const [agreed] = await invitationsTo(lawyer, seen);
    expect(agreed?.invitation).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 3,
      status: 'CONFIRMED',
      start: second,
    });

    seen = smtp.received.length;
    expect((await act(w, lawyer, c.id, 'cancel', { reason: 'A hearing was moved.' })).statusCode).toBe(200);
    const [gone] = await invitationsTo(me, seen);
    const [goneForLawyer] = await invitationsTo(lawyer, seen);
    for (const got of [gone?.invitation, goneForLawyer?.invitation]) {
      expect(got).toMatchObject({ method: 'CANCEL', uid, sequence: 4, status: 'CANCELLED' });
      expect(got?.contentType).toMatch(/method=CANCEL/i);
    }
  });

  it('a request declined before it was ever confirmed sends no invitation', async () => {
    const third = (await slots(w, me, lawyer.id)).slots.at(-1);
    if (!third) throw new Error('no slots');
    const seen = smtp.received.length;
    const c = await booked(w, me, lawyer.id, third);
    expect((await act(w, lawyer, c.id, 'decline', { reason: 'Not my area.' })).statusCode).toBe(200);
    expect(await invitationsTo(me, seen)).toEqual([]);
    expect(await invitationsTo(lawyer, seen)).toEqual([]);
  });
});
