// Calendar files (RFC 5545) for one consultation and for a person's private feed, written with
// ical-generator. Times in UTC, METHOD:PUBLISH, one UID per consultation for its whole life and
// SEQUENCE from the consultation, so a calendar updates the event in place. Nothing the client
// wrote (the case, the note) goes in: a calendar is shared and synced far beyond LawMatch.
// docs/decisions/0067-calendar-files.md. The e-mails' invitations (invitationEvent) carry the same
// event with METHOD:REQUEST or CANCEL (docs/decisions/0130-invitations-and-reminders.md).
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalAttendeeType,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';
import type { ICalEventData } from 'ical-generator';
import type {
  Consultation,
  ConsultationStatus,
  ConsultationType,
  Side,
} from '../../../src/api/booking-contract.ts';
import { seenBy } from '../disclosure.ts';

const PRODUCT = { company: 'LawMatch', product: 'Consultations', language: 'EN' };
/** How often a subscribed calendar should fetch the feed again, in seconds. */
const FEED_REFRESH_SECONDS = 3600;

const STATUS: Record<ConsultationStatus, ICalEventStatus> = {
  requested: ICalEventStatus.TENTATIVE,
  proposed: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  declined: ICalEventStatus.CANCELLED,
  cancelled: ICalEventStatus.CANCELLED,
  // it took place in the calendar's sense: the time was kept by one side
  no_show: ICalEventStatus.CONFIRMED,
};
const STATUS_WORDS: Record<ConsultationStatus, string> = {
  requested: 'Requested, waiting for the lawyer',
  proposed: 'A new time proposed by the lawyer, waiting for the client',
  confirmed: 'Confirmed',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  no_show: 'Did not attend',
};
const PLACE_WORDS: Record<ConsultationType, string> = {
  video: 'Video call',
  phone: 'Phone',
  in_person: 'In person',
};
const TYPE_WORDS: Record<ConsultationType, string> = {
  video: 'Video',
  phone: 'Phone',
  in_person: 'In-person',
};
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** The same for a consultation in every file and feed, before and after any change. */
const consultationUid = (id: string): string => `consultation-${id}@lawmatch`;

function eventOf(consultation: Consultation, viewer: Side, now: Date): ICalEventData {
  const c = seenBy(consultation, viewer);
  const other = viewer === 'client' ? c.lawyer : c.client;
  const closed = STATUS[c.status] === ICalEventStatus.CANCELLED;
  const fee =
    c.feePence === null
      ? 'Fee on request.'
      : `Fee ${pounds.format(c.feePence / 100)}, paid to the lawyer directly.`;
  return {
    id: consultationUid(c.id),
    sequence: c.sequence,
    stamp: now,
    created: new Date(c.createdAt),
    lastModified: new Date(c.updatedAt),
    start: new Date(c.startsAt),
    end: new Date(c.endsAt),
    status: STATUS[c.status],
    transparency: closed ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    summary: `Consultation with ${other.name} (LawMatch)`,
    location: c.joinUrl ?? c.address ?? PLACE_WORDS[c.type],
    url: c.joinUrl,
    description: `${TYPE_WORDS[c.type]} consultation booked through LawMatch.\nStatus: ${STATUS_WORDS[c.status]}.\n${fee}`,
  };
}

/** One consultation as an .ics file, as `viewer` sees it. */
export function consultationEvent(consultation: Consultation, viewer: Side, now: Date): string {
  return ical({
    prodId: PRODUCT,
    method: ICalCalendarMethod.PUBLISH,
    events: [eventOf(consultation, viewer, now)],
  }).toString();
}

/** A person's consultations as a feed to subscribe to; cancelled ones stay so calendars drop them. */
export function calendarFeed(consultations: readonly Consultation[], viewer: Side, now: Date): string {
  return ical({
    prodId: PRODUCT,
    method: ICalCalendarMethod.PUBLISH,
    name: 'LawMatch consultations',
    ttl: FEED_REFRESH_SECONDS,
    events: consultations.map((c) => eventOf(c, viewer, now)),
  }).toString();
}

export type InvitationMethod = 'REQUEST' | 'CANCEL';
export interface Mailbox {
  name: string;
  email: string;
}

/**
 * One consultation as an iTIP message (RFC 5546) to one of its sides: REQUEST adds it to their
 * calendar or moves it there (a higher SEQUENCE), CANCEL removes it. LawMatch, the e-mails'
 * sender, is the ORGANIZER; the recipient is the only ATTENDEE (neither side's address goes to the
 * other), ACCEPTED once the time is agreed and NEEDS-ACTION while it is not, with RSVP=FALSE:
 * nobody reads replies.
 */
export function invitationEvent(
  consultation: Consultation,
  viewer: Side,
  method: InvitationMethod,
  { organizer, attendee }: { organizer: Mailbox; attendee: Mailbox },
  now: Date,
): string {
  const event = eventOf(consultation, viewer, now);
  const cancel = method === 'CANCEL';
  return ical({
    prodId: PRODUCT,
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    events: [
      {
        ...event,
        ...(cancel
          ? { status: ICalEventStatus.CANCELLED, transparency: ICalEventTransparency.TRANSPARENT }
          : {}),
        organizer,
        attendees: [
          {
            ...attendee,
            type: ICalAttendeeType.INDIVIDUAL,
            role: ICalAttendeeRole.REQ,
            rsvp: false,
            status:
              consultation.status === 'confirmed' && !cancel
                ? ICalAttendeeStatus.ACCEPTED
                : ICalAttendeeStatus.NEEDSACTION,
          },
        ],
      },
    ],
  }).toString();
}
