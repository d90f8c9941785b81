// Data access for consultations: a lawyer's active bookings for the slot rules, a person's lists,
// a case's consultations, the private feed's and the download's, each as the contract's
// Consultation (./consultation-view.ts).
// The rules that decide a change are in server/rules/booking/ and server/services/consultations/; no two active
// consultations of one lawyer overlap, by the database's own rule
// (server/db/migrations/0009-consultations.ts).
import type { Kysely } from 'kysely';
import { ACTIVE_STATUSES } from '../../src/api/booking-contract.ts';
import type {
  Consultation,
  ConsultationStatus,
  ConsultationWhen,
  Side,
} from '../../src/api/booking-contract.ts';
import type { BookedTime } from '../rules/booking/slots.ts';
import { MINUTE } from '../rules/booking/wall-time.ts';
import type { Database } from '../db/schema.ts';
import { consultationOf, withNames } from './consultation-view.ts';

type AnyDb = Kysely<Database>;

/** The feed holds consultations from this many days back on. */
export const FEED_DAYS_BACK = 30;
/** and at most this many of them */
const FEED_MAX = 500;

const OPEN: readonly ConsultationStatus[] = ['requested', 'proposed'];
const FINAL: readonly ConsultationStatus[] = ['declined', 'cancelled', 'completed', 'no_show'];

export async function consultationById(
  db: AnyDb,
  id: number,
  now: number,
): Promise<Consultation | undefined> {
  const row = await withNames(db).where('c.id', '=', id).executeTakeFirst();
  return row && consultationOf(now)(row);
}

/**
 * The lawyer's active consultations that still hold time after `now`, as the slot rules read
 * them (server/rules/booking/slots.ts adds the lawyer's current buffer to each end). A consultation
 * keeps the buffer it was booked with (`blocked_until`): where that reaches further, its end is
 * read that much later, so a free slot is never one the database would refuse.
 */
export async function activeBookings(
  db: AnyDb,
  lawyerId: number,
  bufferMinutes: number,
  now: number,
  exceptId?: number,
): Promise<BookedTime[]> {
  let query = db
    .selectFrom('consultations')
    .select(['starts_at', 'ends_at', 'blocked_until', 'status'])
    .where('lawyer_id', '=', lawyerId)
    .where('status', 'in', ACTIVE_STATUSES)
    .where('blocked_until', '>', new Date(now).toISOString());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const rows = await query.execute();
  return rows.map((row) => {
    const held = Date.parse(row.blocked_until) - bufferMinutes * MINUTE;
    const end = Math.max(Date.parse(row.ends_at), held);
    return { startsAt: row.starts_at, endsAt: new Date(end).toISOString(), status: row.status };
  });
}

const column = (side: Side) => (side === 'lawyer' ? 'c.lawyer_id' : 'c.client_id');

/**
 * A page of a person's consultations, and how many in all. Upcoming: requested or proposed and
 * not yet ended, and every confirmed one (it stays until the lawyer marks it completed), soonest
 * first. Past: the rest, latest first.
 */
export async function consultationsOf(
  db: AnyDb,
  userId: number,
  side: Side,
  when: ConsultationWhen,
  now: number,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ count: number; results: Consultation[] }> {
  const at = new Date(now).toISOString();
  const listed = withNames(db)
    .where(column(side), '=', userId)
    .where((eb) =>
      when === 'upcoming'
        ? eb.or([
            eb.and([eb('c.status', 'in', OPEN), eb('c.ends_at', '>', at)]),
            eb('c.status', '=', 'confirmed'),
          ])
        : eb.or([
            eb('c.status', 'in', FINAL),
            eb.and([eb('c.status', 'in', OPEN), eb('c.ends_at', '<=', at)]),
          ]),
    );
  const counted = listed
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const direction = when === 'upcoming' ? 'asc' : 'desc';
  const rows = await listed
    .orderBy('c.starts_at', direction)
    .orderBy('c.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return { count: Number((await counted).n), results: rows.map(consultationOf(now)) };
}

/** A part of all the person's consultations, whatever their state, latest first: for their download. */
export async function everyConsultationOf(
  db: AnyDb,
  userId: number,
  side: Side,
  now: number,
  { offset, limit }: { offset: number; limit: number },
): Promise<Consultation[]> {
  const rows = await withNames(db)
    .where(column(side), '=', userId)
    .orderBy('c.starts_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(consultationOf(now));
}

/** The person's active consultations that have not ended at `now`, soonest first: all of them. */
export async function upcomingOf(
  db: AnyDb,
  userId: number,
  side: Side,
  now: number,
): Promise<Consultation[]> {
  const rows = await withNames(db)
    .where(column(side), '=', userId)
    .where('c.status', 'in', ACTIVE_STATUSES)
    .where('c.ends_at', '>', new Date(now).toISOString())
    .orderBy('c.starts_at', 'asc')
    .orderBy('c.id', 'asc')
    .execute();
  return rows.map(consultationOf(now));
}

/** How many of the client's consultations wait for an answer (requested or proposed, not yet ended): with this lawyer, and in all. */
export async function waitingOf(
  db: AnyDb,
  clientId: number,
  lawyerId: number,
  now: number,
): Promise<{ withLawyer: number; inAll: number }> {
  const rows = await db
    .selectFrom('consultations')
    .select('lawyer_id')
    .where('client_id', '=', clientId)
    .where('status', 'in', OPEN)
    .where('ends_at', '>', new Date(now).toISOString())
    .execute();
  return { withLawyer: rows.filter((r) => r.lawyer_id === lawyerId).length, inAll: rows.length };
}

/** a case's consultations shown on its page, at most: the client's waiting ones are limited, and more is history */
const OF_CASE_MAX = 50;

/** The consultations booked about a case, soonest first. */
export async function consultationsOfCase(db: AnyDb, caseId: number, now: number): Promise<Consultation[]> {
  const rows = await withNames(db)
    .where('c.case_id', '=', caseId)
    .orderBy('c.starts_at', 'asc')
    .orderBy('c.id', 'asc')
    .limit(OF_CASE_MAX)
    .execute();
  return rows.map(consultationOf(now));
}

/**
 * A person's consultations for their feed: from FEED_DAYS_BACK days ago on, whatever their state,
 * so a subscribed calendar also learns of those declined or cancelled and drops them.
 */
export async function feedOf(db: AnyDb, userId: number, side: Side, now: number): Promise<Consultation[]> {
  const since = new Date(now - FEED_DAYS_BACK * 24 * 60 * MINUTE).toISOString();
  const rows = await withNames(db)
    .where(column(side), '=', userId)
    .where('c.starts_at', '>=', since)
    .orderBy('c.starts_at', 'asc')
    .orderBy('c.id', 'asc')
    .limit(FEED_MAX)
    .execute();
  return rows.map(consultationOf(now));
}
