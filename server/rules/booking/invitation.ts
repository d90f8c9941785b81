// Whether a change of a consultation is news for the calendars of its two sides
// (docs/decisions/0130-invitations-and-reminders.md): a confirmed time is an invitation
// (REQUEST); once one was sent, a new time waiting for an answer updates it (REQUEST, the event
// tentative), and a decline or cancellation removes it (CANCEL). A completed consultation, or one
// nobody came to, stays where it was.
import type { Consultation } from '../../../src/api/booking-contract.ts';
import type { InvitationMethod } from './calendar.ts';

/** `invitedSequence`: the SEQUENCE of the last invitation sent, null while none was. */
export function invitationAfter(next: Consultation, invitedSequence: number | null): InvitationMethod | null {
  if (next.status === 'confirmed') return 'REQUEST';
  if (invitedSequence === null) return null;
  if (next.status === 'requested' || next.status === 'proposed') return 'REQUEST';
  if (next.status === 'declined' || next.status === 'cancelled') return 'CANCEL';
  return null;
}
