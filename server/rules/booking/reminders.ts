// A confirmed consultation's reminders, to both sides, 24 hours and 1 hour before its start, and
// what they say (docs/decisions/0130-invitations-and-reminders.md): when it is, how to join (the
// link, the number, the address with a map), and until when the client may still cancel or move it
// under the lawyer's policy. Nothing the client wrote (the case, the note) goes in.
import { LONDON } from '../../../src/api/booking-contract.ts';
import type { Consultation, Side } from '../../../src/api/booking-contract.ts';
import { seenBy, shownTo } from '../disclosure.ts';
import { formatWall } from './wall-time.ts';

const HOUR = 60 * 60 * 1000;
export type ReminderKind = '24h' | '1h';
/** how long before the start each reminder goes; a later one takes over from an earlier one */
const REMINDER_BEFORE_MS: Record<ReminderKind, number> = { '24h': 24 * HOUR, '1h': HOUR };

/** The start times a run of the job at `now` reminds of, by kind: (from, until], both instants. */
export function reminderWindows(now: number): Array<{ kind: ReminderKind; after: number; until: number }> {
  return [
    { kind: '24h', after: now + REMINDER_BEFORE_MS['1h'], until: now + REMINDER_BEFORE_MS['24h'] },
    { kind: '1h', after: now, until: now + REMINDER_BEFORE_MS['1h'] },
  ];
}

const MAP = 'https://www.openstreetmap.org/search?query=';

function howToJoin(c: Consultation, viewer: Side): string {
  const seen = seenBy(c, viewer);
  switch (seen.type) {
    case 'video':
      return seen.joinUrl
        ? `Join the video call: ${seen.joinUrl}`
        : 'The video link is on your consultation.';
    case 'phone':
      if (!seen.phone) return 'The number to call is on your consultation.';
      return viewer === 'client'
        ? `The lawyer will call you on ${seen.phone}.`
        : `Call ${shownTo(c, 'lawyer').client.name} on ${seen.phone}.`;
    case 'in_person':
      return seen.address
        ? `Address: ${seen.address}\nMap: ${MAP}${encodeURIComponent(seen.address)}`
        : 'The address is on your consultation.';
  }
}

function changes(c: Consultation, viewer: Side, now: number): string {
  if (viewer === 'lawyer') return 'To cancel it or propose a new time, open it on LawMatch.';
  const until = Date.parse(c.startsAt) - c.freeUntilHours * HOUR;
  if (now < until) {
    return `Free to cancel until ${formatWall(until, LONDON)}. To reschedule or cancel, open it on LawMatch.`;
  }
  return `The lawyer's policy allows cancelling or rescheduling until ${c.freeUntilHours} hours before the start, so only the lawyer can change it now. If you cannot come, message the lawyer.`;
}

interface Reminder {
  /** the bell's line, and the e-mail's subject */
  text: string;
  /** the e-mail: the line, how to join, what may still change */
  mailText: string;
}

export function reminderFor(c: Consultation, viewer: Side, kind: ReminderKind, now: number): Reminder {
  const other = viewer === 'client' ? 'lawyer' : 'client';
  const who = shownTo(c, viewer)[other].name;
  const when = formatWall(Date.parse(c.startsAt), LONDON);
  const text =
    kind === '1h'
      ? `Reminder: your consultation with ${who} starts within the hour, on ${when}.`
      : `Reminder: your consultation with ${who} is on ${when}.`;
  return { text, mailText: [text, howToJoin(c, viewer), changes(c, viewer, now)].join('\n\n') };
}
