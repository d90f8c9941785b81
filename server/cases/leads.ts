// Reading what the lead rule needs (lead-rule.ts, docs/decisions/0090-cases-leads-and-notifications.md):
// the lawyer as the rule reads them, a lawyer's leads and their count, whom a new case tells.
// These queries only narrow what the rule reads (a superset, never a decision of their own);
// the rule decides on every row. The rule's names are exported from here too, so that a caller
// has one module to import the leads from.
import type { Kysely } from 'kysely';
import type { Category } from '../../src/api/contract.ts';
import type { CaseRow, Database } from '../db/schema.ts';
import {
  LEAD_RADIUS_KM,
  RAD,
  isAvailable,
  isVerifiedNow,
  kmBetween,
  leadCase,
  verdict,
  verdictOf,
  whereaboutsOfLawyer,
} from './lead-rule.ts';
import type { LeadLawyer, Verdict } from './lead-rule.ts';

export { LEAD_RADIUS_KM, casePlace, distanceOf, isVerifiedNow, verdict, verdictOf } from './lead-rule.ts';
export type { CasePlace, LeadLawyer, Verdict } from './lead-rule.ts';

/** a lawyer's list shows the newest leads, this many at most */
const LEADS_SHOWN = 100;
/**
 * A new case notifies the lawyers it is a lead for at that moment, the nearest this many: more
 * lawyers than a client could hear from, and a bound on what one case writes in its transaction
 * however many lawyers an area has. Lawyers further away still see it in their leads.
 */
export const FAN_OUT_MAX = 50;

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

/** The rule for one case and one lawyer, with the lawyer's dismissal read from the database. */
export async function verdictFor(db: AnyDb, row: CaseRow, lawyer: LeadLawyer, now: number): Promise<Verdict> {
  const dismissed = await db
    .selectFrom('case_dismissals')
    .select('case_id')
    .where('case_id', '=', row.id)
    .where('lawyer_id', '=', lawyer.id)
    .executeTakeFirst();
  return verdictOf(row, lawyer, { now, dismissed: dismissed !== undefined });
}

/** A lead as the lawyer's list reads it: a lead always has an area of law. */
export type LeadRow = CaseRow & { category: Category; client_name: string; responded: boolean };

const PAGE = 200;

interface Cursor {
  created_at: string;
  id: number;
}

/**
 * Open cases of the lawyer's area and jurisdiction inside a box around the lawyer's place, not
 * dismissed by them (posted since `since`, when given), from after `after` in the order newest
 * first: a superset of their leads, which the rule then decides on.
 */
function openCasesNear(db: AnyDb, lawyer: LeadLawyer, { since, after }: { since?: string; after?: Cursor }) {
  const { key, jurisdiction, lat, lon } = lawyer.place;
  let query = db
    .selectFrom('cases as c')
    .selectAll('c')
    .where('c.status', '=', 'open')
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

/** Reads page after page, newest first, and keeps the leads among them: at most `max`. */
async function leadsAmong<R extends CaseRow>(
  page: (after: Cursor | undefined) => Promise<R[]>,
  lawyer: LeadLawyer,
  now: number,
  max: number,
): Promise<R[]> {
  if (!isVerifiedNow(lawyer, now) || !isAvailable(lawyer)) return [];
  const found: R[] = [];
  let after: Cursor | undefined;
  for (;;) {
    const rows = await page(after);
    for (const row of rows) {
      if (verdict(leadCase(row), lawyer, { now, dismissed: false }) === 'lead') found.push(row);
      if (found.length >= max) return found;
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < PAGE) return found;
    after = last;
  }
}

/**
 * The lawyer's leads, newest first (at most LEADS_SHOWN), with the client's name and whether
 * this lawyer responded.
 */
export function leadsOf(db: AnyDb, lawyer: LeadLawyer, now: number): Promise<LeadRow[]> {
  const page = async (after: Cursor | undefined): Promise<LeadRow[]> => {
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
    return rows.flatMap(({ category, ...row }) =>
      category === null ? [] : [{ ...row, category, responded: Boolean(row.responded) }],
    );
  };
  return leadsAmong(page, lawyer, now, LEADS_SHOWN);
}

/**
 * How many of the lawyer's leads were posted since `since` (an ISO instant): all of them, not
 * only the ones their list shows.
 */
export async function countLeadsSince(
  db: AnyDb,
  lawyer: LeadLawyer,
  now: number,
  since: string,
): Promise<number> {
  const page = (after: Cursor | undefined) => openCasesNear(db, lawyer, { since, after }).execute();
  return (await leadsAmong(page, lawyer, now, Number.POSITIVE_INFINITY)).length;
}

/**
 * Whom a new case is a lead for, nearest first, at most FAN_OUT_MAX. A lawyer's place is text
 * the rule reads, so every approved lawyer of the area is read and the rule picks.
 */
export async function lawyersToTell(db: AnyDb, row: CaseRow, now: number): Promise<LeadLawyer[]> {
  // without an area the case is no one's lead: no one to tell
  if (row.category === null) return [];
  const rows = await lawyerColumns(db)
    .where('u.is_verified', '=', 1)
    .where('p.specialization', '=', row.category)
    .where((eb) => eb.or([eb('a.available', 'is', null), eb('a.available', '=', 1)]))
    .execute();
  const kase = leadCase(row);
  return rows
    .map(leadLawyer)
    .filter((lawyer) => verdict(kase, lawyer, { now, dismissed: false }) === 'lead')
    .map((lawyer) => ({ lawyer, km: kmBetween(kase.place, lawyer.place) ?? 0 }))
    .sort((a, b) => a.km - b.km || a.lawyer.id - b.lawyer.id)
    .slice(0, FAN_OUT_MAX)
    .map(({ lawyer }) => lawyer);
}
