// The wire contract of booking: a lawyer's availability, the consultation and the calls that
// change it. Shared by the SPA and the local API like contract.ts; types come from the schemas.
// The rules behind the numbers: docs/decisions/0065-slots-on-a-london-grid.md and
// docs/decisions/0066-consultation-state-machine.md.
import { z } from 'zod';
import { idSchema, pageNumberSchema, pageOf, requiredText, text } from './contract.ts';
import { lazySchema } from './lazy-schema.ts';

export const LONDON = 'Europe/London';
export const CONSULTATION_TYPES = ['video', 'phone', 'in_person'] as const;
export const consultationTypeSchema = lazySchema(() => z.enum(CONSULTATION_TYPES));
export type ConsultationType = z.infer<typeof consultationTypeSchema>;

// Django REST's wording for numbers, so every backend's messages read alike
/** the least notice a lawyer may ask for before a consultation */
export const MIN_NOTICE_HOURS = 2;

const whole = (min: number, max: number) =>
  z
    .int({ error: 'A valid integer is required.' })
    .min(min, `Ensure this value is greater than or equal to ${min}.`)
    .max(max, `Ensure this value is less than or equal to ${max}.`);
/** a blank form field is no value */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable()).default(null);

export const dateSchema = lazySchema(() => z.iso.date({ error: 'Enter a valid date as YYYY-MM-DD.' }));
/** an instant on the wire: UTC ISO 8601 with a Z */
export const instantSchema = lazySchema(() =>
  z.iso.datetime({
    error: 'Enter a UTC date and time, such as 2026-03-30T08:00:00Z.',
  }),
);

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = lazySchema(() => z.string().regex(TIME, 'Enter a time as HH:MM, such as 09:00.'));
// a window may run to midnight, written 24:00 as in ISO 8601
const isEnd = (v: string) => v === '24:00' || TIME.test(v);
const endOfWindow = lazySchema(() => z.string().refine(isEnd, 'Enter a time as HH:MM, such as 17:00.'));
/** 'HH:MM' → minutes after midnight */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const weeklyWindowSchema = lazySchema(() =>
  z
    .strictObject({ day: whole(1, 7), start: timeOfDay, end: endOfWindow })
    // a time that is not one has its own message
    .refine((w) => !TIME.test(w.start) || !isEnd(w.end) || minutesOf(w.end) > minutesOf(w.start), {
      path: ['end'],
      message: 'The end time must be after the start time.',
    }),
);
export type WeeklyWindow = z.infer<typeof weeklyWindowSchema>;

export const DURATION_MIN = 15;
export const DURATION_MAX = 120;
/** the furthest ahead a lawyer may let clients book; the bank holidays kept must reach this far
 * (docs/decisions/0115-bank-holidays.md) */
export const HORIZON_DAYS_MAX = 365;
export const DEFAULT_WEEKLY: WeeklyWindow[] = [1, 2, 3, 4, 5].map((day) => ({
  day,
  start: '09:00',
  end: '17:00',
}));

const httpsLink = lazySchema(() =>
  z
    .string()
    .trim()
    .max(500, 'Ensure this field has no more than 500 characters.')
    .pipe(
      z.url({
        protocol: /^https$/,
        hostname: z.regexes.domain,
        error: 'Enter a valid https link, such as https://meet.example.com/room.',
      }),
    ),
);

/** a lawyer's cancellation policy: the spec's fixed 24 hours unless they choose another number */
export const DEFAULT_FREE_UNTIL_HOURS = 24;
export const FREE_UNTIL_HOURS_MAX = 168;
export const cancellationPolicySchema = lazySchema(() =>
  z.strictObject({ freeUntilHours: whole(0, FREE_UNTIL_HOURS_MAX) }),
);
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

