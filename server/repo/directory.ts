// The directory's query (docs/directory.md): the verified, available lawyers a search finds, in the
// order asked, a page at a time, and how many there are in all. Everything is worked out by the
// database, so that a page of 200,000 lawyers answers in milliseconds: a name search reads the
// lower-cased names; a place narrows to a box of latitude and longitude on an index before the
// great-circle distance is measured; a service reads lawyer_services by the service and its total.
// The orders are server/services/directory/order.ts's, written here in SQL.
import { sql } from 'kysely';
import type { ExpressionBuilder, SqlBool } from 'kysely';
import type { Category } from '../../src/api/contract.ts';
import type { DirectorySort } from '../../src/api/directory-contract.ts';
import type { ServiceKind } from '../../src/api/service-kinds.ts';
import type { Database, Db } from '../db/schema.ts';
import { counts } from './ratings.ts';

export interface DirectoryNear {
  key: string;
  /** degrees */
  lat: number;
  lon: number;
  withinKm: number;
}

export interface DirectorySearch {
  /** lawyers approved before this instant (ISO) have lapsed at the yearly re-check */
  verifiedSince: string;
  q?: string | undefined;
  area?: Category | undefined;
  /** the services of `area`: the one a lawyer lists first among them is the one shown */
  areaServices: readonly ServiceKind[];
  service?: ServiceKind | undefined;
  maxPricePence?: number | undefined;
  near?: DirectoryNear | undefined;
  sort: DirectorySort;
  offset: number;
  limit: number;
}

