// A lawyer's card, read one way everywhere it is shown or ranked: responses to a case, the public
// profile and the matching index (docs/decisions/0101-reviews-from-consultations.md for the
// rating, which is computed from the visible reviews, never stored). Callers join what else they
// need and add their conditions.
import type { Kysely } from 'kysely';
import type { LawyerCard } from '../../src/api/cases-contract.ts';
import type { Database } from '../db/schema.ts';
import { isVerifiedNow } from '../rules/lead-rule.ts';
import { toRating } from '../rules/rating.ts';
import type { PhotoUrl } from '../uploads/photo-url.ts';
import { reviewFigures } from './ratings.ts';

/** Lawyers (users `u`, profiles `p`, verification `v`), each with their card's columns. */
export const lawyerCards = (db: Kysely<Database>) =>
  db
    .selectFrom('users as u')
    .innerJoin('lawyer_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('verification_requests as v', 'v.user_id', 'u.id')
    .leftJoin('documents as d', (join) =>
      join.onRef('d.user_id', '=', 'u.id').on('d.kind', '=', 'profile_picture'),
    )
    .select([
      'u.id',
      'u.is_verified',
      'p.full_name',
      'p.specialization',
      'p.location',
      'p.experience_years',
      'p.hourly_rate_pence',
      'p.regulator',
      'p.license_number',
      // kept with each response and refreshed by the sweep (server/repo/response-times.ts)
      'p.response_time_hours',
      'v.verified_at',
      'd.stored_name as photo',
      ...reviewFigures('u.id'),
    ])
    .where('u.role', '=', 'lawyer');

export type LawyerCardRow = Awaited<ReturnType<ReturnType<typeof lawyerCards>['execute']>>[number];

/** The card of a row of lawyerCards: the photo is public only while the lawyer is verified. */
export function cardOf(row: LawyerCardRow, photoUrl: PhotoUrl, now: number): LawyerCard {
  const verified = isVerifiedNow(
    { approved: row.is_verified === 1, verifiedAt: row.verified_at ?? null },
    now,
  );
  return {
    id: String(row.id),
    name: row.full_name,
    profile_picture: verified && row.photo ? photoUrl(row.id, row.photo) : null,
    specialization: row.specialization,
    ...toRating(row),
    isVerified: verified,
    location: row.location,
    experience: row.experience_years,
    hourlyRate: row.hourly_rate_pence === null ? null : row.hourly_rate_pence / 100,
    verifiedAt: row.verified_at ?? null,
    responseTimeHours: row.response_time_hours,
    // checked on the regulator's register (docs/decisions/0126-how-we-rank-and-true-landing-words.md)
    regulator: row.regulator,
    licenseNumber: row.license_number,
  };
}

/** The regulator and licence number of each of these lawyers (a match's few: the matching index
 * keeps neither). */
export async function licencesOf(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { regulator: string; licenseNumber: string }>();
  const rows = await db
    .selectFrom('lawyer_profiles')
    .select(['user_id', 'regulator', 'license_number'])
    .where('user_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.user_id, { regulator: r.regulator, licenseNumber: r.license_number }]));
}

/** A lawyer's card with what their public profile adds; undefined for an account deleted or not a lawyer's. */
export function publicProfileRow(db: Kysely<Database>, id: number) {
  return lawyerCards(db)
    .select(['p.first_fee_pence', 'p.bio', 'p.education'])
    .where('u.id', '=', id)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}
