// The lead rule, in one place (docs/decisions/0090-cases-leads-and-notifications.md):
// an open case is a lead for every verified (approved and not lapsed at the yearly re-check),
// available (the switch of docs/decisions/0091-availability-switch-and-live-figures.md) lawyer
// whose specialization is the case's category and whose place is within 80 km of the case's
// place (the same place when either is not a known UK place) and in the same legal
// jurisdiction (England and Wales, Scotland and Northern Ireland are separate), until the case
// closes or the lawyer dismisses it.
//
// `verdict` is the rule; the queries below only narrow what it reads (a superset, never a
// decision of their own). The lawyer's list, the access check of a case's detail, responses,
// the notifications of a new case and the lawyer's count of new leads all go through it.
import type { Kysely } from 'kysely';
import type { CaseStatus } from '../../src/api/cases-contract.ts';
import type { CaseRow, Database } from '../db/schema.ts';
import { distanceKm, distanceWords, findPlace, placeKey } from '../match/geo.ts';
import type { Jurisdiction, UkPlace } from '../match/geo.ts';
import { lapseCutoff } from '../verification/renewal.ts';

export const LEAD_RADIUS_KM = 80;
/** a lawyer's list shows the newest leads, this many at most */
const LEADS_SHOWN = 100;
/**
 * A new case notifies the lawyers it is a lead for at that moment, the nearest this many: more
 * lawyers than a client could hear from, and a bound on what one case writes in its transaction
 * however many lawyers an area has. Lawyers further away still see it in their leads.
 */
export const FAN_OUT_MAX = 50;

type AnyDb = Kysely<Database>;

/** A place as the rule reads it: coordinates in radians; only the key for an unknown place. */
interface Whereabouts {
  key: string;
  jurisdiction?: Jurisdiction | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
}

interface LeadCase {
  status: CaseStatus;
  category: string;
  place: Whereabouts;
}

export interface LeadLawyer {
  id: number;
  name: string;
  /** users.is_verified = 1: approved by an admin */
  approved: boolean;
  /** the last approval; the yearly re-check counts from it */
  verifiedAt: string | null;
  specialization: string;
  location: string;
  place: Whereabouts;
  /** the availability switch (docs/decisions/0091-availability-switch-and-live-figures.md) */
  available: boolean;
}

export type Verdict = 'lead' | 'closed' | 'dismissed' | 'none';

const RAD = Math.PI / 180;

/** A UK place as a case keeps it: its key, jurisdiction and coordinates (also in degrees). */
export type CasePlace = UkPlace & { latDegrees: number; lonDegrees: number };

/** The place a case keeps, worked out once when it is written; undefined for a place the data does not know. */
export function casePlace(location: string): CasePlace | undefined {
  const place = findPlace(location);
  return place && { ...place, latDegrees: place.lat / RAD, lonDegrees: place.lon / RAD };
}

const whereaboutsOfCase = (
  row: Pick<CaseRow, 'place_key' | 'jurisdiction' | 'lat' | 'lon'>,
): Whereabouts => ({
  key: row.place_key,
  jurisdiction: row.jurisdiction,
  lat: row.lat * RAD,
  lon: row.lon * RAD,
});

// many lawyers share a place: each typed place is looked up once (bounded, for a long-running API)
const lawyerPlaces = new Map<string, Whereabouts>();
function whereaboutsOfLawyer(location: string): Whereabouts {
  let found = lawyerPlaces.get(location);
  if (!found) {
    if (lawyerPlaces.size >= 10_000) lawyerPlaces.clear();
    const place = findPlace(location);
    found = place
      ? { key: place.key, jurisdiction: place.jurisdiction, lat: place.lat, lon: place.lon }
      : { key: placeKey(location) };
    lawyerPlaces.set(location, found);
  }
  return found;
}

/** Kilometres between two places: 0 for one place, undefined when either is unknown. */
function kmBetween(a: Whereabouts, b: Whereabouts): number | undefined {
  if (a.key === b.key) return 0;
  if (a.lat === undefined || a.lon === undefined || b.lat === undefined || b.lon === undefined)
    return undefined;
  return distanceKm({ lat: a.lat, lon: a.lon }, { lat: b.lat, lon: b.lon });
}

/** Near enough: the same place, or both known, in one jurisdiction and within 80 km. */
function near(kase: Whereabouts, lawyer: Whereabouts): boolean {
  if (kase.key === lawyer.key) return true;
  if (!kase.jurisdiction || kase.jurisdiction !== lawyer.jurisdiction) return false;
  const km = kmBetween(kase, lawyer);
  return km !== undefined && km <= LEAD_RADIUS_KM;
}

/** Approved, and not lapsed at the yearly re-check (docs/decisions/0088-yearly-re-check.md). */
export function isVerifiedNow(lawyer: Pick<LeadLawyer, 'approved' | 'verifiedAt'>, now: number): boolean {
  return lawyer.approved && lawyer.verifiedAt !== null && Date.parse(lawyer.verifiedAt) >= lapseCutoff(now);
}

/**
 * Whether the lawyer takes new work: the availability switch, kept with the lawyer's availability
 * settings (server/repo/availability.ts; no settings kept: available). The narrowing queries below
 * read the same column (lawyersToTell), or ask this first (leadsOf).
 */
const isAvailable = (lawyer: LeadLawyer): boolean => lawyer.available;

/**
 * The rule. 'closed' and 'dismissed' say why a case that would be a lead is not one (the calls
 * answer 409 to a response on a closed case); 'none' means it is none of the lawyer's business.
 */
export function verdict(
  kase: LeadCase,
  lawyer: LeadLawyer,
  when: { now: number; dismissed: boolean },
): Verdict {
  const fits =
    isVerifiedNow(lawyer, when.now) &&
    isAvailable(lawyer) &&
    lawyer.specialization === kase.category &&
    near(kase.place, lawyer.place);
  if (!fits) return 'none';
  if (kase.status !== 'open') return 'closed';
  return when.dismissed ? 'dismissed' : 'lead';
}

const leadCase = (row: CaseRow): LeadCase => ({
  status: row.status,
  category: row.category,
  place: whereaboutsOfCase(row),
});

/** What a lead card says of the distance: 'Same city', '12 miles away'; null when unknown. */
export function distanceOf(row: CaseRow, lawyer: LeadLawyer): string | null {
  const { lat, lon, key } = lawyer.place;
  if (lat === undefined || lon === undefined) return null;
  const kase = whereaboutsOfCase(row);
  return distanceWords({ key: kase.key, lat: kase.lat ?? 0, lon: kase.lon ?? 0 }, { key, lat, lon });
}

// ---- reading what the rule needs ---------------------------------------------------------

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

/** The rule for a case as kept. */
export const verdictOf = (
  row: CaseRow,
  lawyer: LeadLawyer,
  when: { now: number; dismissed: boolean },
): Verdict => verdict(leadCase(row), lawyer, when);

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

export type LeadRow = CaseRow & { client_name: string; responded: boolean };

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
    .where('c.category', '=', lawyer.specialization as CaseRow['category'])
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
    return rows.map((row) => ({ ...row, responded: Boolean(row.responded) }));
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
