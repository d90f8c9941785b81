import { bookingFee, type ConsultationType, type OfferedFee } from '@/api/booking-contract';
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
 * The fee of a booking before it is made, by the rule the server keeps it by (`bookingFee`,
 * docs/decisions/0116-one-fee-rule.md): 'Fixed fee £250' for a fixed fee offered on the case,
 * else 'First consultation fee £75' for the lawyer's fixed first fee, else 'Fee £75 for 30
 * minutes' from the hourly rate offered or the card's (in pounds), else 'Fee on request'.
 */
export function bookingFeeWords(
  hourlyRatePounds: number | null | undefined,
  durationMinutes: number,
  offeredFee: OfferedFee | null | undefined,
  firstFeePence: number | null,
): string {
  const rate =
    hourlyRatePounds === null || hourlyRatePounds === undefined ? null : Math.round(hourlyRatePounds * 100);
  const fee = bookingFee(rate, durationMinutes, offeredFee, firstFeePence);
  if (fee === null) return 'Fee on request';
  const amount = formatPence(fee.pence);
  if (fee.basis === 'offered-fixed') return `Fixed fee ${amount}`;
  if (fee.basis === 'first') return `First consultation fee ${amount}`;
  return `Fee ${amount} for ${durationMinutes} minutes`;
}

/** A booked consultation's fee as it was kept: 'Fee £75', 'Fee on request'. */
export const consultationFeeWords = (feePence: number | null) =>
  feePence === null ? 'Fee on request' : `Fee ${formatPence(feePence)}`;

/** A backend without booking keeps the spec's button (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). */
export function announceBookingSoon() {
  toast({ title: 'Booking coming soon', description: 'Online booking is not available yet.' });
}
