// The directory's lawyers in memory (docs/directory.md, docs/decisions/0134-directory-in-memory.md):
// every verified, available lawyer with what a search filters and sorts by, grouped by area of law,
// by place and by service, and their names indexed, so that a search reads only the smallest group
// it can start from, checks the other filters on each lawyer there, and keeps the first page's worth
// in order without sorting the rest. What a search reads of every lawyer it passes is kept in
// columns (lawyer-columns.ts): numbers side by side, not objects scattered over the heap, because
// at 200,000 lawyers reading memory, not comparing, is the cost. The orders are
// server/services/directory/order.ts's; a match's quality and nearness are rules/matching/rank.ts's.
import { CATEGORIES } from '../../../src/api/contract.ts';
import type { Category } from '../../../src/api/contract.ts';
import type { DirectorySort } from '../../../src/api/directory-contract.ts';
import { SERVICE_KINDS } from '../../../src/api/service-kinds.ts';
import { score } from '../matching/rank.ts';
import { distanceKm } from '../places/geo.ts';
import { BestOf } from './best-of.ts';
import { LawyerColumns, NO_PLACE, SERVICE_INDEX } from './lawyer-columns.ts';
import type { ListedRow, ListedService } from './lawyer-columns.ts';
import { NameIndex } from './name-index.ts';

export type { ListedRow, ListedService } from './lawyer-columns.ts';

const RAD = Math.PI / 180;
// along a meridian
const KM_PER_RADIAN = 6371;
const AREA_INDEX = new Map<string, number>(CATEGORIES.map((c, i) => [c, i]));

interface Place {
  key: string;
  lat: number; // radians
  lon: number;
  /** by area of law: who is listed there */
  byArea: Set<number>[];
}

export interface DirectoryFind {
  /** lawyers approved before this instant (ms) have lapsed at the yearly re-check */
  cutoff: number;
  q?: string | undefined;
  area?: Category | undefined;
  /** the services of `area`: the one a lawyer lists first among them is the one shown */
  areaServices: readonly string[];
  service?: string | undefined;
  maxPricePence?: number | undefined;
  near?: { key: string; lat: number; lon: number; withinKm: number } | undefined; // radians
  sort: DirectorySort;
  offset: number;
  limit: number;
}

export interface DirectoryHit {
  id: number;
  /** kilometres from `near`; null without it */
  distanceKm: number | null;
}

/** A lawyer found, with what the orders read that depends on the search. */
interface Found {
  slot: number;
  distance: number | null;
  price: number | null;
  fit: number; // how well the name fits `q`: 0 whole, 1 its start, 2 a later word's start, 3 elsewhere
  score: number; // relevance: nearness with a place, else quality
  /** the order's first figure as one number, smaller first (BestOf's key) */
  key: number;
}

const lastIfNull = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;
const numberOrNull = (value: number) => (Number.isNaN(value) ? null : value);

/** Each order's first figure as a number, smaller first: equal keys are left to the order itself. */
const KEYS: Record<DirectorySort, (f: Found, c: LawyerColumns) => number> = {
  // a score is from 0 to 100
  relevance: (f) => f.fit * 1000 - f.score,
  distance: (f) => f.distance ?? 0,
  price: (f) => f.price ?? Number.POSITIVE_INFINITY,
  rating: (f, c) => -(c.rating[f.slot] ?? 0),
  response: (f, c) => {
    const hours = c.response[f.slot] ?? Number.NaN;
    return Number.isNaN(hours) ? Number.POSITIVE_INFINITY : hours;
  },
};

function nameFit(name: string, text: string): number {
  if (name === text) return 0;
  if (name.startsWith(text)) return 1;
  return name.includes(` ${text}`) ? 2 : 3;
}

export class ListedLawyers {
  private readonly columns = new LawyerColumns();
  private readonly byArea = CATEGORIES.map(() => new Set<number>());
  private readonly byService = SERVICE_KINDS.map(() => new Set<number>());
  private readonly places: Place[] = [];
  private readonly placeIndex = new Map<string, number>();
  private readonly names = new NameIndex<number>();

