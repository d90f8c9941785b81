// The booking contract's checks: the defaults a new lawyer starts with, and a clear message on
// the field that is wrong, in Django REST's words where Django has them.
import { describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  bookingRequestSchema,
  consultationActionSchema,
  defaultAvailability,
  slotsQuerySchema,
} from '../../../src/api/booking-contract.ts';
import { fieldErrors } from '../../../server/lib/errors.ts';

const errors = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0], input);
};

describe('availability', () => {
  it('starts as weekdays 09:00–17:00, 30 minutes, 24 hours notice, 28 days ahead, by phone, closed on bank holidays, free to cancel until 24 hours before, with reminders', () => {
    expect(defaultAvailability()).toEqual({
      timeZone: 'Europe/London',
      weekly: [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '17:00' })),
      durationMinutes: 30,
      types: ['phone'],
      minNoticeHours: 24,
      horizonDays: 28,
      bufferMinutes: 0,
      meetingUrl: null,
      officeAddress: null,
      available: true,
      openOnBankHolidays: false,
      blockedDates: [],
      cancellationPolicy: { freeUntilHours: 24 },
      reminders: true,
    });
  });

  it.each([
    [
      'an end before the start',
      { weekly: [{ day: 1, start: '09:00', end: '08:00' }] },
      { 'weekly.0.end': ['The end time must be after the start time.'] },
    ],
    [
      'an end equal to the start',
      { weekly: [{ day: 1, start: '09:00', end: '09:00' }] },
      { 'weekly.0.end': ['The end time must be after the start time.'] },
    ],
    [
      'windows that overlap on one day',
      {
        weekly: [
          { day: 2, start: '09:00', end: '12:00' },
          { day: 2, start: '11:30', end: '17:00' },
        ],
      },
      { 'weekly.1.start': ['This window overlaps another one on the same day.'] },
    ],
    [
      'a time that is not HH:MM',
      { weekly: [{ day: 1, start: '9am', end: '17:00' }] },
      { 'weekly.0.start': ['Enter a time as HH:MM, such as 09:00.'] },
    ],
    [
      'a start of 24:00',
      { weekly: [{ day: 1, start: '24:00', end: '24:00' }] },
      { 'weekly.0.start': ['Enter a time as HH:MM, such as 09:00.'] },
    ],
    [
      'a day 8',
      { weekly: [{ day: 8, start: '09:00', end: '17:00' }] },
      { 'weekly.0.day': ['Ensure this value is less than or equal to 7.'] },
    ],
    [
      'a length of 10 minutes',
      { durationMinutes: 10 },
      { durationMinutes: ['Ensure this value is greater than or equal to 15.'] },
    ],
    [
      'a length of 121 minutes',
      { durationMinutes: 121 },
      { durationMinutes: ['Ensure this value is less than or equal to 120.'] },
    ],
    [
      'a length of 30.5 minutes',
      { durationMinutes: 30.5 },
      { durationMinutes: ['A valid integer is required.'] },
    ],
    ['no types', { types: [] }, { types: ['Choose at least one type of consultation.'] }],
    [
      'video without a link',
      { types: ['video'] },
      { meetingUrl: ['Add your https meeting link to offer video consultations.'] },
    ],
    [
      'video with a blank link',
      { types: ['video'], meetingUrl: '  ' },
      { meetingUrl: ['Add your https meeting link to offer video consultations.'] },
    ],
    [
      'an http link',
      { types: ['video'], meetingUrl: 'http://meet.example.com/x' },
      { meetingUrl: ['Enter a valid https link, such as https://meet.example.com/room.'] },
    ],
    [
      'a link that is not one',
      { types: ['phone'], meetingUrl: 'javascript:alert(1)' },
      { meetingUrl: ['Enter a valid https link, such as https://meet.example.com/room.'] },
    ],
    [
      'in person without an address',
      { types: ['in_person'] },
      { officeAddress: ['Add your office address to offer in-person consultations.'] },
    ],
    [
      'a blocked date that does not exist',
      { blockedDates: ['2026-02-30'] },
      { 'blockedDates.0': ['Enter a valid date as YYYY-MM-DD.'] },
    ],
    ['another zone', { timeZone: 'Europe/Paris' }, { timeZone: ['"Europe/Paris" is not a valid choice.'] }],
    ['an unknown field', { colour: 'blue' }, { colour: ['This field is not allowed.'] }],
  ])('refuses %s', (_, input, expected) => {
    expect(errors(availabilitySchema, input)).toEqual(expected);
  });

  it('takes windows that touch, a window to midnight, and keeps one order of types and dates', () => {
    const a = availabilitySchema.parse({
      weekly: [
        { day: 1, start: '09:00', end: '12:00' },
        { day: 1, start: '12:00', end: '24:00' },
      ],
      types: ['in_person', 'video', 'video'],
      meetingUrl: 'https://meet.example.com/room',
      officeAddress: '1 Chancery Lane, London',
      blockedDates: ['2026-12-25', '2026-12-24', '2026-12-25'],
    });
    expect([a.types, a.blockedDates]).toEqual([
      ['video', 'in_person'],
      ['2026-12-24', '2026-12-25'],
    ]);
  });
});

describe('booking and its calls', () => {
  const booking = { lawyerId: 12, startsAt: '2026-03-30T08:00:00Z', type: 'video' };

  it('takes a booking, with ids as text', () => {
    expect(bookingRequestSchema.parse(booking)).toEqual({ ...booking, lawyerId: '12' });
  });

  it.each([
    [
      'a phone booking without a number',
      { ...booking, type: 'phone' },
      { phone: ['Add the number the lawyer should call.'] },
    ],
    [
      'a number that is not one',
      { ...booking, type: 'phone', phone: 'call me' },
      { phone: ['Enter a valid phone number, such as 07700 900123.'] },
    ],
    [
      'a time with an offset',
      { ...booking, startsAt: '2026-03-30T09:00:00+01:00' },
      { startsAt: ['Enter a UTC date and time, such as 2026-03-30T08:00:00Z.'] },
    ],
    [
      'a type no one offers',
      { ...booking, type: 'carrier pigeon' },
      { type: ['"carrier pigeon" is not a valid choice.'] },
    ],
    [
      'a long note',
      { ...booking, note: 'x'.repeat(1001) },
      { note: ['Ensure this field has no more than 1000 characters.'] },
    ],
  ])('refuses %s', (_, input, expected) => {
    expect(errors(bookingRequestSchema, input)).toEqual(expected);
  });

  it.each([
    [{ type: 'decline', reason: ' ' }, { reason: ['This field may not be blank.'] }],
    [{ type: 'cancel' }, { reason: ['This field is required.'] }],
    [
      { type: 'propose', startsAt: 'tomorrow' },
      { startsAt: ['Enter a UTC date and time, such as 2026-03-30T08:00:00Z.'] },
    ],
    [{ type: 'confirm', reason: 'x' }, { reason: ['This field is not allowed.'] }],
  ])('an action body %j is refused', (input, expected) => {
    expect(errors(consultationActionSchema, input)).toEqual(expected);
  });

  it('reads the slots query from a query string', () => {
    expect(slotsQuerySchema.parse({ from: '2026-03-30', days: '14', type: 'phone' })).toEqual({
      from: '2026-03-30',
      days: 14,
      type: 'phone',
    });
    expect(slotsQuerySchema.parse({ from: '2026-03-30' }).days).toBe(7);
    expect(errors(slotsQuerySchema, { from: '2026-03-30', days: 'lots' })).toEqual({
      days: ['A valid integer is required.'],
    });
  });
});
