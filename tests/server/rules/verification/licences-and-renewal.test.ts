// The rules behind trustworthy verification, at fixed inputs: which licence numbers each
// regulator's register could hold, and the yearly re-check's timeline at fixed dates.
import { describe, expect, it } from 'vitest';
import type { Regulator } from '../../../../src/api/regulators.ts';
import { licenceProblem, normaliseLicence } from '../../../../server/rules/verification/licence-numbers.ts';
import { lapseCutoff, renewalOf } from '../../../../server/rules/verification/renewal.ts';

describe('licence numbers per regulator', () => {
  const accepted: Array<[Regulator, string]> = [
    ['SRA', '123456'],
    ['SRA', 'SRA 654321'],
    ['SRA', 'SRA ID: 7123456'],
    ['SRA', ' 98765 '],
    ['BSB', '45871'],
    ['BSB', 'BSB-12345'],
    ['CILEX', '20011873'],
    ['LSS', 'LSS-123456'],
    ['LSS', '23/4567'],
    ['LSNI', 'NI 4521'],
  ];
  const refused: Array<[Regulator, string]> = [
    ['SRA', 'Bar-2019-04521'],
    ['SRA', '12345678'],
    ['SRA', 'SRA'],
    ['SRA', 'twelve'],
    ['BSB', 'barrister'],
    ['CILEX', 'n/a'],
    ['LSS', '<script>1</script>'],
    ['LSNI', '123456789012345678901234'],
  ];

  it.each(accepted)('%s accepts %s', (regulator, typed) => {
    expect(licenceProblem(regulator, typed)).toBeNull();
  });

  it.each(refused)('%s refuses %s with a message naming its number', (regulator, typed) => {
    expect(licenceProblem(regulator, typed)).toMatch(/SRA number|registration number|membership number/);
  });

  it('keeps an SRA number without its prefix, and other numbers as typed', () => {
    expect(normaliseLicence('SRA', 'SRA ID: 123456')).toBe('123456');
    expect(normaliseLicence('LSS', '  LSS-123456 ')).toBe('LSS-123456');
  });
});

describe('the yearly re-check', () => {
  const at = (iso: string) => Date.parse(iso);
  // approved 1 June 2026 (last practising year), and again on 15 October 2026 (this one)
  const rows: Array<[string, string, 'current' | 'due' | 'lapsed', string | null]> = [
    ['2026-06-01T10:00:00Z', '2026-09-30T12:00:00Z', 'current', null],
    ['2026-06-01T10:00:00Z', '2026-10-01T00:30:00+01:00', 'due', '2026-11-01T00:00:00.000Z'],
    ['2026-06-01T10:00:00Z', '2026-11-01T12:00:00Z', 'due', '2026-11-01T00:00:00.000Z'],
    ['2026-06-01T10:00:00Z', '2026-11-30T23:59:00Z', 'due', '2026-11-01T00:00:00.000Z'],
    ['2026-06-01T10:00:00Z', '2026-12-01T00:00:00Z', 'lapsed', null],
    ['2026-10-15T10:00:00Z', '2026-11-01T12:00:00Z', 'current', null],
    ['2026-10-15T10:00:00Z', '2026-12-01T12:00:00Z', 'current', null],
    ['2026-10-15T10:00:00Z', '2027-09-30T12:00:00Z', 'current', null],
    ['2026-10-15T10:00:00Z', '2027-10-01T12:00:00Z', 'due', '2027-11-01T00:00:00.000Z'],
    ['2025-06-01T10:00:00Z', '2026-10-02T12:00:00Z', 'lapsed', null],
  ];

  it.each(rows)('approved %s, on %s: %s (due by %s)', (approved, now, state, dueBy) => {
    const renewal = renewalOf(approved, at(now));
    expect(renewal?.state).toBe(state);
    expect(renewal?.dueBy ?? null).toBe(dueBy);
    // matching agrees with what the lawyer is shown
    expect(Date.parse(approved) >= lapseCutoff(at(now))).toBe(state !== 'lapsed');
  });

  it('says when a due lawyer leaves matching: 1 December, London time', () => {
    expect(renewalOf('2026-06-01T10:00:00Z', at('2026-10-01T12:00:00Z'))?.leavesMatchingOn).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    // 1 October is in summer time: the re-check opens at 23:00 UTC on 30 September
    expect(renewalOf('2026-06-01T10:00:00Z', at('2026-09-30T23:30:00Z'))?.state).toBe('due');
  });

  it('has nothing to say before a first approval', () => {
    expect(renewalOf(null, at('2026-10-01T12:00:00Z'))).toBeNull();
  });
});
