import { feeFor, type ConsultationType, type OfferedFee } from '@/api/booking-contract';
import { toast } from '@/components/ui/use-toast';
import { formatPence } from '@/lib/format';

/** The types of consultation as a client reads them. */
export const TYPE_WORDS: Record<ConsultationType, string> = {
  video: 'Video call',
  phone: 'Phone call',
  in_person: 'In person',
};

/** Said beside every fee: no money passes through LawMatch (docs/decisions/0068-payment-stays-on-paper.md). */
export const PAID_DIRECTLY = 'Paid to the lawyer directly';

/**
 * The fee of a booking before it is made, by the rule the server keeps it by (`feeFor`): 'Fixed
 * fee £250' for a fixed fee offered on the case, else 'Fee £75 for 30 minutes' from the hourly
 * rate offered or the card's (in pounds), else 'Fee on request'.
 */
export function bookingFeeWords(
  hourlyRatePounds: number | null | undefined,
  durationMinutes: number,
  offeredFee: OfferedFee | null | undefined,
): string {
  const rate =
    hourlyRatePounds === null || hourlyRatePounds === undefined ? null : Math.round(hourlyRatePounds * 100);
  const pence = feeFor(rate, durationMinutes, offeredFee);
  if (pence === null) return 'Fee on request';
  if (offeredFee?.kind === 'fixed') return `Fixed fee ${formatPence(pence)}`;
  return `Fee ${formatPence(pence)} for ${durationMinutes} minutes`;
}

/** A booked consultation's fee as it was kept: 'Fee £75', 'Fee on request'. */
export const consultationFeeWords = (feePence: number | null) =>
  feePence === null ? 'Fee on request' : `Fee ${formatPence(feePence)}`;

/** A backend without booking keeps the spec's button (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). */
export function announceBookingSoon() {
  toast({ title: 'Booking coming soon', description: 'Online booking is not available yet.' });
}
