// When a review waits for an admin's check before it counts anywhere (docs/decisions/0111-held-reviews.md):
// its consultation was booked less than 24 hours before its start, or by a client whose account
// was less than 24 hours old at the booking. Both are what a lawyer reviewing themself through an
// account of their own would have to do; an honest client rarely does either.
import type { HoldReason } from '../../src/api/reviews-contract.ts';

const HOLD_WINDOW_MS = 24 * 60 * 60 * 1000;

export function holdReasons({
  bookedAt,
  startsAt,
  clientSince,
}: {
  /** when the consultation was booked */
  bookedAt: string;
  startsAt: string;
  /** when the client's account was made */
  clientSince: string;
}): HoldReason[] {
  const booked = Date.parse(bookedAt);
  return [
    ...(Date.parse(startsAt) - booked < HOLD_WINDOW_MS ? (['booked_late'] as const) : []),
    ...(booked - Date.parse(clientSince) < HOLD_WINDOW_MS ? (['new_account'] as const) : []),
  ];
}
