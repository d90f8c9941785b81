// An e-mail's calendar invitation (docs/decisions/0130-invitations-and-reminders.md): kept in the
// outbox as what it says (the method, the side it goes to and the consultation as that side sees
// it), and written as iCalendar when it is sent, with the sender as its ORGANIZER.
import { consultationSchema } from '../../src/api/booking-contract.ts';
import type { Consultation, Side } from '../../src/api/booking-contract.ts';
import { invitationEvent } from '../rules/booking/calendar.ts';
import type { InvitationMethod, Mailbox } from '../rules/booking/calendar.ts';
import type { OutgoingMail } from './mailer.ts';

interface Kept {
  method: InvitationMethod;
  viewer: Side;
  consultation: Consultation;
}

/** What the outbox keeps of an invitation. */
export const keptInvitation = (method: InvitationMethod, viewer: Side, consultation: Consultation): string =>
  JSON.stringify({ method, viewer, consultation } satisfies Kept);

const NAMED = /^\s*(?:"([^"\r\n]+)"|([^<>"\r\n@]+?))\s*<([^<>\s]+)>\s*$/;

/** The organizer of the invitations: the sender of the e-mails, 'LawMatch <no-reply@…>' or a bare address. */
export function organizerOf(from: string): Mailbox {
  const named = NAMED.exec(from);
  if (!named) return { name: 'LawMatch', email: from.trim() };
  return { name: (named[1] ?? named[2] ?? 'LawMatch').trim(), email: named[3] ?? '' };
}

/** The iTIP message of a kept invitation, for `to`; none for a row without one (or unreadable). */
export function calendarOf(
  kept: string | null,
  to: string,
  organizer: Mailbox,
  now: Date,
): OutgoingMail['calendar'] | undefined {
  if (kept === null) return undefined;
  let read: Kept;
  try {
    const raw = JSON.parse(kept) as Kept;
    read = { ...raw, consultation: consultationSchema.parse(raw.consultation) };
  } catch {
    return undefined;
  }
  const attendee = { name: read.consultation[read.viewer].name, email: to };
  return {
    method: read.method,
    content: invitationEvent(read.consultation, read.viewer, read.method, { organizer, attendee }, now),
  };
}
