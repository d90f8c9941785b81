// £ and dates, always en-GB (spec §1: currency in pounds).
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-GB');
const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

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
