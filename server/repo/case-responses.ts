// Queries of lawyers' responses to cases: writing one, the fee offered, counting them, and
// reading them with each lawyer's card. Who may answer a case, and who is told, is
// server/services/cases/leads.ts's (docs/decisions/0090-cases-leads-and-notifications.md).
import type { Kysely } from 'kysely';
import type { OfferedFee } from '../../src/api/booking-contract.ts';
import type { CaseResponse, ResponseCreate } from '../../src/api/cases-contract.ts';
import type { Database, Db } from '../db/schema.ts';
import type { PhotoUrl } from '../uploads/photo-url.ts';
import { cardOf, lawyerCards } from './lawyer-cards.ts';

/** Writes a lawyer's response; a second one of the lawyer to the case fails with the database's unique violation. */
export async function insertResponse(
  trx: Kysely<Database>,
  caseId: number,
  lawyerId: number,
  body: ResponseCreate,
  at: string,
): Promise<number> {
  const row = await trx
    .insertInto('case_responses')
    .values({
      case_id: caseId,
      lawyer_id: lawyerId,
      message: body.message,
      fee_kind: body.fee?.kind ?? null,
      fee_pence: body.fee?.amountPence ?? null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The fee the lawyer offered in their response to the case, if any. */
export async function offeredFee(
  db: Kysely<Database>,
  caseId: number,
  lawyerId: number,
): Promise<OfferedFee | null> {
  const row = await db
    .selectFrom('case_responses')
    .select(['fee_kind', 'fee_pence'])
    .where('case_id', '=', caseId)
    .where('lawyer_id', '=', lawyerId)
    .executeTakeFirst();
  return row?.fee_kind && row.fee_pence !== null ? { kind: row.fee_kind, amountPence: row.fee_pence } : null;
}

export async function responseCount(db: Db, caseId: number): Promise<number> {
  const row = await db
    .selectFrom('case_responses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('case_id', '=', caseId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasResponded(db: Db, caseId: number, lawyerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('case_responses')
    .select('id')
    .where('case_id', '=', caseId)
    .where('lawyer_id', '=', lawyerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A case's responses, oldest first, with the lawyers' cards; only one lawyer's when given. */
export async function responsesOf(
  db: Db,
  photoUrl: PhotoUrl,
  caseId: number,
  now: number,
  onlyLawyer?: number,
): Promise<CaseResponse[]> {
  let query = lawyerCards(db)
    .innerJoin('case_responses as r', 'r.lawyer_id', 'u.id')
    .select(['r.id as response_id', 'r.case_id', 'r.message', 'r.fee_kind', 'r.fee_pence', 'r.created_at'])
    .where('r.case_id', '=', caseId);
  if (onlyLawyer !== undefined) query = query.where('r.lawyer_id', '=', onlyLawyer);
  const rows = await query.orderBy('r.created_at').orderBy('r.id').execute();
  return rows.map((row) => ({
    id: String(row.response_id),
    caseId: String(row.case_id),
    lawyer: cardOf(row, photoUrl, now),
    message: row.message,
    fee: row.fee_kind && row.fee_pence !== null ? { kind: row.fee_kind, amountPence: row.fee_pence } : null,
    createdAt: row.created_at,
  }));
}
