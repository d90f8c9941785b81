// What booking and moving a consultation share: who can be booked, what their times are laid
// from, the bell's notification of a notice, and the 409 of a time that is taken, with the next
// free times to choose from instead (docs/decisions/0096-booking-calls.md).
import type {
  Availability,
  Consultation,
  ConsultationType,
  Side,
} from '../../../src/api/booking-contract.ts';
import { LONDON } from '../../../src/api/booking-contract.ts';
import type { Db } from '../../db/schema.ts';
import { availabilityOf } from '../../repo/availability.ts';
import { activeBookings } from '../../repo/consultations.ts';
import { lawyerFacts } from '../../repo/leads.ts';
import type { NewNotification } from '../../repo/notifications.ts';
import { practiceOf } from '../../repo/profiles.ts';
import { lawyerJurisdiction } from '../../rules/booking/bank-holidays.ts';
import type { Notice } from '../../rules/booking/notices.ts';
import { freeSlots } from '../../rules/booking/slots.ts';
import type { Bookable } from '../../rules/booking/slots.ts';
import { addDays, daysBetween, wallClock } from '../../rules/booking/wall-time.ts';
import { isVerifiedNow } from '../../rules/lead-rule.ts';
import type { LeadLawyer } from '../../rules/lead-rule.ts';
import type { Jurisdiction } from '../../rules/places/geo.ts';
import { ApiError } from '../../lib/errors.ts';

export const LAWYER_NOT_FOUND = 'No verified lawyer has this id.';
export const TAKEN = 'This time has just been taken. Please choose another.';
export const CHANGED = 'This consultation was changed meanwhile. Reload it and try again.';
/** how many free starts a 409 offers instead */
const NEXT_SLOTS = 6;

/** Thrown inside a transaction for a time that is taken; answered after it, with next slots. */
export class Taken extends Error {}

/**
 * A start the slot rules refuse: only 'taken' can be a race (409 with next slots); a lawyer not
 * taking bookings is 409; a type not offered is 400 on `type` when the caller chose the type, 409
 * when it is the consultation's own; the rest 400 on `startsAt`.
 */
export function refusalOf(check: Exclude<Bookable, { ok: true }>, typeChosen?: 'type'): Error {
  switch (check.reason) {
    case 'taken':
      return new Taken(check.message);
    case 'unavailable':
      return new ApiError(409, check.message);
    case 'type':
      return typeChosen ? new ApiError(400, { type: [check.message] }) : new ApiError(409, check.message);
    default:
      return new ApiError(400, { startsAt: [check.message] });
  }
}

/** A lawyer with a profile whose verification is current, or 404: no one else can be booked. */
export async function verifiedLawyer(db: Db, id: number, now: number): Promise<LeadLawyer> {
  const facts = await lawyerFacts(db, id);
  if (!facts || !isVerifiedNow(facts, now)) throw new ApiError(404, LAWYER_NOT_FOUND);
  return facts;
}

/** What a lawyer's times are laid from. */
export interface BookingRules {
  availability: Availability;
  /** whose bank holidays close their days (docs/decisions/0115-bank-holidays.md) */
  jurisdiction: Jurisdiction;
}

/** The lawyer's settings, and the jurisdiction of their practice for its bank holidays. */
export async function bookingRulesOf(db: Db, lawyerId: number): Promise<BookingRules> {
  const availability = await availabilityOf(db, lawyerId);
  const practice = await practiceOf(db, lawyerId);
  return {
    availability,
    jurisdiction: lawyerJurisdiction(practice ?? { location: '', regulator: 'SRA' }),
  };
}

/** Which side of the consultation the user is; undefined for anyone else. */
export function sideOf(c: Consultation, userId: number): Side | undefined {
  if (c.lawyer.id === String(userId)) return 'lawyer';
  if (c.client.id === String(userId)) return 'client';
  return undefined;
}

/** The bell's notification of a notice (server/rules/booking/notices.ts), for its recipient. */
export const notificationOf = (c: Consultation, notice: Notice): NewNotification => ({
  userId: Number(c[notice.to].id),
  kind: notice.kind,
  text: notice.text,
  link: notice.link,
});

/** Up to NEXT_SLOTS free starts of this type from the London date of `startsAt` on. */
async function nextSlots(
  db: Db,
  lawyerId: number,
  startsAt: string,
  type: ConsultationType,
  now: number,
  exceptId?: number,
): Promise<string[]> {
  const { availability, jurisdiction } = await bookingRulesOf(db, lawyerId);
  const bookings = await activeBookings(db, lawyerId, availability.bufferMinutes, now, exceptId);
  const today = wallClock(now, LONDON).date;
  const asked = wallClock(Date.parse(startsAt), LONDON).date;
  const last = addDays(today, availability.horizonDays);
  const found: string[] = [];
  // a week at a time: the next few are usually in the first
  for (let from = asked > today ? asked : today; from <= last; from = addDays(from, 7)) {
    const days = Math.min(7, daysBetween(from, last) + 1);
    found.push(...freeSlots(availability, bookings, { from, days, now: new Date(now), jurisdiction, type }));
    if (found.length >= NEXT_SLOTS) break;
  }
  return found.slice(0, NEXT_SLOTS);
}

/** The 409 of a taken time: the reason and the next free starts (slotTakenSchema). */
export async function slotTaken(
  db: Db,
  detail: string,
  c: { lawyerId: number; startsAt: string; type: ConsultationType; exceptId?: number },
  now: number,
): Promise<ApiError> {
  const slots = await nextSlots(db, c.lawyerId, c.startsAt, c.type, now, c.exceptId);
  return new ApiError(409, { detail, nextSlots: slots });
}
