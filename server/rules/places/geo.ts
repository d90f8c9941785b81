// UK places: which place a client or lawyer typed, its legal jurisdiction (England and Wales,
// Scotland and Northern Ireland are separate legal systems), and distances between places.
// A place the data does not know as a UK place is unknown (undefined), never guessed.
// See docs/decisions/0063-uk-places-and-jurisdictions.md.
import { aliasOf, normalisePlace, parsePlace } from './place-names.ts';
import { loadUkPlaces } from './places.ts';
import type { AdminCode } from './places.ts';

export type Jurisdiction = 'england-wales' | 'scotland' | 'northern-ireland';
export type Country = 'England' | 'Wales' | 'Scotland' | 'Northern Ireland';

export interface Place {
  lat: number; // radians
  lon: number; // radians
}

export interface UkPlace extends Place {
  key: string; // one per place: two inputs name the same place when their keys are equal
  name: string; // as the data spells it: "Kingston upon Hull"
  country: Country;
  jurisdiction: Jurisdiction;
  population: number;
  label: string; // "Newport, Wales": what a suggestion shows, and it finds this place again
}

const COUNTRIES: Record<AdminCode, [Country, Jurisdiction]> = {
  ENG: ['England', 'england-wales'],
  WLS: ['Wales', 'england-wales'],
  SCT: ['Scotland', 'scotland'],
  NIR: ['Northern Ireland', 'northern-ireland'],
};
const ADMIN_CODE: Record<Country, AdminCode> = {
  England: 'ENG',
  Wales: 'WLS',
  Scotland: 'SCT',
  'Northern Ireland': 'NIR',
};

export interface PlaceIndex {
  byName: Map<string, UkPlace[]>; // normalised name → one place per country, most populous first
  places: UkPlace[];
}

let index: PlaceIndex | undefined;

function build(): PlaceIndex {
  const toRad = Math.PI / 180;
  const best = new Map<string, UkPlace>();
  for (const record of loadUkPlaces()) {
    // a few names carry their district after a comma ("Basford, Stoke-on-Trent")
    const name = normalisePlace(record.name.split(',')[0] ?? '');
    const id = `${name}|${record.adminCode}`;
    const known = best.get(id);
    // several places of one name in one country: the most populous is the one people mean
    if (known && known.population >= record.population) continue;
    const [country, jurisdiction] = COUNTRIES[record.adminCode];
    best.set(id, {
      key: id,
      name: record.name.split(',')[0] ?? record.name,
      country,
      jurisdiction,
      population: record.population,
      label: `${record.name.split(',')[0]}, ${country}`,
      lat: record.lat * toRad,
      lon: record.lon * toRad,
    });
  }
  const byName = new Map<string, UkPlace[]>();
  for (const place of best.values()) {
    const name = place.key.slice(0, place.key.indexOf('|'));
    byName.set(name, [...(byName.get(name) ?? []), place]);
  }
  for (const [name, list] of byName) {
    list.sort((a, b) => b.population - a.population);
    // the most populous of a name is known by the name alone ("newport" is Newport, Wales)
    list.forEach((place, i) => (place.key = i === 0 ? name : `${name} (${place.country.toLowerCase()})`));
  }
  return { byName, places: [...best.values()] };
}

export function placeIndex(): PlaceIndex {
  index ??= build();
  return index;
}

// Loads the place data ahead of the first request; returns how many places it knows.
export function warmPlaces(): number {
  return placeIndex().places.length;
}

export function findPlace(input: string): UkPlace | undefined {
  const { byName } = placeIndex();
  const query = parsePlace(input);
  if (query.foreign) return undefined;
  for (const name of query.names) {
    const alias = aliasOf(name);
    const candidates = [...(alias ? (byName.get(alias) ?? []) : []), ...(byName.get(name) ?? [])];
    const found = candidates.find((p) => inCountry(p, query.country));
    if (found) return found;
  }
  return undefined;
}

// Whether a place is in the country a text named (any place when it named none).
export function inCountry(place: UkPlace, country: AdminCode | null): boolean {
  return country === null || ADMIN_CODE[place.country] === country;
}

export function jurisdictionOf(input: string): Jurisdiction | undefined {
  return findPlace(input)?.jurisdiction;
}

// The place's key, or for a place the data does not know, the typed name itself, so that two
// lawyers who typed the same unknown place still count as one place.
export function placeKey(input: string): string {
  return findPlace(input)?.key ?? parsePlace(input).names[0] ?? normalisePlace(input);
}

export function locate(input: string): Place | undefined {
  return findPlace(input);
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_MILE = 1.609344;

export function distanceKm(a: Place, b: Place): number {
  const dLat = b.lat - a.lat;
  const dLon = b.lon - a.lon;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat) * Math.cos(b.lat) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function distanceMiles(a: Place, b: Place): number {
  return distanceKm(a, b) / KM_PER_MILE;
}

// Miles between two typed places, or undefined when either is not a known UK place.
export function milesBetween(from: string, to: string): number | undefined {
  const [a, b] = [findPlace(from), findPlace(to)];
  if (!a || !b) return undefined;
  return a.key === b.key ? 0 : distanceMiles(a, b);
}

// What a lawyer's card says about the distance: "Same city", "Under a mile away",
// "1 mile away", "12 miles away"; undefined when either place is unknown.
export function distanceText(from: string, to: string): string | undefined {
  const [a, b] = [findPlace(from), findPlace(to)];
  if (!a || !b) return undefined;
  return distanceWords(a, b);
}

// The same words for two places already found (a case keeps its place's key and coordinates).
export function distanceWords(a: Place & { key: string }, b: Place & { key: string }): string {
  if (a.key === b.key) return 'Same city';
  const miles = Math.round(distanceMiles(a, b));
  if (miles < 1) return 'Under a mile away';
  return miles === 1 ? '1 mile away' : `${miles} miles away`;
}
