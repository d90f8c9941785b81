// Queries of lawyers' responses to cases: writing one, the fee offered, counting them, and
// reading them with each lawyer's card. Who may answer a case, and who is told, is
// server/services/cases/leads.ts's (docs/decisions/0090-cases-leads-and-notifications.md).
import type { Kysely } from 'kysely';
import type { OfferedFee } from '../../src/api/booking-contract.ts';
import type { CaseResponse, ResponseCreate } from '../../src/api/cases-contract.ts';
import { feeOfQuote, type Quote } from '../../src/api/quote-contract.ts';
import type { Pricing } from '../../src/api/services-contract.ts';
import type { CaseResponsesTable, Database, Db } from '../db/schema.ts';
import type { PhotoUrl } from '../uploads/photo-url.ts';
import { cardOf, lawyerCards } from './lawyer-cards.ts';

type QuoteColumns = Pick<
  CaseResponsesTable,
  | 'quote_vat'
  | 'quote_pricing_kind'
  | 'quote_price_pence'
  | 'quote_price_to_pence'
  | 'quote_disbursements'
  | 'quote_includes'
  | 'quote_timescale'
>;

/** A quote's columns, the price in columns like a published service's; all null without one. */
function quoteColumns(quote: Quote | null): QuoteColumns {
  const pricing = quote?.pricing ?? null;
  return {
    quote_vat: quote?.vat ?? null,
    quote_pricing_kind: pricing?.kind ?? null,
    quote_price_pence:
      pricing === null
        ? null
        : pricing.kind === 'fixed'
          ? pricing.amountPence
          : pricing.kind === 'range'
            ? pricing.fromPence
            : pricing.ratePence,
    quote_price_to_pence: pricing?.kind === 'range' ? pricing.toPence : null,
    quote_disbursements: quote ? JSON.stringify(quote.disbursements) : null,
    quote_includes: quote?.includes ?? null,
    quote_timescale: quote?.timescale ?? null,
  };
}

/** The quote kept in a response's columns; null for a response without one. */
export function quoteOf(row: QuoteColumns): Quote | null {
  if (row.quote_vat === null) return null;
  const [kind, price, to] = [row.quote_pricing_kind, row.quote_price_pence ?? 0, row.quote_price_to_pence];
  const pricing: Pricing | null =
    kind === 'fixed'
      ? { kind, amountPence: price }
      : kind === 'hourly'
        ? { kind, ratePence: price }
        : kind === 'range'
          ? { kind, fromPence: price, toPence: to ?? price }
          : null;
  return {
    pricing,
    vat: row.quote_vat,
    disbursements: JSON.parse(row.quote_disbursements ?? '[]') as Quote['disbursements'],
    includes: row.quote_includes ?? '',
    timescale: row.quote_timescale ?? '',
  };
}

/** The quote's columns a query reads. */
export const QUOTE_COLUMNS = [
  'quote_vat',
  'quote_pricing_kind',
  'quote_price_pence',
  'quote_price_to_pence',
  'quote_disbursements',
  'quote_includes',
  'quote_timescale',
] as const;

/**
 * Writes a lawyer's response; a second one of the lawyer to the case fails with the database's
 * unique violation. A quote sent without a fee gives the fee it stands for
 * (docs/decisions/0124-quotes-on-responses.md).
 */
export async function insertResponse(
  trx: Kysely<Database>,
  caseId: number,
  lawyerId: number,
  body: ResponseCreate,
  at: string,
): Promise<number> {
  const quote = body.quote ?? null;
  const fee = body.fee ?? (quote ? feeOfQuote(quote) : null);
  const row = await trx
    .insertInto('case_responses')
    .values({
      case_id: caseId,
      lawyer_id: lawyerId,
      message: body.message,
      fee_kind: fee?.kind ?? null,
      fee_pence: fee?.amountPence ?? null,
      ...quoteColumns(quote),
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
    .select(QUOTE_COLUMNS.map((c) => `r.${c}` as const))
    .where('r.case_id', '=', caseId);
  if (onlyLawyer !== undefined) query = query.where('r.lawyer_id', '=', onlyLawyer);
  const rows = await query.orderBy('r.created_at').orderBy('r.id').execute();
  return rows.map((row) => ({
    id: String(row.response_id),
    caseId: String(row.case_id),
    lawyer: cardOf(row, photoUrl, now),
    message: row.message,
    fee: row.fee_kind && row.fee_pence !== null ? { kind: row.fee_kind, amountPence: row.fee_pence } : null,
    quote: quoteOf(row),
    createdAt: row.created_at,
  }));
}
