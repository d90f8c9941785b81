// The directory, GET /api/lawyers/ (docs/directory.md), answered as the local API does for the
// lawyers a test gives (serveDirectory): the query checked by the contract's schema, an unknown
// place a 400 on `near`, a name found anywhere in the name, a service kept to those who list it,
// 20 a page. The orders are the server's (tests/server/directory/): here the given order stands.
import { http, HttpResponse } from 'msw';
import { apiConfig } from '@/api/config';
import {
  DIRECTORY_PAGE_SIZE,
  directoryLawyerSchema,
  directoryQuerySchema,
  type DirectoryLawyer,
} from '@/api/directory-contract';

export const directoryUrl = `${apiConfig.profiles}/api/lawyers/`;
export const UNKNOWN_PLACE =
  'We could not find this place in the UK. Check the spelling, or enter a nearby town or city.';
const PLACES = ['Leeds', 'London', 'Manchester', 'York'];

/** A lawyer as the directory lists them. */
export function directoryLawyer(id: number, fields: Partial<DirectoryLawyer> = {}): DirectoryLawyer {
  return directoryLawyerSchema.parse({
    id,
    name: `Lawyer ${id}`,
    profile_picture: null,
    specialization: 'Property Law',
    rating: 4.5,
    reviews: 12,
    isVerified: true,
    location: 'Leeds',
    experience: 10,
    hourlyRate: 180,
    verifiedAt: '2026-11-03T10:00:00Z',
    responseTimeHours: 5,
    services: [
      {
        service: 'conveyancing_purchase',
        name: null,
        pricing: { kind: 'fixed', amountPence: 85_000 },
        vat: 'included',
        disbursements: [],
      },
    ],
    ...fields,
  });
}

const DEFAULT_LAWYERS = [
  directoryLawyer(201, { name: 'Priya Shah', distance: 'Same city', distanceKm: 0 }),
  directoryLawyer(202, {
    name: 'Tom Baker',
    location: 'Bradford',
    distance: '8 miles away',
    distanceKm: 12.9,
  }),
];

let lawyers: DirectoryLawyer[] = DEFAULT_LAWYERS;

/** The lawyers the directory finds (before its filters); reset after each test. */
export function serveDirectory(list: DirectoryLawyer[]) {
  lawyers = list;
}
export function resetDirectory() {
  lawyers = DEFAULT_LAWYERS;
}

function answer(request: Request) {
  const url = new URL(request.url);
  const raw = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''));
  const parsed = directoryQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const body: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (body[String(issue.path[0] ?? 'detail')] ??= []).push(issue.message);
    return HttpResponse.json(body, { status: 400 });
  }
  const query = parsed.data;
  if (query.near && !PLACES.includes(query.near))
    return HttpResponse.json({ near: [UNKNOWN_PLACE] }, { status: 400 });
  const found = lawyers.filter(
    (l) =>
      (!query.q || l.name.toLowerCase().includes(query.q.toLowerCase())) &&
      (!query.area || l.specialization === query.area) &&
      (!query.service || (l.services ?? []).some((s) => s.service === query.service)),
  );
  const start = (query.page - 1) * DIRECTORY_PAGE_SIZE;
  const results = found
    .slice(start, start + DIRECTORY_PAGE_SIZE)
    .map((l) => (query.near ? l : { ...l, distance: null, distanceKm: null }));
  const pageUrl = (page: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(page));
    return next.href;
  };
  return HttpResponse.json({
    count: found.length,
    next: start + DIRECTORY_PAGE_SIZE < found.length ? pageUrl(query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(query.page - 1) : null,
    results,
  });
}

export const directoryHandlers = [http.get(directoryUrl, ({ request }) => answer(request))];

/** A backend without the directory. */
export const directoryMissing = () => [
  http.get(directoryUrl, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
];