  clear(): void {
    this.columns.clear();
    for (const group of [...this.byArea, ...this.byService]) group.clear();
    this.places.length = 0;
    this.placeIndex.clear();
    this.names.clear();
  }

  add(row: ListedRow, services: readonly ListedService[]): void {
    this.remove(row.id);
    const area = AREA_INDEX.get(row.specialization);
    if (area === undefined) return;
    const slot = this.columns.add(row, area, this.placeOf(row), services);
    this.byArea[area]?.add(slot);
    for (const { service } of services) this.byService[SERVICE_INDEX.get(service) ?? -1]?.add(slot);
    this.places[this.columns.place[slot] ?? NO_PLACE]?.byArea[area]?.add(slot);
    this.names.add(this.columns.name[slot] ?? '', slot);
  }

  remove(id: number): void {
    const c = this.columns;
    const slot = c.slotOf(id);
    if (slot === undefined) return;
    this.byArea[c.area[slot] ?? -1]?.delete(slot);
    for (const { service } of c.services[slot] ?? [])
      this.byService[SERVICE_INDEX.get(service) ?? -1]?.delete(slot);
    this.places[c.place[slot] ?? NO_PLACE]?.byArea[c.area[slot] ?? -1]?.delete(slot);
    this.names.remove(c.name[slot] ?? '', slot);
    c.remove(slot);
  }

  /** A page of the lawyers the search finds, in its order, ties by id; and how many in all. */
  find(s: DirectoryFind): { count: number; hits: DirectoryHit[] } {
    const c = this.columns;
    const text = s.q?.toLowerCase();
    // each place's distance when within reach (NaN beyond), worked out once per place
    const reach = s.near && this.within(s.near);
    const here = s.near ? (this.placeIndex.get(s.near.key) ?? NO_PLACE) : NO_PLACE;
    const area = s.area === undefined ? -1 : (AREA_INDEX.get(s.area) ?? -1);
    const service = s.service === undefined ? undefined : SERVICE_INDEX.get(s.service);
    const listing = service === undefined ? undefined : this.byService[service];
    const lowest = service === undefined ? undefined : c.lowestTotal[service];
    const priced = s.sort === 'price' || s.maxPricePence !== undefined;
    const page = new BestOf<Found>(s.offset + s.limit, this.order(s.sort));
    // one object for every lawyer found, copied only for those the page keeps
    const seen: Found = { slot: 0, distance: null, price: null, fit: 0, score: 0, key: 0 };
    const keyOf = KEYS[s.sort];
    let count = 0;
    const group = this.start(s, text, reach);
    // the group a search starts from needs no check of its own
    const check = listing === group ? undefined : listing;
    for (const slot of group) {
      if ((c.verifiedAt[slot] ?? 0) < s.cutoff) continue;
      if (area >= 0 && c.area[slot] !== area) continue;
      if (check && !check.has(slot)) continue;
      const name = text === undefined ? '' : (c.name[slot] ?? '');
      if (text !== undefined && !name.includes(text)) continue;
      let distance: number | null = null;
      if (reach) {
        const km = reach[c.place[slot] ?? NO_PLACE] ?? Number.NaN;
        if (Number.isNaN(km)) continue;
        distance = km;
      }
      let price: number | null = null;
      if (lowest) price = numberOrNull(lowest[slot] ?? Number.NaN);
      else if (priced) price = shownTotal(c.services[slot] ?? [], s.areaServices);
      if (s.maxPricePence !== undefined && (price === null || price > s.maxPricePence)) continue;
      count += 1;
      const quality = c.quality[slot] ?? 0;
      seen.slot = slot;
      seen.distance = distance;
      seen.price = price;
      seen.fit = text === undefined ? 0 : nameFit(name, text);
      seen.score = distance === null ? quality : score(c.place[slot] === here, distance, quality);
      seen.key = keyOf(seen, c);
      if (page.takes(seen)) page.offer({ ...seen });
    }
    const hits = page
      .sorted()
      .slice(s.offset)
      .map((f) => ({ id: c.id[f.slot] ?? 0, distanceKm: f.distance }));
    return { count, hits };
  }

