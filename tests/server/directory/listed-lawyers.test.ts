// The directory's lawyers in memory (server/rules/directory/listed-lawyers.ts) against the plainest
// reading of docs/directory.md: filter every lawyer, sort them all by the order's factors, take the
// page. Random lawyers and searches, many ties (few names, prices and ratings), lawyers leaving and
// coming back, so that the groups, the columns, the slots reused and the page's heap are all tried.
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src/api/contract.ts';
import { DIRECTORY_SORTS } from '../../../src/api/directory-contract.ts';
import { ListedLawyers } from '../../../server/rules/directory/listed-lawyers.ts';
import type {
  DirectoryFind,
  ListedRow,
  ListedService,
} from '../../../server/rules/directory/listed-lawyers.ts';
import { quality, score } from '../../../server/rules/matching/rank.ts';
import { distanceKm } from '../../../server/rules/places/geo.ts';

const RAD = Math.PI / 180;
const PLACES = [
  { key: 'leeds', lat: 53.8, lon: -1.55 },
  { key: 'bradford', lat: 53.79, lon: -1.75 },
  { key: 'york', lat: 53.96, lon: -1.08 },
  { key: 'london', lat: 51.51, lon: -0.13 },
];
const NAMES = ['Ann Lee', 'Anna Leeson', 'Lee Ann', 'Bob Stone', 'Élodie Brontë', 'Priya Okafor'];
const SERVICES = ['conveyancing_purchase', 'conveyancing_sale', 'probate'];

/** A small deterministic generator: the same lawyers on every run. */
function random(seed: number) {
  let s = seed;
  const next = () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T };
}

interface Lawyer {
  row: ListedRow;
  services: ListedService[];
}

function lawyerOf(id: number, r: ReturnType<typeof random>): Lawyer {
  const place = r.next() < 0.9 ? r.pick(PLACES) : undefined;
  const reviews = r.pick([0, 0, 1, 3]);
  const services = SERVICES.filter(() => r.next() < 0.4).map((service) => ({
    service,
    total: r.next() < 0.2 ? null : r.pick([50_000, 80_000, 120_000]),
  }));
  return {
    row: {
      id,
      full_name: r.pick(NAMES),
      specialization: r.pick(CATEGORIES.slice(0, 3)),
      place_key: place?.key ?? null,
      lat: place?.lat ?? null,
      lon: place?.lon ?? null,
      experience_years: r.pick([2, 10, 30]),
      review_average: reviews ? r.pick([3, 4.5, 5]) : null,
      review_count: reviews,
      response_time_hours: r.pick([null, 2, 24]),
      verified_at: r.pick(['2026-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z']),
    },
    services,
  };
}

