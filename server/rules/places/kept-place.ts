// A lawyer's typed place as their profile keeps it beside the words (docs/directory.md): the
// place's key and its coordinates in degrees, or all null for a place the UK places do not know.
// Worked out whenever the place is written, so that the directory's index groups lawyers by place
// without working each place out again (server/rules/directory/listed-lawyers.ts).
import { findPlace } from './geo.ts';

const DEGREES = 180 / Math.PI;

export interface PlaceColumns {
  place_key: string | null;
  /** degrees */
  lat: number | null;
  lon: number | null;
}

export function lawyerPlaceColumns(location: string): PlaceColumns {
  const place = findPlace(location);
  return place
    ? { place_key: place.key, lat: place.lat * DEGREES, lon: place.lon * DEGREES }
    : { place_key: null, lat: null, lon: null };
}
