// The directory of lawyers (docs/directory.md, docs/decisions/0127-directory-call.md): the
// verified, available lawyers a search finds, a page of their cards at a time, each with the
// service that fits the search first and the distance from the place searched near.
import { DIRECTORY_PAGE_SIZE, WITHIN_KM_DEFAULT } from '../../../src/api/directory-contract.ts';
import type { DirectoryLawyer, DirectoryQuery } from '../../../src/api/directory-contract.ts';
import { sumOf, totalPence } from '../../../src/api/price-total.ts';
import { SERVICE_KINDS } from '../../../src/api/service-kinds.ts';
import type { ServiceSummary } from '../../../src/api/services-contract.ts';
import type { Db } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { cardOf, lawyerCards } from '../../repo/lawyer-cards.ts';
import { cardServicesOf } from '../../repo/lawyer-services.ts';
import { distanceWords, findPlace } from '../../rules/places/geo.ts';
import type { UkPlace } from '../../rules/places/geo.ts';
import { areaFirst, serviceOfArea } from '../../rules/service-areas.ts';
import type { PhotoUrl } from '../../uploads/photo-url.ts';
import type { LawyerIndex } from '../matching/lawyer-index.ts';

export const PLACE_UNKNOWN =
  'We could not find this place in the UK. Check the spelling, or enter a nearby town or city.';

/** The least a client pays for a service in all; none for an hourly rate. */
const lowest = (s: ServiceSummary) =>
  totalPence(s.pricing, s.vat, sumOf(s.disbursements))?.from ?? Number.POSITIVE_INFINITY;

/**
 * The lawyer's services, the one that fits the search first: of the service named, the one whose
 * total the price reads (the lowest); else their first of the area; else their first.
 */
function fitFirst(services: readonly ServiceSummary[], query: DirectoryQuery): ServiceSummary[] {
  if (query.service) {
    const named = services.filter((s) => s.service === query.service).sort((a, b) => lowest(a) - lowest(b));
    return [...named, ...services.filter((s) => s.service !== query.service)];
  }
  return query.area ? areaFirst(services, query.area) : [...services];
}

interface DirectoryAnswer {
  count: number;
  results: DirectoryLawyer[];
}

/** A page of the search, found in the lawyers' index; the page's cards read from the database. */
export async function directoryPage(
  db: Db,
  lawyers: LawyerIndex,
  photoUrl: PhotoUrl,
  query: DirectoryQuery,
  now: number,
): Promise<DirectoryAnswer> {
  let place: UkPlace | undefined;
  if (query.near) {
    place = findPlace(query.near);
    if (!place) throw new ApiError(400, { near: [PLACE_UNKNOWN] });
  }
  const { area } = query;
  const found = await lawyers.directory({
    q: query.q,
    area,
    areaServices: area ? SERVICE_KINDS.filter((k) => serviceOfArea([{ service: k }], area)) : [],
    service: query.service,
    maxPricePence: query.maxPricePence,
    near: place && {
      key: place.key,
      lat: place.lat,
      lon: place.lon,
      withinKm: query.withinKm ?? WITHIN_KM_DEFAULT,
    },
    sort: query.sort,
    offset: (query.page - 1) * DIRECTORY_PAGE_SIZE,
    limit: DIRECTORY_PAGE_SIZE,
  });
  const ids = found.hits.map((h) => h.id);
  if (ids.length === 0) return { count: found.count, results: [] };
  const [rows, services] = await Promise.all([
    lawyerCards(db).where('u.id', 'in', ids).execute(),
    cardServicesOf(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const results = found.hits.flatMap((hit): DirectoryLawyer[] => {
    const row = byId.get(hit.id);
    if (!row) return [];
    const card = cardOf(row, photoUrl, now);
    const there = place && findPlace(row.location);
    return [
      {
        ...card,
        services: fitFirst(services.get(hit.id) ?? [], query),
        ...(place && hit.distanceKm !== null
          ? {
              distanceKm: Math.round(hit.distanceKm * 10) / 10,
              distance: there ? distanceWords(place, there) : null,
            }
          : {}),
      },
    ];
  });
  return { count: found.count, results };
}
