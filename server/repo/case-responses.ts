// Data access for lawyers' responses to cases: keeping one (and telling the client), counting
// them, and reading them with each lawyer's card. Who may answer a case is the lead rule's
// (server/cases/lead-rule.ts); the calls are in server/routes/leads.ts and server/routes/cases.ts
// (docs/decisions/0090-cases-leads-and-notifications.md). CaseRepo (cases.ts) offers these to the
// routes.
import type { Kysely } from 'kysely';
import type { CaseResponse, LawyerCard, ResponseCreate } from '../../src/api/cases-contract.ts';
import { isVerifiedNow } from '../cases/lead-rule.ts';
import type { LeadLawyer } from '../cases/lead-rule.ts';
import { nowIso } from '../db/database.ts';
import type { CaseRow, Database, Db } from '../db/schema.ts';
import { notify } from './notifications.ts';
import type { PhotoUrl } from '../uploads/photo-url.ts';
import { reviewFigures, toRating } from './ratings.ts';

/**
 * Writes a lawyer's response and tells the client, in the caller's transaction. A second
 * response of the lawyer to the case fails with the database's unique violation.
 */
export async function keepResponse(
  trx: Kysely<Database>,
  kase: Pick<CaseRow, 'id' | 'client_id' | 'title'>,
  lawyer: Pick<LeadLawyer, 'id' | 'name'>,
  body: ResponseCreate,
  at: string,
): Promise<number> {
  const row = await trx
    .insertInto('case_responses')
    .values({
      case_id: kase.id,
      lawyer_id: lawyer.id,
      message: body.message,
      fee_kind: body.fee?.kind ?? null,
      fee_pence: body.fee?.amountPence ?? null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notify(trx, [
    {
      userId: kase.client_id,
      kind: 'case_response',
      text: `${lawyer.name} responded to your case "${kase.title}"`,
      link: `/cases/${kase.id}`,
    },
  ]);
  return row.id;
}

/**
 * Keeps a lawyer's response and tells the client, in one transaction. 'closed' when the case
 * closed before it could be kept. A second response of the same lawyer fails with the
 * database's unique violation (db/database.ts isUniqueViolation): the constraint decides,
 * even for two sent at the same moment.
 */
export function respond(
  db: Db,
  caseId: number,
  lawyer: LeadLawyer,
  body: ResponseCreate,
): Promise<number | 'closed'> {
  return db.transaction().execute(async (trx) => {
    // a write to the open case first: it holds the case's row until this commits, so a close
    // either comes before (and this sees it) or waits for the response
    const kase = await trx
      .updateTable('cases')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', caseId)
      .where('status', '=', 'open')
      .returning(['id', 'client_id', 'title'])
      .executeTakeFirst();
    if (!kase) return 'closed';
    return keepResponse(trx, kase, lawyer, body, nowIso());
  });
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
  let query = db
    .selectFrom('case_responses as r')
    .innerJoin('users as u', 'u.id', 'r.lawyer_id')
    .innerJoin('lawyer_profiles as p', 'p.user_id', 'r.lawyer_id')
    .leftJoin('verification_requests as v', 'v.user_id', 'r.lawyer_id')
    .leftJoin('documents as d', (join) =>
      join.onRef('d.user_id', '=', 'r.lawyer_id').on('d.kind', '=', 'profile_picture'),
    )
    .select([
      'r.id',
      'r.case_id',
      'r.lawyer_id',
      'r.message',
      'r.fee_kind',
      'r.fee_pence',
      'r.created_at',
      'u.is_verified',
      'p.full_name',
      'p.specialization',
      'p.location',
      'p.experience_years',
      'p.hourly_rate_pence',
      'v.verified_at',
      'd.stored_name as photo',
      ...reviewFigures('r.lawyer_id'),
    ])
    .where('r.case_id', '=', caseId);
  if (onlyLawyer !== undefined) query = query.where('r.lawyer_id', '=', onlyLawyer);
  const rows = await query.orderBy('r.created_at').orderBy('r.id').execute();
  return rows.map((row) => {
    const verified = isVerifiedNow(
      { approved: row.is_verified === 1, verifiedAt: row.verified_at ?? null },
      now,
    );
    const lawyer: LawyerCard = {
      id: String(row.lawyer_id),
      name: row.full_name,
      // the photo is public only while the lawyer is verified (routes/profiles.ts)
      profile_picture: verified && row.photo ? photoUrl(row.lawyer_id, row.photo) : null,
      specialization: row.specialization,
      ...toRating(row),
      isVerified: verified,
      location: row.location,
      experience: row.experience_years,
      hourlyRate: row.hourly_rate_pence === null ? null : row.hourly_rate_pence / 100,
      verifiedAt: row.verified_at ?? null,
    };
    return {
      id: String(row.id),
      caseId: String(row.case_id),
      lawyer,
      message: row.message,
      fee: row.fee_kind && row.fee_pence !== null ? { kind: row.fee_kind, amountPence: row.fee_pence } : null,
      createdAt: row.created_at,
    };
  });
}
