// What each side may learn of the other (docs/decisions/0090-cases-leads-and-notifications.md,
// docs/decisions/0096-booking-calls.md): a lawyer learns a client's first name only, until a
// consultation between them is agreed; of a consultation, the meeting link only while it is
// confirmed, the client's number to the lawyer and the lawyer's office to the client once it is
// agreed. Leads, consultations, their notices and calendar files, and the API's answers show no
// more.
import type { Consultation, ConsultationStatus, Side } from '../../src/api/booking-contract.ts';

/** How a client who deleted their account is named: whole, never cut to a first name. */
export const FORMER_CLIENT = 'A former client';

/** The first word of a name: all a lawyer learns of a client before a consultation is agreed. */
export const firstName = (name: string): string =>
  name === FORMER_CLIENT ? name : (name.trim().split(/\s+/)[0] ?? '');

/** the states of a consultation whose time both sides agreed: from the first of them on, the lawyer learns the client's name */
export const AGREED_STATUSES: readonly ConsultationStatus[] = ['confirmed', 'completed'];

const agreed = (c: Consultation): boolean => AGREED_STATUSES.includes(c.status);

/**
 * The client's name as one side is shown it: whole to the client, and to the lawyer once a
 * consultation between them was agreed; the first name before (conversations, docs/conversations.md).
 */
export const clientNameFor = (name: string, side: Side, agreedBetween: boolean): string =>
  side === 'client' || agreedBetween ? name : firstName(name);

/** The consultation's details one side may see: the link, the number and the office. */
export function seenBy(c: Consultation, side: Side): Consultation {
  return {
    ...c,
    joinUrl: c.type === 'video' && c.status === 'confirmed' ? c.joinUrl : null,
    phone: c.type === 'phone' && (side === 'client' || agreed(c)) ? c.phone : null,
    address: c.type === 'in_person' && (side === 'lawyer' || agreed(c)) ? c.address : null,
  };
}

/** A consultation as one side may see it: seenBy, and to the lawyer the client's first name until it is agreed. */
export function shownTo(c: Consultation, side: Side): Consultation {
  const seen = seenBy(c, side);
  if (side === 'client' || agreed(c)) return seen;
  return { ...seen, client: { ...seen.client, name: firstName(seen.client.name) } };
}
