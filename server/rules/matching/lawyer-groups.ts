// Verified lawyers in memory, by category and then by place, so that a match reads a few
// lawyers per place instead of every lawyer in the category: within one place every lawyer is
// at the same distance, so the best of a place are its first few by quality.
import { CATEGORIES } from '../../../src/api/contract.ts';
import type { Category, MatchedLawyer } from '../../../src/api/contract.ts';
import { distanceKm, distanceWords, findPlace, placeKey } from '../places/geo.ts';
import type { UkPlace } from '../places/geo.ts';
import { toRating } from '../rating.ts';
import { TopList, quality, score } from './rank.ts';

const MAX_RESULTS = 6;

/** A verified lawyer as read from the database. */
export interface LawyerRow {
  id: number;
  full_name: string;
  specialization: string;
  location: string;
  experience_years: number;
  review_average: number | string | null;
  review_count: number | string;
  hourly_rate_pence: number | null;
  verified_at: string | null;
  photo: string | null;
}

interface Entry {
  id: number;
  category: Category;
  cityKey: string;
  quality: number;
  /** the last approval, in ms: the yearly re-check takes a lawyer out after it lapses */
  verifiedAt: number;
  card: Omit<MatchedLawyer, 'matchScore'>;
}

interface Group {
  place: UkPlace | undefined;
  members: Entry[]; // best first: quality, then id
}

const before = (a: Entry, b: Entry) => a.quality > b.quality || (a.quality === b.quality && a.id < b.id);
const byRank = (a: Entry, b: Entry) => (before(a, b) ? -1 : before(b, a) ? 1 : 0);
const CATEGORY_SET: ReadonlySet<string> = new Set(CATEGORIES);
const isCategory = (value: string): value is Category => CATEGORY_SET.has(value);

export class LawyerGroups {
  private readonly groups = new Map<Category, Map<string, Group>>(CATEGORIES.map((c) => [c, new Map()]));
  private readonly byId = new Map<number, Entry>();
  // many lawyers share a place: its key and coordinates are worked out once
  private readonly places = new Map<string, { key: string; place: UkPlace | undefined }>();

  constructor(private readonly photoUrl: (id: number, storedName: string) => string) {}

  clear(): void {
    for (const places of this.groups.values()) places.clear();
    this.byId.clear();
  }

  /** Adds in order; `append` leaves the order to one sortAll() after a bulk load. */
  add(row: LawyerRow, append = false): void {
    if (!isCategory(row.specialization)) return;
    const { key, place } = this.placeOf(row.location);
    const rating = toRating(row);
    const entry: Entry = {
      id: row.id,
      category: row.specialization,
      cityKey: key,
      quality: quality(rating.rating, rating.reviews, row.experience_years),
      verifiedAt: row.verified_at ? Date.parse(row.verified_at) : 0,
      card: {
        id: String(row.id),
        name: row.full_name,
        profile_picture: row.photo ? this.photoUrl(row.id, row.photo) : null,
        specialization: row.specialization,
        ...rating,
        isVerified: true,
        location: row.location,
        experience: row.experience_years,
        hourlyRate: row.hourly_rate_pence === null ? null : row.hourly_rate_pence / 100,
        verifiedAt: row.verified_at,
      },
    };
    const places = this.groups.get(entry.category);
    if (!places) return;
    let group = places.get(key);
    if (!group) {
      group = { place, members: [] };
      places.set(key, group);
    }
    this.byId.set(entry.id, entry);
    const { members } = group;
    if (append) {
      members.push(entry);
      return;
    }
    let low = 0;
    let high = members.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (before(members[mid] as Entry, entry)) low = mid + 1;
      else high = mid;
    }
    members.splice(low, 0, entry);
  }

  sortAll(): void {
    for (const places of this.groups.values())
      for (const group of places.values()) group.members.sort(byRank);
  }

  remove(id: number): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    const places = this.groups.get(entry.category);
    const group = places?.get(entry.cityKey);
    if (!places || !group) return;
    group.members = group.members.filter((e) => e.id !== id);
    if (group.members.length === 0) places.delete(entry.cityKey);
  }

  /** The best lawyers of a category for a case in a city, best first, of those approved since `cutoff`. */
  best(category: Category, city: string, cutoff: number): MatchedLawyer[] {
    const places = this.groups.get(category) ?? new Map<string, Group>();
    const cityKey = placeKey(city);
    const place = findPlace(city);
    const top = new TopList<{ lawyer: Entry; distance: string | undefined }>(MAX_RESULTS);
    for (const [key, group] of places) {
      // a case stays within its legal jurisdiction: England and Wales, Scotland and Northern
      // Ireland are separate (docs/decisions/0063-uk-places-and-jurisdictions.md)
      if (place && group.place && group.place.jurisdiction !== place.jurisdiction) continue;
      const sameCity = cityKey !== '' && key === cityKey;
      const km = !sameCity && place && group.place ? distanceKm(place, group.place) : undefined;
      // the card's words, as a lead's ('Same city', '12 miles away'); none when either place is unknown
      const distance = place && group.place ? distanceWords(place, group.place) : undefined;
      // members are best first and, at one distance, score follows quality: the first one
      // that does not get in means none after it will
      for (const lawyer of group.members) {
        if (lawyer.verifiedAt < cutoff) continue; // lapsed at the yearly re-check
        const s = score(sameCity, km, lawyer.quality);
        if (!top.admits(s, lawyer.id)) break;
        top.offer({ item: { lawyer, distance }, id: lawyer.id, score: s });
      }
    }
    return top.best.map(({ item: { lawyer, distance }, score: s }) => ({
      ...lawyer.card,
      matchScore: Math.round(Math.min(100, Math.max(0, s))),
      ...(distance === undefined ? {} : { distance }),
    }));
  }

  private placeOf(location: string) {
    let found = this.places.get(location);
    if (!found) {
      found = { key: placeKey(location), place: findPlace(location) };
      this.places.set(location, found);
    }
    return found;
  }
}