  /** The search's order over the lawyers found, ties by id. */
  private order(sort: DirectorySort): (a: Found, b: Found) => number {
    const { rating, reviews, response, id } = this.columns;
    const byRating = (a: Found, b: Found) =>
      (rating[b.slot] ?? 0) - (rating[a.slot] ?? 0) || (reviews[b.slot] ?? 0) - (reviews[a.slot] ?? 0);
    const orders: Record<DirectorySort, (a: Found, b: Found) => number> = {
      relevance: (a, b) => a.fit - b.fit || b.score - a.score,
      distance: (a, b) => (a.distance ?? 0) - (b.distance ?? 0),
      price: (a, b) => lastIfNull(a.price, b.price),
      rating: byRating,
      response: (a, b) =>
        lastIfNull(
          numberOrNull(response[a.slot] ?? Number.NaN),
          numberOrNull(response[b.slot] ?? Number.NaN),
        ) || byRating(a, b),
    };
    const first = orders[sort];
    return (a, b) => first(a, b) || (id[a.slot] ?? 0) - (id[b.slot] ?? 0);
  }

  /** The smallest group the search can start from; every filter is checked on each of it after. */
  private start(
    s: DirectoryFind,
    text: string | undefined,
    reach: Float64Array | undefined,
  ): Iterable<number> {
    // a name's candidates are few: a name search starts there
    if (text !== undefined) return new Set(this.names.find(text));
    let best: Iterable<number> = this.columns.listed;
    let size = this.columns.listed.size;
    const offer = (group: Iterable<number>, groupSize: number) => {
      if (groupSize < size) [best, size] = [group, groupSize];
    };
    const area = s.area === undefined ? undefined : this.byArea[AREA_INDEX.get(s.area) ?? -1];
    if (area) offer(area, area.size);
    const service = s.service === undefined ? undefined : this.byService[SERVICE_INDEX.get(s.service) ?? -1];
    if (service) offer(service, service.size);
    if (reach) {
      // the places within reach, of the area searched or of every area
      const near = this.places
        .filter((_, i) => !Number.isNaN(reach[i] ?? Number.NaN))
        .flatMap((place) =>
          s.area === undefined ? place.byArea : [place.byArea[AREA_INDEX.get(s.area) ?? -1]],
        )
        .filter((group) => group !== undefined);
      offer(
        (function* members() {
          for (const group of near) yield* group;
        })(),
        near.reduce((sum, group) => sum + group.size, 0),
      );
    }
    return best;
  }

  private within(near: NonNullable<DirectoryFind['near']>): Float64Array {
    const reach = new Float64Array(this.places.length).fill(Number.NaN);
    // a place further north or south than the distance is out of reach without working it out
    const band = (near.withinKm + 1) / KM_PER_RADIAN;
    this.places.forEach((place, i) => {
      if (Math.abs(place.lat - near.lat) > band) return;
      const km = place.key === near.key ? 0 : distanceKm(near, place);
      if (km <= near.withinKm) reach[i] = km;
    });
    return reach;
  }

  private placeOf(row: ListedRow): number {
    if (row.place_key === null || row.lat === null || row.lon === null) return NO_PLACE;
    let index = this.placeIndex.get(row.place_key);
    if (index === undefined) {
      index = this.places.length;
      this.places.push({
        key: row.place_key,
        lat: row.lat * RAD,
        lon: row.lon * RAD,
        byArea: CATEGORIES.map(() => new Set()),
      });
      this.placeIndex.set(row.place_key, index);
    }
    return index;
  }
}

/** The total of the service a card shows (their first of the area, else their first); null for none,
 * or an hourly rate. A loop: this runs for every lawyer a price search reads. */
function shownTotal(services: readonly ListedService[], areaServices: readonly string[]): number | null {
  for (const x of services) if (areaServices.includes(x.service)) return x.total;
  return services[0]?.total ?? null;
}
