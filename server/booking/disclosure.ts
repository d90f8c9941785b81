// What each side of a consultation may see of the other's details: the meeting link only while
// the consultation is confirmed, the client's number to the lawyer and the lawyer's office to
// the client once it is agreed. The calendar files and the answers of the API show no more.
import type { Consultation, Side } from '../../src/api/booking-contract.ts';

export function seenBy(c: Consultation, side: Side): Consultation {
  const agreed = c.status === 'confirmed' || c.status === 'completed';
  return {
    ...c,
    joinUrl: c.type === 'video' && c.status === 'confirmed' ? c.joinUrl : null,
    phone: c.type === 'phone' && (side === 'client' || agreed) ? c.phone : null,
    address: c.type === 'in_person' && (side === 'lawyer' || agreed) ? c.address : null,
  };
}
