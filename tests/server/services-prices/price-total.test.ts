// The total a client would see (src/api/price-total.ts, docs/services-and-prices.md): one function
// for the SPA and the local API, VAT at 20 % where the price excludes it, the disbursements as the
// client pays them, a range and an hourly rate said as such.
import { describe, expect, it } from 'vitest';
import { priceWords, sumOf, totalPence, withVat } from '../../../src/api/price-total.ts';
import type { Pricing, Vat } from '../../../src/api/services-contract.ts';

const fixed = (amountPence: number): Pricing => ({ kind: 'fixed', amountPence });
const range = (fromPence: number, toPence: number): Pricing => ({ kind: 'range', fromPence, toPence });
const hourly = (ratePence: number): Pricing => ({ kind: 'hourly', ratePence });

describe('the words of a price', () => {
  it.each([
    [fixed(120_000), 'excluded', 30_000, '£1,200 + VAT + £300 disbursements = £1,740'],
    [fixed(120_000), 'excluded', 0, '£1,200 + VAT = £1,440'],
    [fixed(144_000), 'included', 30_000, '£1,440 including VAT + £300 disbursements = £1,740'],
    [fixed(144_000), 'included', 0, '£1,440 including VAT'],
    [fixed(120_000), 'not_applicable', 30_000, '£1,200 (no VAT) + £300 disbursements = £1,500'],
    [fixed(120_000), 'not_applicable', 0, '£1,200 (no VAT)'],
    [fixed(9_950), 'excluded', 0, '£99.50 + VAT = £119.40'],
    [fixed(0), 'not_applicable', 0, 'Free'],
    [fixed(0), 'excluded', 61_200, 'Free + £612 disbursements = £612'],
    [range(150_000, 300_000), 'excluded', 0, '£1,500–£3,000 + VAT = £1,800–£3,600'],
    [range(150_000, 300_000), 'excluded', 25_000, '£1,500–£3,000 + VAT + £250 disbursements = £2,050–£3,850'],
    [range(150_000, 300_000), 'included', 0, '£1,500–£3,000 including VAT'],
    [range(200_000, 200_000), 'excluded', 0, '£2,000 + VAT = £2,400'],
    [hourly(25_000), 'excluded', 0, '£250 an hour + VAT = £300 an hour'],
    [hourly(25_000), 'included', 0, '£250 an hour including VAT'],
    [hourly(25_000), 'not_applicable', 30_000, '£250 an hour (no VAT), plus £300 disbursements'],
    [hourly(25_000), 'excluded', 30_000, '£250 an hour + VAT = £300 an hour, plus £300 disbursements'],
  ] as [Pricing, Vat, number, string][])(
    '%o, VAT %s, %i disbursements: %s',
    (pricing, vat, disbursements, words) => {
      expect(priceWords(pricing, vat, disbursements)).toBe(words);
    },
  );
});

describe('the total', () => {
  it('adds VAT to a price that excludes it, rounded to the penny, and the disbursements', () => {
    expect(withVat(12_345, 'excluded')).toBe(14_814);
    expect(withVat(12_345, 'included')).toBe(12_345);
    expect(withVat(12_345, 'not_applicable')).toBe(12_345);
    expect(sumOf([{ amountPence: 25_000 }, { amountPence: 5_000 }])).toBe(30_000);
    expect(totalPence(fixed(120_000), 'excluded', 30_000)).toEqual({ from: 174_000, to: 174_000 });
    expect(totalPence(range(150_000, 300_000), 'included', 100)).toEqual({ from: 150_100, to: 300_100 });
  });

  it('is none for an hourly rate, which has no end', () => {
    expect(totalPence(hourly(25_000), 'excluded', 30_000)).toBeNull();
  });
});
