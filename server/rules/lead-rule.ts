// The lead rule, in one place (docs/decisions/0090-cases-leads-and-notifications.md):
// an open case is a lead for every verified (approved and not lapsed at the yearly re-check),
// available (the switch of docs/decisions/0091-availability-switch-and-live-figures.md) lawyer
// whose specialization is the case's category and whose place is within 80 km of the case's
// place (the same place when either is not a known UK place) and in the same legal
// jurisdiction (England and Wales, Scotland and Northern Ireland are separate), until the case
// closes, has had the RESPONSES_MAX responses it takes (fair leads,
// docs/decisions/0125-fair-leads-and-response-time.md) or the lawyer dismisses it. A case kept without an area of law (its description fits
// none of the eight) is a lead for no one until the client chooses one
// (docs/decisions/0061-classifier-says-when-it-is-unsure.md).
//
// `verdict` is the rule; the queries of server/repo/leads.ts only narrow what it reads (a superset, never a
// decision of their own), and server/services/cases/leads.ts applies it. The lawyer's list, the access check of a case's detail, responses,
// the notifications of a new case and the lawyer's count of new leads all go through it.
import { RESPONSES_MAX } from '../../src/api/cases-contract.ts';
import type { CaseStatus } from '../../src/api/cases-contract.ts';
import { distanceKm, distanceWords, findPlace, placeKey } from './places/geo.ts';
import type { Jurisdiction, UkPlace } from './places/geo.ts';
import { lapseCutoff } from './verification/renewal.ts';

export const LEAD_RADIUS_KM = 80;

/** A place as the rule reads it: coordinates in radians; only the key for an unknown place. */
interface Whereabouts {
  key: string;
  jurisdiction?: Jurisdiction | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
}

interface LeadCase {
  status: CaseStatus;
  /** null: no area of law, so no lawyer's */
  category: string | null;
  place: Whereabouts;
  /** how many lawyers have responded to it */
  responses: number;
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

export type Verdict = 'lead' | 'closed' | 'full' | 'dismissed' | 'none';

export const RAD = Math.PI / 180;

/** A UK place as a case keeps it: its key, jurisdiction and coordinates (also in degrees). */
export type CasePlace = UkPlace & { latDegrees: number; lonDegrees: number };

/** The place a case keeps, worked out once when it is written; undefined for a place the data does not know. */
export function casePlace(location: string): CasePlace | undefined {
  const place = findPlace(location);
  return place && { ...place, latDegrees: place.lat / RAD, lonDegrees: place.lon / RAD };
}

/** A case as kept, as far as the rule reads it (a row of the cases table fits). */
export interface KeptCase {
  status: CaseStatus;
  category: string | null;
  place_key: string;
  jurisdiction: Jurisdiction;
  /** degrees */
  lat: number;
  lon: number;
  /** how many responses it has (a count as the database gives it) */
  response_count: number | string | bigint | null;
}

const whereaboutsOfCase = (row: KeptCase): Whereabouts => ({
  key: row.place_key,
  jurisdiction: row.jurisdiction,
  lat: row.lat * RAD,
  lon: row.lon * RAD,
});

// many lawyers share a place: each typed place is looked up once (bounded, for a long-running API)
const lawyerPlaces = new Map<string, Whereabouts>();
export function whereaboutsOfLawyer(location: string): Whereabouts {
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
export function kmBetween(a: Whereabouts, b: Whereabouts): number | undefined {
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
 * settings (server/repo/availability.ts; no settings kept: available). The narrowing queries
 * (server/repo/leads.ts) read the same column, or the service asks this first (leadsOf).
 */
export const isAvailable = (lawyer: LeadLawyer): boolean => lawyer.available;

/**
 * The rule. 'closed', 'full' and 'dismissed' say why a case that would be a lead is not one (the
 * calls answer 409 to a response on a closed or full case); 'none' means it is none of the
 * lawyer's business.
 */
export function verdict(
  kase: LeadCase,
  lawyer: LeadLawyer,
  when: { now: number; dismissed: boolean },
): Verdict {
  const fits =
    isVerifiedNow(lawyer, when.now) &&
    isAvailable(lawyer) &&
    kase.category !== null &&
    lawyer.specialization === kase.category &&
    near(kase.place, lawyer.place);
  if (!fits) return 'none';
  if (kase.status !== 'open') return 'closed';
  if (kase.responses >= RESPONSES_MAX) return 'full';
  return when.dismissed ? 'dismissed' : 'lead';
}

export const leadCase = (row: KeptCase): LeadCase => ({
  status: row.status,
  category: row.category,
  place: whereaboutsOfCase(row),
  responses: Number(row.response_count),
});

/** What a lead card says of the distance: 'Same city', '12 miles away'; null when unknown. */
export function distanceOf(row: KeptCase, lawyer: LeadLawyer): string | null {
  const { lat, lon, key } = lawyer.place;
  if (lat === undefined || lon === undefined) return null;
  const kase = whereaboutsOfCase(row);
  return distanceWords({ key: kase.key, lat: kase.lat ?? 0, lon: kase.lon ?? 0 }, { key, lat, lon });
}

/** The rule for a case as kept. */
export const verdictOf = (
  row: KeptCase,
  lawyer: LeadLawyer,
  when: { now: number; dismissed: boolean },
): Verdict => verdict(leadCase(row), lawyer, when);
