// The queries the lead rule reads (server/rules/lead-rule.ts,
// docs/decisions/0090-cases-leads-and-notifications.md): the lawyer as the rule reads them, the
// open cases near a lawyer, the approved lawyers of an area. They only narrow what the rule reads
// (a superset, never a decision of their own); server/services/cases/leads.ts applies the rule to
// every row.
import type { ExpressionBuilder, Kysely } from 'kysely';
import { RESPONSES_MAX } from '../../src/api/cases-contract.ts';
import type { Category } from '../../src/api/contract.ts';
import type { CaseRow, Database } from '../db/schema.ts';
import { LEAD_RADIUS_KM, RAD, whereaboutsOfLawyer } from '../rules/lead-rule.ts';
import type { LeadLawyer } from '../rules/lead-rule.ts';

type AnyDb = Kysely<Database>;

const lawyerColumns = (db: AnyDb) =>
  db
    .selectFrom('users as u')
    .innerJoin('lawyer_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('verification_requests as v', 'v.user_id', 'u.id')
    .leftJoin('lawyer_availability as a', 'a.user_id', 'u.id')
    .select([
      'u.id',
      'u.is_verified',
      'p.full_name',
      'p.specialization',
      'p.location',
      'v.verified_at',
      'a.available',
    ])
    .where('u.role', '=', 'lawyer');

type LawyerFactsRow = Awaited<ReturnType<ReturnType<typeof lawyerColumns>['execute']>>[number];
const leadLawyer = (row: LawyerFactsRow): LeadLawyer => ({
  id: row.id,
  name: row.full_name,
  approved: row.is_verified === 1,
  verifiedAt: row.verified_at ?? null,
  specialization: row.specialization,
  location: row.location,
  place: whereaboutsOfLawyer(row.location),
  // no settings kept: the defaults, available
  available: row.available !== 0,
});

/** A lawyer with a profile, as the rule reads them; undefined for anyone else. */
export async function lawyerFacts(db: AnyDb, userId: number): Promise<LeadLawyer | undefined> {
  const row = await lawyerColumns(db).where('u.id', '=', userId).executeTakeFirst();
  return row && leadLawyer(row);
}

/** Whether the lawyer hid this case from their leads. */
export async function isDismissed(db: AnyDb, caseId: number, lawyerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('case_dismissals')
    .select('case_id')
    .where('case_id', '=', caseId)
    .where('lawyer_id', '=', lawyerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A lead as the lawyer's list reads it: a lead always has an area of law. */
export type LeadRow = CaseRow & {
  category: Category;
  client_name: string;
  responded: boolean;
  response_count: number;
};

/** rows a page of openCasesNear holds */
export const PAGE = 200;

export interface Cursor {
  created_at: string;
  id: number;
}

/** How many responses case `c` has. */
const responsesTo = (eb: ExpressionBuilder<Database & { c: CaseRow }, 'c'>) =>
  eb
    .selectFrom('case_responses as r')
    .select((inner) => inner.fn.countAll<number | string>().as('n'))
    .whereRef('r.case_id', '=', 'c.id');

/**
 * Open cases of the lawyer's area and jurisdiction inside a box around the lawyer's place, not
 * dismissed by them and with fewer than RESPONSES_MAX responses (posted since `since`, when
 * given), from after `after` in the order newest first, each with its count of responses: a
 * superset of their leads, which the rule then decides on.
 */
export function openCasesNear(
  db: AnyDb,
  lawyer: LeadLawyer,
  { since, after }: { since?: string; after?: Cursor },
) {
  const { key, jurisdiction, lat, lon } = lawyer.place;
  let query = db
    .selectFrom('cases as c')
    .selectAll('c')
    .select((eb) => responsesTo(eb).as('response_count'))
    .where('c.status', '=', 'open')
    // fair leads: a full case is no one's lead (the rule says so too)
    .where((eb) => eb(responsesTo(eb), '<', RESPONSES_MAX))
    .where('c.category', '=', lawyer.specialization as Category)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('case_dismissals as d')
            .select('d.case_id')
            .whereRef('d.case_id', '=', 'c.id')
            .where('d.lawyer_id', '=', lawyer.id),
        ),
      ),
    );
  if (jurisdiction && lat !== undefined && lon !== undefined) {
    // a box a little larger than the circle (degrees); the rule measures the distance itself
    const dLat = (LEAD_RADIUS_KM + 1) / 6371 / RAD;
    const dLon = dLat / Math.cos(Math.min(89, Math.abs(lat / RAD) + dLat) * RAD);
    query = query
      .where('c.jurisdiction', '=', jurisdiction)
      .where('c.lat', '>=', lat / RAD - dLat)
      .where('c.lat', '<=', lat / RAD + dLat)
      .where('c.lon', '>=', lon / RAD - dLon)
      .where('c.lon', '<=', lon / RAD + dLon);
  } else {
    query = query.where('c.place_key', '=', key);
  }
  if (since !== undefined) query = query.where('c.created_at', '>=', since);
  if (after) {
    const { created_at, id } = after;
    query = query.where((eb) =>
      eb.or([
        eb('c.created_at', '<', created_at),
        eb.and([eb('c.created_at', '=', created_at), eb('c.id', '<', id)]),
      ]),
    );
  }
  return query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(PAGE);
}

/** A page of openCasesNear with the client's name and whether this lawyer responded. */
export async function leadRowsNear(
  db: AnyDb,
  lawyer: LeadLawyer,
  after: Cursor | undefined,
): Promise<LeadRow[]> {
  const rows = await openCasesNear(db, lawyer, { after })
    .innerJoin('users as u', 'u.id', 'c.client_id')
    // the client's name only, to take the first name from: never the e-mail
    .select('u.name as client_name')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('case_responses as r')
            .select('r.id')
            .whereRef('r.case_id', '=', 'c.id')
            .where('r.lawyer_id', '=', lawyer.id),
        )
        .as('responded'),
    )
    .execute();
  // the query reads the lawyer's area only; said again for the type
  return rows.flatMap(({ category, response_count, ...row }) =>
    category === null
      ? []
      : [
          {
            ...row,
            category,
            responded: Boolean(row.responded),
            response_count: Number(response_count ?? 0),
          },
        ],
  );
}

/** The approved, available lawyers of an area, as the rule reads them: whom a new case may tell. */
export async function availableLawyersOf(db: AnyDb, category: Category): Promise<LeadLawyer[]> {
  const rows = await lawyerColumns(db)
    .where('u.is_verified', '=', 1)
    .where('p.specialization', '=', category)
    .where((eb) => eb.or([eb('a.available', 'is', null), eb('a.available', '=', 1)]))
    .execute();
  return rows.map(leadLawyer);
}