export interface DirectoryHit {
  id: number;
  /** kilometres from `near`; null without it */
  distanceKm: number | null;
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const RAD = Math.PI / 180;

/** `%` and `_` are text in a LIKE pattern, and so is the escape character itself. */
const likeText = (text: string) => text.replace(/[\\%_]/g, '\\$&');

type Eb = ExpressionBuilder<Database & { p: Database['lawyer_profiles'] }, 'p'>;

/**
 * The total a search's price reads: with `service`, the lowest total the lawyer lists for it;
 * else the total of the service their card shows (their first of the area, else their first).
 * Null for none, or an hourly rate.
 */
function priceOf(eb: Eb, s: DirectorySearch) {
  if (s.service) return sql<number | null>`sv.total`;
  let first = eb
    .selectFrom('lawyer_services as s')
    .select('s.total_from_pence')
    .whereRef('s.user_id', '=', 'p.user_id');
  if (s.areaServices.length > 0)
    first = first.orderBy(sql`CASE WHEN s.service IN (${sql.join(s.areaServices)}) THEN 0 ELSE 1 END`);
  return first.orderBy('s.position').limit(1);
}

/** Kilometres along the great circle from the place searched near (0 for the same place). */
const distanceSql = (near: DirectoryNear) => sql<number>`CASE WHEN p.place_key = ${near.key} THEN 0 ELSE
  ${2 * EARTH_RADIUS_KM} * asin(sqrt(
    power(sin((radians(p.lat) - ${near.lat * RAD}) / 2), 2)
    + ${Math.cos(near.lat * RAD)} * cos(radians(p.lat)) * power(sin((radians(p.lon) - ${near.lon * RAD}) / 2), 2)
  )) END`;

/**
 * The lawyers who are not listed: not approved, deleted, never or no longer verified (approved
 * before the yearly re-check's cutoff: rules/lead-rule.ts isVerifiedNow), or switched off
 * (docs/decisions/0091-availability-switch-and-live-figures.md). They are few, each part is read on
 * an index of its own, and a profile always has its verification request (written together, and
 * removed only with the account, which is then deleted), so leaving these out leaves the listed.
 */
const notListed = (verifiedSince: string) => sql`(
  SELECT id FROM users WHERE role = 'lawyer' AND is_verified = 0
  UNION ALL SELECT id FROM users WHERE deleted_at IS NOT NULL AND role = 'lawyer'
  UNION ALL SELECT user_id FROM verification_requests WHERE verified_at < ${verifiedSince}
  UNION ALL SELECT user_id FROM verification_requests WHERE verified_at IS NULL
  UNION ALL SELECT user_id FROM lawyer_availability WHERE available = 0)`;

/** The verified, available lawyers the search finds, with the columns the orders read. */
function found(db: Db, s: DirectorySearch) {
  let query = db
    .selectFrom('lawyer_profiles as p')
    .where(sql<SqlBool>`p.user_id NOT IN ${notListed(s.verifiedSince)}`);
  if (s.q) {
    const pattern = `%${likeText(s.q.toLowerCase())}%`;
    // the names alone (SQLite reads their index, PostgreSQL the table); the rest is asked of the
    // few that match
    query = query.where('p.user_id', 'in', (eb) =>
      eb
        .selectFrom('lawyer_profiles as n')
        .select('n.user_id')
        .where(sql<SqlBool>`lower(n.full_name) LIKE ${pattern} ESCAPE '\\'`),
    );
  }
  if (s.area) query = query.where('p.specialization', '=', s.area);
  if (s.near) {
    // a box a little larger than the circle, on the index; the distance itself below
    const { lat, lon, withinKm } = s.near;
    const dLat = (withinKm + 1) / KM_PER_DEGREE;
    const dLon = dLat / Math.cos(Math.min(89, Math.abs(lat) + dLat) * RAD);
    query = query
      .where('p.lat', '>=', lat - dLat)
      .where('p.lat', '<=', lat + dLat)
      .where('p.lon', '>=', lon - dLon)
      .where('p.lon', '<=', lon + dLon);
  }
  if (s.service) {
    // the lawyers who list the service, each with its lowest total, from the service's index
    const { service } = s;
    query = query.innerJoin(
      (eb) =>
        eb
          .selectFrom('lawyer_services as s')
          .select(['s.user_id', (e) => e.fn.min('s.total_from_pence').as('total')])
          .where('s.service', '=', service)
          .groupBy('s.user_id')
          .as('sv'),
      (join) => join.onRef('sv.user_id', '=', 'p.user_id'),
    ) as unknown as typeof query;
  }
  if (s.maxPricePence !== undefined) {
    const max = s.maxPricePence;
    query = query.where((eb) => eb(priceOf(eb as unknown as Eb, s), '<=', max));
  }
  if (s.near) query = query.where(distanceSql(s.near), '<=', s.near.withinKm);
  return query;
}

/** The card's rating: the average of the visible reviews to one decimal, 0 without any. */
const ratingSql = sql<number>`coalesce(round((SELECT avg(rv.rating) FROM reviews rv WHERE rv.lawyer_id = p.user_id AND ${counts()}), 1), 0)`;
const reviewsSql = sql<number>`(SELECT count(*) FROM reviews rv WHERE rv.lawyer_id = p.user_id AND ${counts()})`;

// The orders read the columns of a found lawyer by name (d.rating, d.place_key, …): PostgreSQL
// sorts by an expression of a select's columns only from outside it.

/**
 * rules/matching/rank.ts `quality`: 0.6 of the rating's part (3.5 stars or less none, 5 all; a
 * lawyer nobody has reviewed counts as middling, 0.3) and 0.4 of the experience (30 years or more
 * all).
 */
const qualitySql = sql<number>`(0.6 * CASE
    WHEN reviews = 0 THEN 0.3 WHEN rating >= 5 THEN 1 WHEN rating <= 3.5 THEN 0
    ELSE (rating - 3.5) / 1.5 END
  + 0.4 * (CASE WHEN experience_years >= 30 THEN 30 ELSE experience_years END) / 30.0)`;

/**
 * rules/matching/rank.ts `score`: the same place 80–100; elsewhere 45–75, mostly by nearness
 * (within 200 km, the nearness part is never below 0).
 */
const nearnessSql = (near: DirectoryNear) =>
  sql<number>`CASE WHEN place_key = ${near.key} THEN 80 + 20 * ${qualitySql}
    ELSE 45 + 30 * (0.85 * (1 - distance_km / 800.0) + 0.15 * ${qualitySql}) END`;

/** How well the name fits `q`: 0 the whole name, 1 its start, 2 the start of a later word, 3 elsewhere. */
const nameFitSql = (q: string) => {
  const text = q.toLowerCase();
  const start = `${likeText(text)}%`;
  return sql<number>`CASE WHEN lower(full_name) = ${text} THEN 0
    WHEN lower(full_name) LIKE ${start} ESCAPE '\\' THEN 1
    WHEN lower(full_name) LIKE ${`% ${start}`} ESCAPE '\\' THEN 2 ELSE 3 END`;
};

/** A page of the lawyers found, in the search's order, ties by id; and how many in all. */
export async function searchDirectory(
  db: Db,
  s: DirectorySearch,
): Promise<{ count: number; hits: DirectoryHit[] }> {
  // only what the order reads: the reviews are counted for relevance and rating only
  const relevant = s.sort === 'relevance';
  const rated = relevant || s.sort === 'rating' || s.sort === 'response';
  const lawyers = found(db, s)
    .select('p.user_id as id')
    // each order's columns, and none it does not read: the pass carries every lawyer found
    .select([
      (relevant && s.q ? sql<string>`p.full_name` : sql<string>`NULL`).as('full_name'),
      (relevant ? sql<string | null>`p.place_key` : sql<null>`NULL`).as('place_key'),
      (relevant ? sql<number>`p.experience_years` : sql<number>`0`).as('experience_years'),
      (s.sort === 'response' ? sql<number | null>`p.response_time_hours` : sql<null>`NULL`).as(
        'response_time_hours',
      ),
    ])
    .select((s.near ? distanceSql(s.near) : sql<number | null>`NULL`).as('distance_km'))
    .select([
      (rated ? ratingSql : sql<number>`0`).as('rating'),
      (rated ? reviewsSql : sql<number>`0`).as('reviews'),
    ])
    .select((eb) =>
      (s.sort === 'price' ? priceOf(eb as unknown as Eb, s) : sql<number | null>`NULL`).as('price'),
    )
    // how many in all, in the same pass; a window also keeps SQLite from copying the reviews'
    // subqueries into every place the order reads them
    .select((eb) => eb.fn.countAll<number | string>().over().as('total'));
  let page = db.selectFrom(lawyers.as('d')).select(['d.id', 'd.distance_km', 'd.total']);
  if (s.sort === 'relevance') {
    if (s.q) page = page.orderBy(nameFitSql(s.q));
    page = page.orderBy(s.near ? nearnessSql(s.near) : qualitySql, 'desc');
  } else if (s.sort === 'distance') {
    page = page.orderBy('d.distance_km');
  } else if (s.sort === 'price') {
    page = page.orderBy(sql`CASE WHEN d.price IS NULL THEN 1 ELSE 0 END`).orderBy('d.price');
  } else {
    // the quickest to respond first, those without a time yet (under 3 responses) after them; then rating
    if (s.sort === 'response')
      page = page
        .orderBy(sql`CASE WHEN d.response_time_hours IS NULL THEN 1 ELSE 0 END`)
        .orderBy('d.response_time_hours');
    page = page.orderBy('d.rating', 'desc').orderBy('d.reviews', 'desc');
  }
  const rows = await page.orderBy('d.id').offset(s.offset).limit(s.limit).execute();
  // a page past the last has no row to carry the count
  const total =
    rows[0]?.total ??
    (s.offset === 0
      ? 0
      : (
          await found(db, s)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n);
  return {
    count: Number(total),
    hits: rows.map((row) => ({
      id: row.id,
      distanceKm: row.distance_km === null ? null : Number(row.distance_km),
    })),
  };
}