export const availabilitySchema = lazySchema(() =>
  z
    .strictObject({
      timeZone: z.literal(LONDON, { error: `Only ${LONDON} is supported.` }).default(LONDON),
      weekly: z
        .array(weeklyWindowSchema)
        .max(42, 'Ensure this field has no more than 42 elements.')
        .default(DEFAULT_WEEKLY),
      durationMinutes: whole(DURATION_MIN, DURATION_MAX).default(30),
      // one order whatever was sent; phone needs nothing more from the lawyer, so it is the default
      types: z
        .array(consultationTypeSchema)
        .min(1, 'Choose at least one type of consultation.')
        .transform((types) => CONSULTATION_TYPES.filter((t) => types.includes(t)))
        .default(['phone']),
      // at least two hours, so nobody can book and hold a consultation within minutes of its
      // start, as a lawyer reviewing themself would (docs/decisions/0110-limits-on-writing.md)
      minNoticeHours: whole(MIN_NOTICE_HOURS, 336).default(24),
      horizonDays: whole(1, HORIZON_DAYS_MAX).default(28),
      bufferMinutes: whole(0, 120).default(0),
      meetingUrl: blankIsNull(httpsLink),
      officeAddress: blankIsNull(requiredText(300)),
      available: z.boolean().default(true),
      // closed on the bank holidays of the lawyer's jurisdiction unless they open on them
      // (docs/decisions/0115-bank-holidays.md)
      openOnBankHolidays: z.boolean().default(false),
      blockedDates: z
        .array(dateSchema)
        .max(366, 'Ensure this field has no more than 366 elements.')
        .transform((dates) => [...new Set(dates)].sort())
        .default([]),
      // until how many hours before the start a client may cancel or move a confirmed consultation
      // (docs/decisions/0129-cancellation-policy-and-no-shows.md)
      cancellationPolicy: cancellationPolicySchema.default({ freeUntilHours: DEFAULT_FREE_UNTIL_HOURS }),
      // the lawyer's own reminders 24 hours and 1 hour before a consultation; the client's always go
      // (docs/decisions/0130-invitations-and-reminders.md)
      reminders: z.boolean().default(true),
    })
    .superRefine((a, ctx) => {
      if (a.types.includes('video') && !a.meetingUrl) {
        ctx.addIssue({
          code: 'custom',
          path: ['meetingUrl'],
          message: 'Add your https meeting link to offer video consultations.',
        });
      }
      if (a.types.includes('in_person') && !a.officeAddress) {
        ctx.addIssue({
          code: 'custom',
          path: ['officeAddress'],
          message: 'Add your office address to offer in-person consultations.',
        });
      }
      // windows of one day may touch (09:00–12:00, 12:00–17:00) but not overlap
      a.weekly.forEach((w, i) => {
        const clash = a.weekly.some(
          (o, j) =>
            j < i &&
            o.day === w.day &&
            minutesOf(o.start) < minutesOf(w.end) &&
            minutesOf(w.start) < minutesOf(o.end),
        );
        if (clash) {
          ctx.addIssue({
            code: 'custom',
            path: ['weekly', i, 'start'],
            message: 'This window overlaps another one on the same day.',
          });
        }
      });
    }),
);
export type Availability = z.infer<typeof availabilitySchema>;
/** A lawyer's settings before they change any: every default of the schema. */
export const defaultAvailability = (): Availability => availabilitySchema.parse({});

// PUT /api/lawyers/me/availability/: any subset of the settings, each checked as in
// availabilitySchema but without its default; a field left out keeps its stored value, and the
// merged whole is checked again with availabilitySchema (a video type needs a meeting link, even
// when the link was stored before). So the dashboard switch sends just {"available": false}.
export const availabilityPatchSchema = lazySchema(() => {
  const setting = availabilitySchema.shape;
  return z.strictObject({
    timeZone: setting.timeZone.unwrap().optional(),
    weekly: setting.weekly.unwrap().optional(),
    durationMinutes: setting.durationMinutes.unwrap().optional(),
    types: setting.types.unwrap().optional(),
    minNoticeHours: setting.minNoticeHours.unwrap().optional(),
    horizonDays: setting.horizonDays.unwrap().optional(),
    bufferMinutes: setting.bufferMinutes.unwrap().optional(),
    meetingUrl: setting.meetingUrl.unwrap().optional(),
    officeAddress: setting.officeAddress.unwrap().optional(),
    available: setting.available.unwrap().optional(),
    openOnBankHolidays: setting.openOnBankHolidays.unwrap().optional(),
    blockedDates: setting.blockedDates.unwrap().optional(),
    cancellationPolicy: setting.cancellationPolicy.unwrap().optional(),
    reminders: setting.reminders.unwrap().optional(),
  });
});
export type AvailabilityPatch = z.infer<typeof availabilityPatchSchema>;