/** The plainest reading: every lawyer filtered, all sorted, the page taken. */
function plainly(lawyers: Iterable<Lawyer>, s: DirectoryFind) {
  const text = s.q?.toLowerCase();
  const found = [...lawyers].flatMap(({ row, services }) => {
    if (Date.parse(row.verified_at ?? '') < s.cutoff) return [];
    if (s.area && row.specialization !== s.area) return [];
    if (s.service && !services.some((x) => x.service === s.service)) return [];
    const name = row.full_name.toLowerCase();
    if (text !== undefined && !name.includes(text)) return [];
    let distance: number | null = null;
    if (s.near) {
      if (row.lat === null || row.lon === null) return [];
      const km =
        row.place_key === s.near.key ? 0 : distanceKm(s.near, { lat: row.lat * RAD, lon: row.lon * RAD });
      if (km > s.near.withinKm) return [];
      distance = km;
    }
    const totals = s.service
      ? services.filter((x) => x.service === s.service && x.total !== null).map((x) => x.total as number)
      : [(services.find((x) => s.areaServices.includes(x.service)) ?? services[0])?.total ?? null].filter(
          (t) => t !== null,
        );
    const price = totals.length ? Math.min(...totals) : null;
    if (s.maxPricePence !== undefined && (price === null || price > s.maxPricePence)) return [];
    const reviews = Number(row.review_count);
    const rating = reviews ? Number(row.review_average) : 0;
    const q = quality(rating, reviews, row.experience_years);
    const fit =
      text === undefined
        ? 0
        : name === text
          ? 0
          : name.startsWith(text)
            ? 1
            : name.includes(` ${text}`)
              ? 2
              : 3;
    const relevance = distance === null ? q : score(row.place_key === s.near?.key, distance, q);
    return [
      { id: row.id, distance, price, rating, reviews, fit, relevance, response: row.response_time_hours },
    ];
  });
  type F = (typeof found)[number];
  const last = (a: number | null, b: number | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;
  const byRating = (a: F, b: F) => b.rating - a.rating || b.reviews - a.reviews;
  const orders = {
    relevance: (a: F, b: F) => a.fit - b.fit || b.relevance - a.relevance,
    distance: (a: F, b: F) => (a.distance ?? 0) - (b.distance ?? 0),
    price: (a: F, b: F) => last(a.price, b.price),
    rating: byRating,
    response: (a: F, b: F) => last(a.response, b.response) || byRating(a, b),
  };
  found.sort((a, b) => orders[s.sort](a, b) || a.id - b.id);
  return {
    count: found.length,
    hits: found.slice(s.offset, s.offset + s.limit).map((f) => ({ id: f.id, distanceKm: f.distance })),
  };
}

describe('the directory in memory', () => {
  it('finds, counts and orders as a plain filter and sort would, page by page', () => {
    const r = random(7);
    const listed = new ListedLawyers();
    const all = new Map<number, Lawyer>();
    for (let id = 1; id <= 600; id += 1) {
      const lawyer = lawyerOf(id, r);
      all.set(id, lawyer);
      listed.add(lawyer.row, lawyer.services);
    }
    // some leave, some change, and their slots are taken again
    for (let id = 1; id <= 600; id += 7) {
      listed.remove(id);
      all.delete(id);
    }
    for (let id = 3; id <= 600; id += 11) {
      const lawyer = lawyerOf(id, r);
      all.set(id, lawyer);
      listed.add(lawyer.row, lawyer.services);
    }
    for (let i = 0; i < 400; i += 1) {
      const near = r.next() < 0.4 ? r.pick(PLACES) : undefined;
      const area = r.next() < 0.5 ? r.pick(CATEGORIES.slice(0, 3)) : undefined;
      const sorts = DIRECTORY_SORTS.filter((sort) => near || sort !== 'distance');
      const search: DirectoryFind = {
        cutoff: Date.parse('2025-06-01T00:00:00.000Z'),
        q: r.next() < 0.3 ? r.pick(['ann', 'LEE', 'an', 'élodie', 'zz', 'a']) : undefined,
        area,
        areaServices: area === CATEGORIES[0] ? [] : ['conveyancing_sale'],
        service: r.next() < 0.4 ? r.pick(SERVICES) : undefined,
        maxPricePence: r.next() < 0.3 ? r.pick([60_000, 100_000]) : undefined,
        near: near && {
          key: near.key,
          lat: near.lat * RAD,
          lon: near.lon * RAD,
          withinKm: r.pick([16, 40, 200]),
        },
        sort: r.pick(sorts),
        offset: r.pick([0, 0, 20, 40]),
        limit: 20,
      };
      const found = listed.find(search);
      const expected = plainly(all.values(), search);
      expect(found.count, JSON.stringify(search)).toBe(expected.count);
      expect(
        found.hits.map((h) => h.id),
        JSON.stringify(search),
      ).toEqual(expected.hits.map((h) => h.id));
      for (const [j, hit] of found.hits.entries()) {
        const km = expected.hits[j]?.distanceKm ?? null;
        if (km === null) expect(hit.distanceKm).toBeNull();
        else expect(hit.distanceKm).toBeCloseTo(km, 6);
      }
    }
  });
});
