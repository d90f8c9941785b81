// The directory page's search as the address holds it (docs/directory.md, "The page"): what a
// person chose, in their words (miles, pounds), read from and written to the query string, and
// the call's query it asks (kilometres, pence). Without zod: the page is public and loads within
// the public pages' script budget (docs/decisions/0128-directory-page.md).
import type { Category } from '@/api/contract';
import type { DirectorySort } from '@/api/directory-contract';
import { SERVICE_KINDS, type ServiceKind } from '@/api/service-kinds';

/** The eight areas of law (spec §3), as src/api/contract.ts CATEGORIES lists them (a test holds
 * the two alike): the contract's list comes with zod. */
export const AREAS = [
  'Family Law',
  'Criminal Law',
  'Corporate Law',
  'Immigration Law',
  'Property Law',
  'Employment Law',
  'Personal Injury',
  'Tax Law',
] as const satisfies readonly Category[];

export const SORTS = [
  'relevance',
  'distance',
  'rating',
  'price',
  'response',
] as const satisfies readonly DirectorySort[];

/** The page's distances in miles and the kilometres the call is asked for
 * (src/api/directory-contract.ts WITHIN_KM_CHOICES). */
export const MILES = [10, 25, 50] as const;
export type Miles = (typeof MILES)[number];
const KM_OF: Record<Miles, number> = { 10: 16, 25: 40, 50: 80 };
/** `near` without a distance: 25 miles, as the call's default */
const DEFAULT_MILES: Miles = 25;

export interface Search {
  q: string;
  area: Category | '';
  near: string;
  within: Miles;
  service: ServiceKind | '';
  /** the price ceiling in pounds, as typed ('' for none) */
  max: string;
  sort: DirectorySort;
  page: number;
}

export const EMPTY_SEARCH: Search = {
  q: '',
  area: '',
  near: '',
  within: DEFAULT_MILES,
  service: '',
  max: '',
  sort: 'relevance',
  page: 1,
};

const oneOf = <T extends string | number>(values: readonly T[], value: unknown): T | undefined =>
  values.find((v) => String(v) === value);

/** The search an address holds; what it cannot read is left as if not given. */
export function searchOf(params: URLSearchParams): Search {
  const text = (key: string) => (params.get(key) ?? '').slice(0, 100);
  const page = Number(params.get('page'));
  const max = text('max');
  return {
    q: text('q'),
    area: oneOf(AREAS, params.get('area')) ?? '',
    near: text('near'),
    within: oneOf(MILES, params.get('within')) ?? DEFAULT_MILES,
    service: oneOf(SERVICE_KINDS, params.get('service')) ?? '',
    max: /^\d{1,7}$/.test(max) ? max : '',
    sort: oneOf(SORTS, params.get('sort')) ?? 'relevance',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a search: only what differs from an empty search, so a shared link is short. */
export function paramsOf(search: Search): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim();
  const near = search.near.trim();
  if (q) params.set('q', q);
  if (search.area) params.set('area', search.area);
  if (near) params.set('near', near);
  if (near && search.within !== DEFAULT_MILES) params.set('within', String(search.within));
  if (search.service) params.set('service', search.service);
  if (search.max.trim()) params.set('max', search.max.trim());
  // distance needs a place: without one the call would refuse it
  if (search.sort !== 'relevance' && (search.sort !== 'distance' || near)) params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** GET /api/lawyers/'s query for a search (docs/directory.md, "The call"). */
export function callQueryOf(search: Search): string {
  const address = paramsOf(search);
  const query = new URLSearchParams();
  for (const key of ['q', 'area', 'near', 'service', 'sort', 'page'] as const) {
    const value = address.get(key);
    if (value) query.set(key, value);
  }
  if (address.get('near')) query.set('withinKm', String(KM_OF[search.within]));
  const max = address.get('max');
  if (max) query.set('maxPricePence', String(Number(max) * 100));
  return query.toString();
}
