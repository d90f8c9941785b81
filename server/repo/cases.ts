// Data access for cases: a client's cases and dismissed leads; lawyers' responses are in
// case-responses.ts, offered to the routes here too. Who may see or answer a case is the lead
// rule's (server/cases/lead-rule.ts); the calls are in server/routes/cases.ts and
// server/routes/leads.ts (docs/decisions/0090-cases-leads-and-notifications.md). The app builds
// one CaseRepo for all its routes (server/app.ts).
import type { Kysely } from 'kysely';
import type { Case, CasePatch, CaseResponse, ResponseCreate, Urgency } from '../../src/api/cases-contract.ts';
import type { Category } from '../../src/api/contract.ts';
import { casePlace } from '../cases/lead-rule.ts';
import type { CasePlace as Place, LeadLawyer } from '../cases/lead-rule.ts';
import { lawyersToTell } from '../cases/leads.ts';
import { nowIso } from '../db/database.ts';
import type { CaseRow, Database, Db } from '../db/schema.ts';
import { hasResponded, respond, responseCount, responsesOf } from './case-responses.ts';
import type { PhotoUrl } from '../uploads/photo-url.ts';
import { notify } from './notifications.ts';

// the demo seed keeps its responses through the same write as the call
export { keepResponse } from './case-responses.ts';

export interface NewCase {
  title: string;
  description: string;
  location: string;
  /** null: the description fits none of the eight areas and the client chose none */
  category: Category | null;
  urgency: Urgency;
}

const placeColumns = (place: Place) => ({
  place_key: place.key,
  jurisdiction: place.jurisdiction,
  lat: place.latDegrees,
  lon: place.lonDegrees,
});

/** The case as the wire shows it; a row known to have an area (a lead's) keeps that in its type. */
export const caseView = <R extends CaseRow>(row: R, responseCount: number): Case & Pick<R, 'category'> => ({
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
  await tellLawyers(trx, row, place.name, when.now);
  return row;
}

/** Tells each lawyer the case is a lead for at this moment (the nearest FAN_OUT_MAX); no one for a case without an area. */
async function tellLawyers(
  trx: Kysely<Database>,
  row: CaseRow,
  placeName: string,
  now: number,
): Promise<void> {
  const lawyers = await lawyersToTell(trx, row, now);
  await notify(
    trx,
    lawyers.map((lawyer) => ({
      userId: lawyer.id,
      kind: 'new_lead',
      text: `New case in ${row.category} near ${placeName}: "${row.title}"`,
      // the lawyer's page of the lead in the SPA; the client's own page of a case is /cases/{id}
      link: `/leads/${row.id}`,
    })),
  );
}

export class CaseRepo {
  constructor(
    private readonly db: Db,
    private readonly photoUrl: PhotoUrl,
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

  /**
   * Changes an open case of this client; undefined when it is not open (closed meanwhile). A case
   * kept without an area that is given one now reaches lawyers for the first time: they are told
   * as of a new case, in the same transaction. Any other change tells no one anew
   * (docs/decisions/0090-cases-leads-and-notifications.md).
   */
  update(
    id: number,
    clientId: number,
    patch: CasePatch,
    place: Place | undefined,
    now: number,
  ): Promise<CaseRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      // a write first: it holds the case's row until this commits, so that of two changes sent
      // at once only one sees the case without an area, and its lawyers are told once
      const before = await trx
        .updateTable('cases')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .where('status', '=', 'open')
        .returning('category')
        .executeTakeFirst();
      if (!before) return undefined;
      const row = await trx
        .updateTable('cases')
        .set({ ...patch, ...(place ? placeColumns(place) : {}), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (before.category === null && row.category !== null) {
        await tellLawyers(trx, row, place?.name ?? casePlace(row.location)?.name ?? row.location, now);
      }
      return row;
    });
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

  /** Hides a lead from the lawyer; hiding it again changes nothing. */
  async dismiss(caseId: number, lawyerId: number): Promise<void> {
    await this.db
      .insertInto('case_dismissals')
      .values({ case_id: caseId, lawyer_id: lawyerId, dismissed_at: nowIso() })
      .onConflict((oc) => oc.columns(['case_id', 'lawyer_id']).doNothing())
      .execute();
  }

  // lawyers' responses: server/repo/case-responses.ts
  responseCount(caseId: number): Promise<number> {
    return responseCount(this.db, caseId);
  }

  respond(caseId: number, lawyer: LeadLawyer, body: ResponseCreate): Promise<number | 'closed'> {
    return respond(this.db, caseId, lawyer, body);
  }

  hasResponded(caseId: number, lawyerId: number): Promise<boolean> {
    return hasResponded(this.db, caseId, lawyerId);
  }

  responses(caseId: number, now: number, onlyLawyer?: number): Promise<CaseResponse[]> {
    return responsesOf(this.db, this.photoUrl, caseId, now, onlyLawyer);
  }
}
