// People and calls for the consultation tests: a verified lawyer with availability every day of
// the week, clients, free slots, a booking, an action, and a clock the app reads
// (server/config/settings.ts `now`), so a test can stand 25 hours or 5 minutes before a start.
import type { InjectOptions } from 'fastify';
import {
  consultationSchema,
  slotsResponseSchema,
  type Availability,
  type Consultation,
  type WeeklyWindow,
} from '../../../src/api/booking-contract.ts';
import { call, casesApp, client, lawyer } from './cases-fixtures.ts';
import type { Person } from './cases-fixtures.ts';
import { adminTokens, bearer } from './helpers.ts';
import type { TestApp } from './helpers.ts';

export { client };
export type { Person };

export const MEETING_URL = 'https://meet.example.com/alex-morgan';
export const OFFICE = '1 Chancery Lane, London WC2A 1LF';
export const PHONE = '07700 900123';
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

const EVERY_DAY: WeeklyWindow[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '09:00', end: '17:00' }));

/**
 * Every type, every day 09:00–17:00 London (bank holidays too, so that a test run on the eve of
 * one books as on any day), 30 minutes, two hours' notice, 60 days ahead.
 */
const OPEN_HOURS: Partial<Availability> = {
  weekly: EVERY_DAY,
  types: ['video', 'phone', 'in_person'],
  meetingUrl: MEETING_URL,
  officeAddress: OFFICE,
  minNoticeHours: 2,
  horizonDays: 60,
  durationMinutes: 30,
  bufferMinutes: 0,
  openOnBankHolidays: true,
};

export interface World {
  app: TestApp;
  admin: string;
  /** the clock the app reads; set it with `at` */
  now(): number;
  at(ms: number): void;
}

/** An app whose clock the test moves; it starts at the machine's time. */
export async function world(given?: TestApp): Promise<World> {
  const app = given ?? (await casesApp());
  const admin = (await adminTokens(app)).access;
  let clock = Date.now();
  app.clock.now = () => clock;
  return {
    app,
    admin,
    now: () => clock,
    at: (ms) => {
      clock = ms;
    },
  };
}

export async function setAvailability(w: World, who: Person, settings: Partial<Availability>) {
  const res = await w.app.api.inject({
    method: 'PUT',
    url: '/api/lawyers/me/availability/',
    headers: bearer(who.access),
    payload: settings as InjectOptions['payload'],
  });
  if (res.statusCode !== 200) throw new Error(`availability refused: ${res.statusCode} ${res.body}`);
}

/** A verified lawyer (London, Family Law) open every day, with any settings changed. */
export async function bookableLawyer(
  w: World,
  settings: Partial<Availability> = {},
  name = 'Alex Morgan',
): Promise<Person> {
  const who = await lawyer(w.app, w.admin, 'Family Law', 'London', { name });
  await setAvailability(w, who, { ...OPEN_HOURS, ...settings });
  return who;
}

/** The London date a number of days from the app's clock. */
export const dateIn = (w: World, days: number): string =>
  new Date(w.now() + days * DAY).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

export async function slots(
  w: World,
  who: Person,
  lawyerId: number,
  query = '',
  { from = dateIn(w, 1), days = 7 }: { from?: string; days?: number } = {},
) {
  const res = await call(
    w.app,
    'GET',
    `/api/lawyers/${lawyerId}/slots/?from=${from}&days=${days}${query}`,
    who.access,
  );
  if (res.statusCode !== 200) throw new Error(`slots: ${res.statusCode} ${res.body}`);
  return slotsResponseSchema.parse(res.json());
}

export const book = (w: World, who: Person, body: Record<string, unknown>) =>
  call(w.app, 'POST', '/api/consultations/', who.access, body);

/** Books the slot by video; the consultation as kept. */
export async function booked(
  w: World,
  who: Person,
  lawyerId: number,
  startsAt: string,
  extra: Record<string, unknown> = {},
): Promise<Consultation> {
  const res = await book(w, who, { lawyerId: String(lawyerId), startsAt, type: 'video', ...extra });
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  return consultationSchema.parse(res.json());
}

export const act = (w: World, who: Person, id: string, action: string, body: unknown = {}) =>
  call(w.app, 'POST', `/api/consultations/${id}/${action}/`, who.access, body);

/** The consultations of the lawyer that hold time in the database, whatever the answers said. */
export async function activeRows(w: World, lawyerId: number) {
  return w.app.ctx.db
    .selectFrom('consultations')
    .select(['id', 'starts_at', 'ends_at', 'status'])
    .where('lawyer_id', '=', lawyerId)
    .where('status', 'in', ['requested', 'proposed', 'confirmed'])
    .execute();
}
