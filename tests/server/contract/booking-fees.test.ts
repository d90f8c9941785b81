// The fee a booking shows: a fixed fee offered on the case wins, else an hourly rate (offered,
// else the profile's) for the length, else 'Fee on request' (null).
import { describe, expect, it } from 'vitest';
import type { OfferedFee } from '../../../src/api/booking-contract.ts';
import { feeFor } from '../../../src/api/booking-contract.ts';

describe('feeFor', () => {
  it.each([
    ['the profile rate for half an hour', 15_000, 30, undefined, 7_500],
    ['for an hour and a half', 15_000, 90, undefined, 22_500],
    ['rounded to the penny', 10_001, 20, undefined, 3_334],
    ['a fixed fee offered wins over the rate', 15_000, 30, { kind: 'fixed', amountPence: 5_000 }, 5_000],
    ['whatever the length', 15_000, 120, { kind: 'fixed', amountPence: 5_000 }, 5_000],
    ['a free first consultation stays free', 15_000, 30, { kind: 'fixed', amountPence: 0 }, 0],
    [
      'an hourly rate offered wins over the profile',
      15_000,
      30,
      { kind: 'hourly', amountPence: 12_000 },
      6_000,
    ],
    ['a fixed fee needs no profile rate', null, 45, { kind: 'fixed', amountPence: 9_900 }, 9_900],
    ['no rate at all is on request', undefined, 30, undefined, null],
    ['nor with no offer', null, 30, null, null],
  ] as [string, number | null | undefined, number, OfferedFee | null | undefined, number | null][])(
    '%s',
    (_, rate, minutes, offered, expected) => {
      expect(feeFor(rate, minutes, offered)).toBe(expected);
    },
  );
});

// docs/decisions/0116-one-fee-rule.md: a booking is a first consultation
describe('feeFor with a fixed first-consultation fee', () => {
  it.each([
    ['the first fee wins over the hourly rate', 28_000, 30, null, 7_500, 7_500],
    ['whatever the length', 28_000, 120, undefined, 7_500, 7_500],
    [
      'a fee offered on the case wins over it',
      28_000,
      30,
      { kind: 'fixed', amountPence: 25_000 },
      7_500,
      25_000,
    ],
    [
      'an hourly rate offered on the case too',
      28_000,
      30,
      { kind: 'hourly', amountPence: 12_000 },
      7_500,
      6_000,
    ],
    ['none set: the hourly rate for the length', 28_000, 30, null, null, 14_000],
  ] as [string, number, number, OfferedFee | null | undefined, number | null, number][])(
    '%s',
    (_, rate, minutes, offered, first, expected) => {
      expect(feeFor(rate, minutes, offered, first)).toBe(expected);
    },
  );
});