// GET /api/lawyers/{id}/slots/?from=YYYY-MM-DD&days=N&type=
export const slotsQuerySchema = lazySchema(() =>
  z.strictObject({
    from: dateSchema,
    days: z.coerce.number({ error: 'A valid integer is required.' }).pipe(whole(1, 31)).default(7),
    type: consultationTypeSchema.optional(),
  }),
);
export const slotsResponseSchema = lazySchema(() =>
  z.object({
    durationMinutes: z.number().int(),
    types: z.array(consultationTypeSchema),
    slots: z.array(instantSchema),
    /** false while the lawyer has switched their availability off: nothing can be booked */
    available: z.boolean().default(true),
    /** the lawyer's fixed first-consultation fee, in pence; null where none (the fee rule, `bookingFee`) */
    firstFeePence: z.number().int().min(0).nullable().default(null),
    /** the lawyer's cancellation policy, shown before booking; null from a backend without it */
    cancellationPolicy: cancellationPolicySchema.nullable().default(null),
  }),
);
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

// ---- fees ------------------------------------------------------------------------

export const offeredFeeSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['fixed', 'hourly']),
    amountPence: whole(0, 10_000_000),
  }),
);
export type OfferedFee = z.infer<typeof offeredFeeSchema>;

/** Which part of the one fee rule a booking's fee comes from (docs/decisions/0116-one-fee-rule.md). */
export type FeeBasis = 'offered-fixed' | 'first' | 'hourly';

/**
 * The fee a booking shows and keeps, with where it comes from. A consultation booked through
 * LawMatch is a first consultation, so: the fee the lawyer offered in answer to the case it is
 * about wins (a fixed one as it is, an hourly one for the consultation's length); else the
 * lawyer's fixed first-consultation fee; else the profile's hourly rate for the length; with none,
 * null: 'Fee on request'. Pence throughout, rounded to the nearest penny. The same function in the
 * SPA (before booking), the local API (when booking) and the seeds, so they never differ
 * (docs/decisions/0116-one-fee-rule.md, docs/decisions/0068-payment-stays-on-paper.md).
 */
export function bookingFee(
  hourlyRatePence: number | null | undefined,
  durationMinutes: number,
  offeredFee?: OfferedFee | null,
  firstFeePence?: number | null,
): { pence: number; basis: FeeBasis } | null {
  if (offeredFee?.kind === 'fixed') return { pence: offeredFee.amountPence, basis: 'offered-fixed' };
  if (!offeredFee && firstFeePence !== null && firstFeePence !== undefined) {
    return { pence: firstFeePence, basis: 'first' };
  }
  const rate = offeredFee?.amountPence ?? hourlyRatePence;
  if (rate === null || rate === undefined) return null;
  return { pence: Math.round((rate * durationMinutes) / 60), basis: 'hourly' };
}

/** The fee alone, as a booking keeps it (`bookingFee`). */
export function feeFor(
  hourlyRatePence: number | null | undefined,
  durationMinutes: number,
  offeredFee?: OfferedFee | null,
  firstFeePence?: number | null,
): number | null {
  return bookingFee(hourlyRatePence, durationMinutes, offeredFee, firstFeePence)?.pence ?? null;
}

// ---- consultations ---------------------------------------------------------------

export const CONSULTATION_STATUSES = [
  'requested',
  'proposed',
  'confirmed',
  'declined',
  'cancelled',
  'completed',
  'no_show',
] as const;
export const consultationStatusSchema = lazySchema(() => z.enum(CONSULTATION_STATUSES));
export type ConsultationStatus = z.infer<typeof consultationStatusSchema>;
/** the statuses that hold a lawyer's time */
export const ACTIVE_STATUSES: readonly ConsultationStatus[] = ['requested', 'proposed', 'confirmed'];

export const SIDES = ['client', 'lawyer'] as const;
export const sideSchema = lazySchema(() => z.enum(SIDES));
export type Side = z.infer<typeof sideSchema>;

const PHONE = /^\+?[\d\s().-]+$/;
export const phoneSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .refine(
      (v) => PHONE.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, '')),
      'Enter a valid phone number, such as 07700 900123.',
    ),
);

// POST /api/consultations/
export const bookingRequestSchema = lazySchema(() =>
  z
    .strictObject({
      lawyerId: idSchema,
      startsAt: instantSchema,
      type: consultationTypeSchema,
      caseId: idSchema.optional(),
      phone: phoneSchema.optional(),
      note: text(1000).optional(),
    })
    .refine((b) => b.type !== 'phone' || b.phone, {
      path: ['phone'],
      message: 'Add the number the lawyer should call.',
    }),
);
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const partySchema = lazySchema(() => z.object({ id: idSchema, name: z.string() }));

