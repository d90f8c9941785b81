// £ and dates, always en-GB (spec §1: currency in pounds).
import { dateFormat, numberFormat } from '@/lib/intl';
const gbp = numberFormat({ style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const count = numberFormat();
// a UK product: dates read as they do in London, whatever the browser's zone
const date = dateFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

export function formatPounds(amount: number) {
  return gbp.format(amount);
}

export function formatCount(n: number) {
  return count.format(n);
}

/** '12 Mar 2026'; an unparseable value is shown as it came. */
export function formatDate(value: string | Date) {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? String(value) : date.format(d);
}

/** matchScore may be a fraction (0–1) or a percentage (0–100); shown as a whole percent
 * (docs/decisions/0024-one-wire-contract.md). */
export function formatMatchScore(score: number) {
  const percent = score <= 1 ? score * 100 : score;
  return `${Math.round(Math.min(100, Math.max(0, percent)))}%`;
}

export function formatHourlyRate(amount: number) {
  return `${formatPounds(amount)}/hour`;
}

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const withPence = numberFormat({ style: 'currency', currency: 'GBP' });

/** '£250', or '£95.50' when there are pence: an amount is never rounded away. */
export function formatPence(pence: number) {
  return pence % 100 === 0 ? formatPounds(pence / 100) : withPence.format(pence / 100);
}

/** A lawyer's fee offer in words, as both sides read it: 'Fixed fee £250', '£95.50 per hour',
 * 'No fee given'. */
export function feeWords(fee: { kind: 'fixed' | 'hourly'; amountPence: number } | null | undefined) {
  if (!fee) return 'No fee given';
  return fee.kind === 'fixed'
    ? `Fixed fee ${formatPence(fee.amountPence)}`
    : `${formatPence(fee.amountPence)} per hour`;
}
