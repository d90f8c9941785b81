// Data access for cases: a client's cases, lawyers' responses and dismissed leads. Who may see
// or answer a case is the lead rule's (server/cases/leads.ts); the calls are in
// server/routes/cases.ts and server/routes/leads.ts (docs/decisions/0090-cases-leads-and-notifications.md).
// The app builds one CaseRepo for all its routes (server/app.ts).
import type { Kysely } from 'kysely';
import type {
  Case,
  CasePatch,
  CaseResponse,
  LawyerCard,
  ResponseCreate,
  Urgency,
} from '../../src/api/cases-contract.ts';
import type { Category } from '../../src/api/contract.ts';
import { isVerifiedNow, lawyersToTell } from '../cases/leads.ts';
import type { CasePlace as Place, LeadLawyer } from '../cases/leads.ts';
import { nowIso } from '../db/database.ts';
import type { CaseRow, Database, Db } from '../db/schema.ts';
import { notify } from './notifications.ts';

export interface NewCase {
  title: string;
  description: string;
  location: string;
  category: Category;
  urgency: Urgency;
}

const placeColumns = (place: Place) => ({
  place_key: place.key,
  jurisdiction: place.jurisdiction,
  lat: place.latDegrees,
  lon: place.lonDegrees,
});

export const caseView = (row: CaseRow, responseCount: number): Case => ({
  id: String(row.id),
  title: row.title,
  description: row.description,
  location: row.location,
  category: row.category,
  urgency: row.urgency,
  status: row.status,
  createdAt: row.created_at,
  closedAt: row.closed_at,
  responseCount,
});

/** The first word of a name: all a lawyer learns of a client before a consultation is confirmed. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/**
 * Writes a case and, in the caller's transaction, tells each lawyer it is a lead for at that
 * moment (the nearest FAN_OUT_MAX, server/cases/leads.ts). Used by the call and the demo seed.
 */
export async function keepCase(
  trx: Kysely<Database>,
  clientId: number,
  input: NewCase,
  place: Place,
  when: { now: number; at: string },
): Promise<CaseRow> {
  const row = await trx
    .insertInto('cases')
    .values({
      client_id: clientId,
      ...input,
      ...placeColumns(place),
      created_at: when.at,
      updated_at: when.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const lawyers = await lawyersToTell(trx, row, when.now);
  await notify(
    trx,
    lawyers.map((lawyer) => ({
      userId: lawyer.id,
      kind: 'new_lead',
      text: `New case in ${row.category} near ${place.name}: "${row.title}"`,
      // the lawyer's page of the lead in the SPA; the client's own page of a case is /cases/{id}
      link: `/leads/${row.id}`,
    })),
  );
  return row;
}

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

export class CaseRepo {
  constructor(
    private readonly db: Db,
    private readonly photoUrl: (lawyerId: number, storedName: string) => string,
  ) {}

  byId(id: number): Promise<CaseRow | undefined> {
    return this.db.selectFrom('cases').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Keeps a case and tells the lawyers it is a lead for, in one transaction. */
  create(clientId: number, input: NewCase, place: Place, now: number): Promise<CaseRow> {
    return this.db
      .transaction()
      .execute((trx) => keepCase(trx, clientId, input, place, { now, at: nowIso() }));
  }

  /** A client's cases, newest first, with how many responses each has. */
  async ofClient(clientId: number): Promise<Case[]> {
    const rows = await this.db
      .selectFrom('cases as c')
      .selectAll('c')
      .select((eb) =>
        eb
          .selectFrom('case_responses as r')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('r.case_id', '=', 'c.id')
          .as('response_count'),
      )
      .where('c.client_id', '=', clientId)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    return rows.map(({ response_count, ...row }) => caseView(row, Number(response_count ?? 0)));
  }

  async responseCount(caseId: number): Promise<number> {
    const row = await this.db
      .selectFrom('case_responses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Changes an open case of this client; undefined when it is not open (closed meanwhile). */
  update(
    id: number,
    clientId: number,
    patch: CasePatch,
    place: Place | undefined,
  ): Promise<CaseRow | undefined> {
    return this.db
      .updateTable('cases')
      .set({ ...patch, ...(place ? placeColumns(place) : {}), updated_at: nowIso() })
      .where('id', '=', id)
      .where('client_id', '=', clientId)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
  }

  /** Closes the client's case; closing a closed one changes nothing. */
  async close(id: number, clientId: number): Promise<CaseRow | undefined> {
    const at = nowIso();
    await this.db
      .updateTable('cases')
      .set({ status: 'closed', closed_at: at, updated_at: at })
      .where('id', '=', id)
      .where('client_id', '=', clientId)
      .where('status', '=', 'open')
      .execute();
    return this.byId(id);
  }

  /**
   * Keeps a lawyer's response and tells the client, in one transaction. 'closed' when the case
   * closed before it could be kept. A second response of the same lawyer fails with the
   * database's unique violation (db/database.ts isUniqueViolation): the constraint decides,
   * even for two sent at the same moment.
   */
  respond(caseId: number, lawyer: LeadLawyer, body: ResponseCreate): Promise<number | 'closed'> {
    return this.db.transaction().execute(async (trx) => {
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

  async hasResponded(caseId: number, lawyerId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('case_responses')
      .select('id')
      .where('case_id', '=', caseId)
      .where('lawyer_id', '=', lawyerId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Hides a lead from the lawyer; hiding it again changes nothing. */
  async dismiss(caseId: number, lawyerId: number): Promise<void> {
    await this.db
      .insertInto('case_dismissals')
      .values({ case_id: caseId, lawyer_id: lawyerId, dismissed_at: nowIso() })
      .onConflict((oc) => oc.columns(['case_id', 'lawyer_id']).doNothing())
      .execute();
  }

  /** A case's responses, oldest first, with the lawyers' cards; only one lawyer's when given. */
  async responses(caseId: number, now: number, onlyLawyer?: number): Promise<CaseResponse[]> {
    let query = this.db
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
        'p.rating',
        'p.reviews',
        'v.verified_at',
        'd.stored_name as photo',
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
        profile_picture: verified && row.photo ? this.photoUrl(row.lawyer_id, row.photo) : null,
        specialization: row.specialization,
        rating: row.rating,
        reviews: row.reviews,
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
        fee:
          row.fee_kind && row.fee_pence !== null ? { kind: row.fee_kind, amountPence: row.fee_pence } : null,
        createdAt: row.created_at,
      };
    });
  }
}