export const consultationSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    /** `lapsed`: the lawyer's verification has lapsed, so they can agree to no time until verified again */
    lawyer: partySchema.extend({ lapsed: z.boolean().default(false) }),
    client: partySchema,
    caseId: idSchema.nullable().default(null),
    type: consultationTypeSchema,
    startsAt: instantSchema,
    endsAt: instantSchema,
    status: consultationStatusSchema,
    /** null: fee on request */
    feePence: z.number().int().min(0).nullable(),
    /** video: shown once confirmed */
    joinUrl: z.string().nullable().default(null),
    /** phone: the client's number, shown to the lawyer once confirmed */
    phone: z.string().nullable().default(null),
    /** in person: the office, shown to the client once confirmed */
    address: z.string().nullable().default(null),
    note: z.string().nullable().default(null),
    /** why it was declined or cancelled, and by whom */
    reason: z.string().nullable().default(null),
    closedBy: sideSchema.nullable().default(null),
    /** no_show: the side who did not come (the other side reported it; the note is in `reason`) */
    noShowBy: sideSchema.nullable().default(null),
    /** the lawyer's policy when it was booked: a client may cancel or move it until this many
     * hours before the start; 24, the spec's rule, from a backend without it */
    freeUntilHours: z.int().min(0).max(FREE_UNTIL_HOURS_MAX).default(DEFAULT_FREE_UNTIL_HOURS),
    /** bumped on every change; a calendar's UID never changes */
    sequence: z.number().int().min(0),
    createdAt: instantSchema,
    updatedAt: instantSchema,
    /** the client's review of it once completed (src/api/reviews-contract.ts); null while none */
    review: z
      .object({ id: idSchema, rating: z.int().min(1).max(5) })
      .nullable()
      .default(null),
  }),
);
export type Consultation = z.infer<typeof consultationSchema>;

// The calls that move a consultation (POST /api/consultations/{id}/<action>/), with their bodies.
// The client's decline/ of a proposed time is the 'decline-proposal' action.
// the reason the other side reads: required to decline a request or to cancel, optional to
// decline a proposed time
export const endingReasonSchema = lazySchema(() => requiredText(500));
export const optionalEndingReasonSchema = lazySchema(() => text(500));
const reason = endingReasonSchema;
export const consultationActionSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('confirm') }),
    z.strictObject({ type: z.literal('decline'), reason }),
    z.strictObject({ type: z.literal('propose'), startsAt: instantSchema }),
    z.strictObject({ type: z.literal('accept') }),
    z.strictObject({ type: z.literal('decline-proposal'), reason: optionalEndingReasonSchema.optional() }),
    z.strictObject({ type: z.literal('reschedule'), startsAt: instantSchema }),
    z.strictObject({ type: z.literal('cancel'), reason }),
    z.strictObject({ type: z.literal('complete') }),
    z.strictObject({ type: z.literal('no-show'), note: optionalEndingReasonSchema.optional() }),
  ]),
);
export type ConsultationAction = z.infer<typeof consultationActionSchema>;
export type ActionName = ConsultationAction['type'];

// GET /api/consultations/?when=upcoming|past: the caller's consultations, as each side sees them.
// upcoming: requested, proposed or confirmed, not yet ended (a confirmed one stays until the
// lawyer marks it completed), soonest first; past: the rest, latest first.
export const CONSULTATION_WHEN = ['upcoming', 'past'] as const;
export const consultationListQuerySchema = lazySchema(() =>
  z.strictObject({
    when: z.enum(CONSULTATION_WHEN, { error: 'Choose upcoming or past.' }).default('upcoming'),
    page: pageNumberSchema,
  }),
);
export type ConsultationWhen = (typeof CONSULTATION_WHEN)[number];
// GET /api/consultations/?when=&page=: a page of the caller's consultations
export const consultationListSchema = lazySchema(() => pageOf(consultationSchema));

/**
 * The 409 of a booking, a proposal or a reschedule whose time was taken: the reason and the next
 * free starts (the SPA reads them as the error's `nextSlots` messages: src/api/consultations.ts).
 */
export const slotTakenSchema = lazySchema(() =>
  z.object({
    detail: z.string(),
    nextSlots: z.array(instantSchema).default([]),
  }),
);
export type SlotTaken = z.infer<typeof slotTakenSchema>;

/** POST /api/calendar/token/ → 201: the private feed's address, shown once; the old one stops working. */
export const calendarTokenSchema = lazySchema(() =>
  z.object({
    url: z.string(),
    createdAt: instantSchema,
  }),
);
export type CalendarToken = z.infer<typeof calendarTokenSchema>;
