// A consultation as the contract says it (docs/consultations.md): the row with the client by
// their account's name and the lawyer by their profile's, instants as ISO 8601 UTC. Every read of
// server/repo/consultations.ts selects through withNames and answers through consultationOf.
import type { Kysely } from 'kysely';
import type { Consultation } from '../../src/api/booking-contract.ts';
import type { ConsultationRow, Database } from '../db/schema.ts';
import { isVerifiedNow } from '../rules/lead-rule.ts';
import { shownClientName } from './users.ts';

type Row = ConsultationRow & {
  lawyer_name: string;
  lawyer_approved: number;
  lawyer_verified_at: string | null;
  client_name: string;
  review_id: number | null;
  review_rating: number | null;
};

// the lawyer by the name on their profile, as their card shows them to clients
export const withNames = (db: Kysely<Database>) =>
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
      shownClientName('cl').as('client_name'),
      'rv.id as review_id',
      'rv.rating as review_rating',
    ]);

/**
 * A row as the contract's consultation at `now`, everything in it: the routes show it through
 * shownTo. `lawyer.lapsed`: the lawyer is not verified now (approved, and not lapsed at the yearly
 * re-check), so they agree to no time.
 */
export const consultationOf =
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
