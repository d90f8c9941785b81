// Builders for the booking tests: an availability from the contract's defaults, and a
// consultation whose note holds text that must never reach a calendar file.
import { availabilitySchema, consultationSchema } from '../../../../src/api/booking-contract.ts';
import type { Availability, Consultation, WeeklyWindow } from '../../../../src/api/booking-contract.ts';

export const CASE_TEXT = 'My landlord kept the deposit for flat 4B';

/**
 * Settings as the contract reads them, but for the notice, which the rules take at any length: the
 * contract asks at least two hours of a lawyer, and the grid is plainer to test without.
 */
export const availability = ({ minNoticeHours, ...input }: Partial<Availability> = {}): Availability => {
  const parsed = availabilitySchema.parse(input);
  return minNoticeHours === undefined ? parsed : { ...parsed, minNoticeHours };
};

/** The same hours on every day of the week, no notice and a year ahead: the grid alone. */
export function everyDay(start: string, end: string, input: Partial<Availability> = {}): Availability {
  const weekly: WeeklyWindow[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start, end }));
  return availability({ weekly, minNoticeHours: 0, horizonDays: 365, ...input });
}

/** A date well before anything the tests book, so notice and horizon stay out of the way. */
export const LONG_BEFORE = new Date('2026-01-01T00:00:00Z');

export function consultation(input: Partial<Consultation> = {}): Consultation {
  return consultationSchema.parse({
    id: '7',
    lawyer: { id: '2', name: 'Amelia Hughes' },
    client: { id: '3', name: 'Tom Baker' },
    caseId: '9',
    type: 'video',
    startsAt: '2026-03-30T08:00:00.000Z',
    endsAt: '2026-03-30T08:30:00.000Z',
    status: 'requested',
    feePence: 7500,
    joinUrl: 'https://meet.example.com/sarah-mitchell',
    phone: null,
    address: null,
    note: CASE_TEXT,
    sequence: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...input,
  });
}
