// Writing consultations: a new request, and a change stored only if no other came first. The
// database refuses an active consultation that overlaps another of the lawyer's
// (server/db/migrations/0009-consultations.ts; isOverlapViolation in server/db/database.ts).
import type { Kysely } from 'kysely';
import type { Consultation, ConsultationType } from '../../src/api/booking-contract.ts';
import type { Database } from '../db/schema.ts';
import { consultationById } from './consultations.ts';

type AnyDb = Kysely<Database>;

export interface NewConsultation {
  lawyerId: number;
  clientId: number;
  caseId: number | null;
  type: ConsultationType;
  startsAt: string;
  endsAt: string;
  blockedUntil: string;
  feePence: number | null;
  joinUrl: string | null;
  phone: string | null;
  address: string | null;
  note: string | null;
  /** the lawyer's cancellation policy when it was booked (docs/decisions/0129-cancellation-policy-and-no-shows.md) */
  freeUntilHours: number;
  at: string;
}

/** Keeps a requested consultation; the database refuses one that overlaps (isOverlapViolation). */
export async function insertConsultation(db: AnyDb, c: NewConsultation): Promise<Consultation> {
  const { id } = await db
    .insertInto('consultations')
    .values({
      lawyer_id: c.lawyerId,
      client_id: c.clientId,
      case_id: c.caseId,
      type: c.type,
      starts_at: c.startsAt,
      ends_at: c.endsAt,
      blocked_until: c.blockedUntil,
      status: 'requested',
      fee_pence: c.feePence,
      join_url: c.joinUrl,
      phone: c.phone,
      address: c.address,
      note: c.note,
      free_until_hours: c.freeUntilHours,
      sequence: 0,
      created_at: c.at,
      updated_at: c.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const kept = await consultationById(db, id, Date.parse(c.at));
  if (!kept) throw new Error(`consultation ${id} was not kept`);
  return kept;
}

/**
 * Stores a changed consultation if it is still at the sequence it was read at; false when
 * another change came first. `blockedUntil` when its time moved.
 */
export async function storeChange(
  db: AnyDb,
  next: Consultation,
  readAtSequence: number,
  blockedUntil?: string,
): Promise<boolean> {
  const result = await db
    .updateTable('consultations')
    .set({
      status: next.status,
      starts_at: next.startsAt,
      ends_at: next.endsAt,
      ...(blockedUntil === undefined ? {} : { blocked_until: blockedUntil }),
      reason: next.reason,
      closed_by: next.closedBy,
      no_show_by: next.noShowBy,
      sequence: next.sequence,
      updated_at: next.updatedAt,
    })
    .where('id', '=', Number(next.id))
    .where('sequence', '=', readAtSequence)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
