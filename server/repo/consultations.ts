// Data access for consultations: rows as the contract's Consultation (the client by their
// account's name, the lawyer by their profile's; instants as ISO 8601 UTC), a lawyer's active
// bookings for the slot rules, a person's lists, a case's consultations, the private feed's and the
// download's.
// The rules that decide a change are in server/rules/booking/ and server/services/consultations/; no two active
// consultations of one lawyer overlap, by the database's own rule
// (server/db/migrations/0009-consultations.ts).
import { sql } from 'kysely';
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
import type { ConsultationRow, Database } from '../db/schema.ts';
import { FORMER_CLIENT } from '../rules/disclosure.ts';
import { isVerifiedNow } from '../rules/lead-rule.ts';

type AnyDb = Kysely<Database>;

/** The feed holds consultations from this many days back on. */
export const FEED_DAYS_BACK = 30;
/** and at most this many of them */
const FEED_MAX = 500;

const OPEN: readonly ConsultationStatus[] = ['requested', 'proposed'];
const FINAL: readonly ConsultationStatus[] = ['declined', 'cancelled', 'completed', 'no_show'];

type Row = ConsultationRow & {
  lawyer_name: string;
  lawyer_approved: number;
  lawyer_verified_at: string | null;
  client_name: string;
  review_id: number | null;
  review_rating: number | null;
};

// the lawyer by the name on their profile, as their card shows them to clients
const withNames = (db: AnyDb) =>
  db
    .selectFrom('consultations as c')
    .innerJoin('users as l', 'l.id', 'c.lawyer_id')
    .leftJoin('lawyer_profiles as p', 'p.user_id', 'c.lawyer_id')
    .innerJoin('users as cl', 'cl.id', 'c.client_id')
    .leftJoin('reviews as rv', 'rv.consultation_id', 'c.id')
    .leftJoin('verification_requests as lv', 'lv.user_id', 'c.lawyer_id')
    .selectAll('c')
    .select((eb) => [
      eb.fn.coalesce('p.full_name', 'l.name').as('lawyer_name'),
      'l.is_verified as lawyer_approved',
      'lv.verified_at as lawyer_verified_at',
      // a client who deleted their account is no longer named (docs/decisions/0102-your-data.md)
      eb
        .case()
        .when('cl.deleted_at', 'is not', null)
        .then(sql.lit(FORMER_CLIENT))
        .else(eb.ref('cl.name'))
        .end()
        .as('client_name'),
      'rv.id as review_id',
      'rv.rating as review_rating',
    ]);

/**
 * A row as the contract's consultation at `now`, everything in it: the routes show it through
 * shownTo. `lawyer.lapsed`: the lawyer is not verified now (approved, and not lapsed at the yearly
 * re-check), so they agree to no time.
 */
const consultationOf =
  (now: number) =>
  (row: Row): Consultation => ({
    id: String(row.id),
    lawyer: {
      id: String(row.lawyer_id),
      name: row.lawyer_name,
      lapsed: !isVerifiedNow(
        { approved: row.lawyer_approved === 1, verifiedAt: row.lawyer_verified_at },
        now,
      ),
    },
    client: { id: String(row.client_id), name: row.client_name },
    caseId: row.case_id === null ? null : String(row.case_id),
    type: row.type,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    feePence: row.fee_pence,
    joinUrl: row.join_url,
    phone: row.phone,
    address: row.address,
    note: row.note,
    reason: row.reason,
    closedBy: row.closed_by,
    noShowBy: row.no_show_by,
    freeUntilHours: row.free_until_hours,
    sequence: row.sequence,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    review:
      row.review_id === null || row.review_rating === null
        ? null
        : { id: String(row.review_id), rating: row.review_rating },
  });

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
