// Booking as the local API answers it (docs/decisions/0065-slots-on-a-london-grid.md,
// docs/decisions/0098-book-consultation-dialog.md): a lawyer's free start times and booking one.
// One handler per endpoint over a small store: every lawyer offers weekdays at 09:00, 09:30 and
// 14:00 London time, at least a day ahead and within the horizon, unless a test says otherwise
// (setLawyerBooking). A test starts from the defaults with resetBooking().
import { http, HttpResponse } from 'msw';
import {
  bookingRequestSchema,
  consultationSchema,
  slotsQuerySchema,
  type Consultation,
  type ConsultationType,
} from '@/api/booking-contract';
import { apiConfig } from '@/api/config';
import { accounts, lawyerFixture, tokensFor } from './fixtures';

export const bookingUrls = {
  slots: `${apiConfig.profiles}/api/lawyers/:id/slots/`,
  book: `${apiConfig.profiles}/api/consultations/`,
};
export const slotsUrl = (lawyerId: string) => `${apiConfig.profiles}/api/lawyers/${lawyerId}/slots/`;

export const TAKEN = 'This time has just been taken. Please choose another.';
const OFF_GRID = 'Choose one of the offered start times.';

export interface LawyerBooking {
  name: string;
  types: ConsultationType[];
  durationMinutes: number;
  horizonDays: number;
  available: boolean;
  /** the free starts in full, instead of the weekday grid */
  starts: string[] | null;
  /** London wall times of the weekday grid */
  times: string[];
  /** the fixed first-consultation fee, in pence (docs/decisions/0116-one-fee-rule.md) */
  firstFeePence: number | null;
  /** the cancellation policy; null: a backend without it, whose answer leaves it out */
  freeUntilHours: number | null;
}

const DEFAULTS: LawyerBooking = {
  name: lawyerFixture.name,
  types: ['video', 'phone', 'in_person'],
  durationMinutes: 30,
  horizonDays: 28,
  available: true,
  starts: null,
  times: ['09:00', '09:30', '14:00'],
  firstFeePence: null,
  freeUntilHours: 24,
};

let lawyers = new Map<string, LawyerBooking>();
let takenMeanwhile = new Set<string>();
let booked: Consultation[] = [];
let nextId = 500;

export function resetBooking() {
  lawyers = new Map();
  takenMeanwhile = new Set();
  booked = [];
  nextId = 500;
}

/** How a lawyer books, for the rest of the test. */
export function setLawyerBooking(lawyerId: string, settings: Partial<LawyerBooking>) {
  lawyers.set(lawyerId, { ...settingsOf(lawyerId), ...settings });
}

/** Another client books this start after the list was read: booking it is a 409. */
export function takeMeanwhile(startsAt: string) {
  takenMeanwhile.add(startsAt);
}

/** What was booked through the fake, in order. */
export const bookedConsultations = (): readonly Consultation[] => booked;

const settingsOf = (lawyerId: string) => lawyers.get(lawyerId) ?? DEFAULTS;
const DAY = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** an instant as the local API writes it: 2026-03-30T08:00:00Z */
const instant = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const londonOffsetHours = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'short' })
    .format(new Date(`${date}T12:00:00Z`))
    .endsWith('BST')
    ? 1
    : 0;

/** Every start the lawyer offers now, in order: within the horizon, a day ahead, not booked. */
function freeStarts(lawyerId: string): string[] {
  const lawyer = settingsOf(lawyerId);
  if (!lawyer.available) return [];
  const now = Date.now();
  const today = Date.parse(`${dateOf(now)}T00:00:00Z`);
  const grid =
    lawyer.starts ??
    Array.from({ length: lawyer.horizonDays + 1 }, (_, i) => dateOf(today + i * DAY))
      .filter((date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))
      .flatMap((date) =>
        lawyer.times.map((time) => {
          const [h = 0, m = 0] = time.split(':').map(Number);
          return instant(Date.parse(`${date}T00:00:00Z`) + ((h - londonOffsetHours(date)) * 60 + m) * 60_000);
        }),
      )
      .filter((start) => Date.parse(start) >= now + DAY);
  const held = new Set([...takenMeanwhile, ...booked.map((c) => c.startsAt)]);
  return grid.filter((start) => !held.has(start));
}

function clientOf(request: Request) {
  const token = request.headers.get('Authorization');
  return Object.values(accounts).find((a) => token === `Bearer ${tokensFor(a).access}`) ?? null;
}

const unauthorised = () =>
  HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 });

function zodErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[String(issue.path[0] ?? 'detail')] ??= []).push(issue.message);
  return HttpResponse.json(errors, { status: 400 });
}

export const bookingHandlers = [
  http.get(bookingUrls.slots, ({ request, params }) => {
    if (!clientOf(request)) return unauthorised();
    const query = slotsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return zodErrors(query.error.issues);
    const lawyerId = String(params.id);
    const lawyer = settingsOf(lawyerId);
    const { from, days, type } = query.data;
    const last = dateOf(Date.parse(`${from}T00:00:00Z`) + (days - 1) * DAY);
    const londonDay = (start: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(start));
    const offered = !type || lawyer.types.includes(type);
    const slots = offered
      ? freeStarts(lawyerId).filter((start) => londonDay(start) >= from && londonDay(start) <= last)
      : [];
    return HttpResponse.json({
      durationMinutes: lawyer.durationMinutes,
      types: lawyer.types,
      slots,
      available: lawyer.available,
      firstFeePence: lawyer.firstFeePence,
      ...(lawyer.freeUntilHours === null
        ? {}
        : { cancellationPolicy: { freeUntilHours: lawyer.freeUntilHours } }),
    });
  }),
  http.post(bookingUrls.book, async ({ request }) => {
    const client = clientOf(request);
    if (!client) return unauthorised();
    const parsed = bookingRequestSchema.safeParse(await request.json());
    if (!parsed.success) return zodErrors(parsed.error.issues);
    const body = parsed.data;
    const lawyer = settingsOf(body.lawyerId);
    if (takenMeanwhile.has(body.startsAt)) {
      const nextSlots = freeStarts(body.lawyerId)
        .filter((start) => start > body.startsAt)
        .slice(0, 3);
      return HttpResponse.json({ detail: TAKEN, nextSlots }, { status: 409 });
    }
    if (!freeStarts(body.lawyerId).includes(body.startsAt)) {
      return HttpResponse.json({ startsAt: [OFF_GRID] }, { status: 400 });
    }
    const at = instant(Date.now());
    const consultation = consultationSchema.parse({
      id: nextId++,
      lawyer: { id: body.lawyerId, name: lawyer.name },
      client: { id: client.id, name: client.name },
      caseId: body.caseId ?? null,
      type: body.type,
      startsAt: body.startsAt,
      endsAt: instant(Date.parse(body.startsAt) + lawyer.durationMinutes * 60_000),
      status: 'requested',
      feePence: null,
      phone: body.phone ?? null,
      note: body.note ?? null,
      sequence: 0,
      createdAt: at,
      updatedAt: at,
    });
    booked = [...booked, consultation];
    return HttpResponse.json(consultation, { status: 201 });
  }),
];
