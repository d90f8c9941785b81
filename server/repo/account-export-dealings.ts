// The person's dealings with others, for their download (account-export.ts,
// docs/decisions/0102-your-data.md): their cases with the responses they received, and their
// consultations. Of the other side, the download holds what this side was shown: a consultation
// goes through the same reader and the same rule as GET /api/consultations/
// (docs/decisions/0114-the-export-checked-table-by-table.md).
import type { AccountExport } from '../../src/api/account-data-contract.ts';
import type { OfferedFee, Side } from '../../src/api/booking-contract.ts';
import type { Db } from '../db/schema.ts';
import { shownTo } from '../rules/disclosure.ts';
import { QUOTE_COLUMNS, quoteOf } from './case-responses.ts';
import { answersOf } from './cases.ts';
import { everyConsultationOf } from './consultations.ts';

export const feeOf = (kind: 'fixed' | 'hourly' | null, pence: number | null): OfferedFee | null =>
  kind && pence !== null ? { kind, amountPence: pence } : null;

/** A part of a list: how much to skip and how many to read. */
export interface Part {
  offset: number;
  limit: number;
}

/** The client's cases, oldest first, each with the responses it received (lawyers by public name). */
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
          .select(QUOTE_COLUMNS.map((c) => `r.${c}` as const))
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
    place: { key: c.place_key, jurisdiction: c.jurisdiction, lat: c.lat, lon: c.lon },
    createdAt: c.created_at,
    updatedAt: c.updated_at,
    closedAt: c.closed_at,
    answers: answersOf(c.answers),
    responses: responses
      .filter((r) => r.case_id === c.id)
      .map((r) => ({
        lawyer: r.full_name,
        message: r.message,
        fee: feeOf(r.fee_kind, r.fee_pence),
        quote: quoteOf(r),
        createdAt: r.created_at,
      })),
  }));
}

/**
 * The person's consultations, latest first, each as GET /api/consultations/ shows it to their
 * side (shownTo): the other side by role and the name this side is shown, the link, the number
 * and the office only when this side may see them.
 */
export async function consultationsOfParty(
  db: Db,
  userId: number,
  side: Side,
  now: number,
  part: Part,
): Promise<AccountExport['consultations']> {
  const kept = await everyConsultationOf(db, userId, side, now, part);
  return kept.map((whole) => {
    const c = shownTo(whole, side);
    return {
      id: c.id,
      side,
      with:
        side === 'client' ? { role: 'lawyer', name: c.lawyer.name } : { role: 'client', name: c.client.name },
      caseId: c.caseId,
      type: c.type,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      status: c.status,
      feePence: c.feePence,
      phone: c.phone,
      note: c.note,
      joinUrl: c.joinUrl,
      address: c.address,
      reason: c.reason,
      closedBy: c.closedBy,
      noShowBy: c.noShowBy,
      freeUntilHours: c.freeUntilHours,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    };
  });
}
