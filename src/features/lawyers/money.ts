import type { ResponseFee } from '@/api/cases-contract';
import { formatPounds } from '@/lib/format';

const withPence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** '£250', or '£95.50' when there are pence: an amount is never rounded away. */
export function formatPence(pence: number) {
  return pence % 100 === 0 ? formatPounds(pence / 100) : withPence.format(pence / 100);
}

/** A quoted fee in words: 'Fixed fee: £250', 'Hourly rate: £150/hour'. */
export function describeFee(fee: ResponseFee | null | undefined) {
  if (!fee) return 'No fee quoted';
  return fee.kind === 'fixed'
    ? `Fixed fee: ${formatPence(fee.amountPence)}`
    : `Hourly rate: ${formatPence(fee.amountPence)}/hour`;
}
