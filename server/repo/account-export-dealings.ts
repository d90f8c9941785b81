// The person's dealings with others, for their download (account-export.ts,
// docs/decisions/0102-your-data.md): their cases with the responses they received, and their
// consultations. The other side appears by role and the name this side is shown, never with
// their contact details or notes.
import type { AccountExport } from '../../src/api/account-data-contract.ts';
import type { OfferedFee, Side } from '../../src/api/booking-contract.ts';
import type { Db } from '../db/schema.ts';
import { firstName } from '../rules/disclosure.ts';

export const feeOf = (kind: 'fixed' | 'hourly' | null, pence: number | null): OfferedFee | null =>
  kind && pence !== null ? { kind, amountPence: pence } : null;

/** The client's cases, oldest first, each with the responses it received (lawyers by public name). */
/** A part of a list: how much to skip and how many to read. */
export interface Part {
  offset: number;
  limit: number;
}

export async function casesWithResponses(
  db: Db,
  clientId: number,
  part: Part,
): Promise<AccountExport['cases']> {
  const cases = await db
    .selectFrom('cases')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('id')
    .limit(part.limit)
    .offset(part.offset)
    .execute();
  // the responses of these cases: a case's few responses come with it
  const responses =
    cases.length === 0
      ? []
      : await db
          .selectFrom('case_responses as r')
          .innerJoin('lawyer_profiles as p', 'p.user_id', 'r.lawyer_id')
          .select(['r.case_id', 'r.message', 'r.fee_kind', 'r.fee_pence', 'r.created_at', 'p.full_name'])
          .where(
            'r.case_id',
            'in',
            cases.map((c) => c.id),
          )
          .orderBy('r.id')
          .execute();
  return cases.map((c) => ({
    id: String(c.id),
    title: c.title,
    description: c.description,
    location: c.location,
    category: c.category,
    urgency: c.urgency,
    status: c.status,
    createdAt: c.created_at,
    closedAt: c.closed_at,
    responses: responses
      .filter((r) => r.case_id === c.id)
      .map((r) => ({
        lawyer: r.full_name,
        message: r.message,
        fee: feeOf(r.fee_kind, r.fee_pence),
        createdAt: r.created_at,
      })),
  }));
}

/**
 * The person's consultations, newest first: the other side by role and the name this side is
 * shown (a client's first name, a lawyer's public name); of the contact fields only the caller's
 * own (a client's phone and note, a lawyer's link and office), and a reason only when the caller
 * gave it.
 */
export async function consultationsOfParty(
  db: Db,
  userId: number,
  side: Side,
  part: Part,
): Promise<AccountExport['consultations']> {
  const rows = await db
    .selectFrom('consultations as c')
    .innerJoin('users as l', 'l.id', 'c.lawyer_id')
    .leftJoin('lawyer_profiles as p', 'p.user_id', 'c.lawyer_id')
    .innerJoin('users as cl', 'cl.id', 'c.client_id')
    .selectAll('c')
    .select((eb) => [eb.fn.coalesce('p.full_name', 'l.name').as('lawyer_name'), 'cl.name as client_name'])
    .where(side === 'lawyer' ? 'c.lawyer_id' : 'c.client_id', '=', userId)
    .orderBy('c.starts_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(part.limit)
    .offset(part.offset)
    .execute();
  const client = side === 'client';
  return rows.map((c) => ({
    id: String(c.id),
    side,
    with: client
      ? { role: 'lawyer' as const, name: c.lawyer_name }
      : { role: 'client' as const, name: firstName(c.client_name) },
    caseId: c.case_id === null ? null : String(c.case_id),
    type: c.type,
    startsAt: c.starts_at,
    endsAt: c.ends_at,
    status: c.status,
    feePence: c.fee_pence,
    phone: client ? c.phone : null,
    note: client ? c.note : null,
    joinUrl: client ? null : c.join_url,
    address: client ? null : c.address,
    reason: c.closed_by === side ? c.reason : null,
    closedBy: c.closed_by,
    createdAt: c.created_at,
    updatedAt: c.updated_at,
  }));
}
