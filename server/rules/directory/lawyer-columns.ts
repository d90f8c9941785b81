// The listed lawyers' figures in columns (docs/decisions/0134-directory-in-memory.md): each lawyer
// has a slot, and each figure a typed array indexed by slot, so that a search passing 25,000
// lawyers reads a few dense arrays rather than 25,000 objects and their lists. A slot freed by a
// lawyer who leaves is reused by the next who comes.
import { SERVICE_KINDS } from '../../../src/api/service-kinds.ts';
import { quality } from '../matching/rank.ts';
import { toRating } from '../rating.ts';

export const NO_PLACE = -1;
export const SERVICE_INDEX = new Map<string, number>(SERVICE_KINDS.map((k, i) => [k, i]));

/** A listed lawyer as read from the database: the card's columns and the place their profile keeps. */
export interface ListedRow {
  id: number;
  full_name: string;
  specialization: string;
  place_key: string | null;
  /** degrees */
  lat: number | null;
  lon: number | null;
  experience_years: number;
  review_average: number | string | null;
  review_count: number | string;
  response_time_hours: number | null;
  verified_at: string | null;
}

/** One of the lawyer's services, in their order: what a client pays for it in all, if it has a total. */
export interface ListedService {
  service: string;
  total: number | null;
}

type Numbers = Int8Array | Int32Array | Float64Array;

function grown<T extends Numbers>(column: T, capacity: number, fill = 0): T {
  const next = new (column.constructor as new (n: number) => T)(capacity);
  next.fill(fill);
  next.set(column);
  return next;
}

export class LawyerColumns {
  id = new Int32Array(0);
  area = new Int8Array(0);
  place = new Int32Array(0);
  /** the last approval, in ms */
  verifiedAt = new Float64Array(0);
  rating = new Float64Array(0);
  reviews = new Int32Array(0);
  /** rules/matching/rank.ts quality */
  quality = new Float64Array(0);
  /** hours; NaN without a figure yet */
  response = new Float64Array(0);
  /** by service: the lowest total the lawyer lists for it; NaN for none (an hourly rate, or not listed) */
  lowestTotal = SERVICE_KINDS.map(() => new Float64Array(0));
  /** lower-cased; read only by a name search */
  readonly name: string[] = [];
  /** in the lawyer's order; read only to price the service a card shows */
  readonly services: (readonly ListedService[] | undefined)[] = [];
  /** the slots in use */
  readonly listed = new Set<number>();
  private readonly slots = new Map<number, number>();
  private readonly free: number[] = [];
  private capacity = 0;
  private used = 0;

  clear(): void {
    this.listed.clear();
    this.slots.clear();
    this.free.length = 0;
    this.name.length = 0;
    this.services.length = 0;
    this.used = 0;
  }

  slotOf(id: number): number | undefined {
    return this.slots.get(id);
  }

  add(row: ListedRow, area: number, place: number, services: readonly ListedService[]): number {
    const slot = this.free.pop() ?? this.used++;
    if (slot >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    const { rating, reviews } = toRating(row);
    this.id[slot] = row.id;
    this.area[slot] = area;
    this.place[slot] = place;
    this.verifiedAt[slot] = row.verified_at ? Date.parse(row.verified_at) : 0;
    this.rating[slot] = rating;
    this.reviews[slot] = reviews;
    this.quality[slot] = quality(rating, reviews, row.experience_years);
    this.response[slot] = row.response_time_hours ?? Number.NaN;
    for (const column of this.lowestTotal) column[slot] = Number.NaN;
    for (const { service, total } of services) {
      const column = this.lowestTotal[SERVICE_INDEX.get(service) ?? -1];
      const kept = column?.[slot] ?? Number.NaN;
      if (column && total !== null && !(kept <= total)) column[slot] = total;
    }
    this.name[slot] = row.full_name.toLowerCase();
    this.services[slot] = services;
    this.slots.set(row.id, slot);
    this.listed.add(slot);
    return slot;
  }

  remove(slot: number): void {
    this.slots.delete(this.id[slot] ?? 0);
    this.listed.delete(slot);
    this.name[slot] = '';
    this.services[slot] = undefined;
    this.free.push(slot);
  }

  private grow(capacity: number): void {
    this.id = grown(this.id, capacity);
    this.area = grown(this.area, capacity);
    this.place = grown(this.place, capacity, NO_PLACE);
    this.verifiedAt = grown(this.verifiedAt, capacity);
    this.rating = grown(this.rating, capacity);
    this.reviews = grown(this.reviews, capacity);
    this.quality = grown(this.quality, capacity);
    this.response = grown(this.response, capacity, Number.NaN);
    this.lowestTotal = this.lowestTotal.map((column) => grown(column, capacity, Number.NaN));
    this.capacity = capacity;
  }
}
