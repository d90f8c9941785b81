// The fee a booking shows: the fixed fee the lawyer offered in answer to the case, else an
// hourly rate (the one offered, else the profile's) for the consultation's length; with
// neither, null: 'Fee on request'. Pence throughout, rounded to the nearest penny.
// docs/decisions/0068-payment-stays-on-paper.md
import type { OfferedFee } from '../../src/api/booking-contract.ts';

export function feeFor(
  hourlyRatePence: number | null | undefined,
  durationMinutes: number,
  offeredFee?: OfferedFee | null,
): number | null {
  if (offeredFee?.kind === 'fixed') return offeredFee.amountPence;
  const rate = offeredFee?.amountPence ?? hourlyRatePence;
  return rate === null || rate === undefined ? null : Math.round((rate * durationMinutes) / 60);
}
