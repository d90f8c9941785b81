// The least a client pays for a service in all, as a column the directory sorts and filters by
// (docs/directory.md): the fixed fee or the bottom of a range, with VAT and the disbursements, by
// the same function every screen's total comes from (src/api/price-total.ts). An hourly rate has
// no total: null.
import { sumOf, totalPence } from '../../src/api/price-total.ts';
import type { Pricing, Vat } from '../../src/api/services-contract.ts';

export interface PriceColumns {
  pricing_kind: Pricing['kind'];
  price_pence: number;
  price_to_pence: number | null;
  vat: Vat;
  /** JSON: [{name, amountPence}] */
  disbursements: string;
}

function disbursementsPence(json: string): number {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? sumOf(list as { amountPence: number }[]) : 0;
  } catch {
    return 0;
  }
}

export function serviceTotalFrom(row: PriceColumns): number | null {
  if (row.pricing_kind === 'hourly') return null;
  const pricing: Pricing =
    row.pricing_kind === 'fixed'
      ? { kind: 'fixed', amountPence: row.price_pence }
      : { kind: 'range', fromPence: row.price_pence, toPence: row.price_to_pence ?? row.price_pence };
  return totalPence(pricing, row.vat, disbursementsPence(row.disbursements))?.from ?? null;
}
