// Lists a page at a time (docs/decisions/0110-limits-on-writing.md): every list that can grow
// answers `?page=` from 1 in Django REST's page-number shape (`pageOf` in contract.ts). These read
// such pages as TanStack Query's infinite queries keep them, without depending on it.

export const FIRST_PAGE = 1;

/** One page of a list, as `pageOf(item)` parses it. */
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** `url` asking for page `page`: the first page is asked without the parameter, as before paging. */
export function pageUrl(url: string, page: number): string {
  if (page === FIRST_PAGE) return url;
  return `${url}${url.includes('?') ? '&' : '?'}page=${page}`;
}

/** The number of the page after `last` (an infinite query's getNextPageParam); none after the last
 * page, or where the backend lacks the list (null: its 404). */
export const nextPage = (last: Paged<unknown> | null, _all: unknown, lastPage: number) =>
  last?.next ? lastPage + 1 : undefined;

interface Pages<T> {
  pages: readonly (Paged<T> | null)[];
}

const idOf = (item: unknown) => (item as { id?: unknown }).id ?? item;

/** Every item of the pages loaded, in order, and how many the list holds in all (as the latest
 * page counted them). An item that a later page repeats (the list grew at its top between the two
 * pages) is shown once: items are told apart by `id`, or by `keyOf`. */
export function loadedItems<T>(
  data: Pages<T> | undefined,
  keyOf: (item: T) => unknown = idOf,
): { items: T[]; count: number } {
  const pages = (data?.pages ?? []).filter((page) => page !== null);
  const seen = new Set<unknown>();
  const items = pages
    .flatMap((page) => page.results)
    .filter((item) => !seen.has(keyOf(item)) && Boolean(seen.add(keyOf(item))));
  return { items, count: pages.at(-1)?.count ?? 0 };
}

/** The pages with `change` applied to each page's items; the count drops by the items it left out. */
export function changeItems<T, D extends Pages<T>>(data: D | undefined, change: (items: T[]) => T[]) {
  if (!data) return data;
  const pages = data.pages.map((page) => page && { ...page, results: change(page.results) });
  const left = data.pages.reduce(
    (n, page, i) => n + (page?.results.length ?? 0) - (pages[i]?.results.length ?? 0),
    0,
  );
  return { ...data, pages: pages.map((page) => page && { ...page, count: Math.max(0, page.count - left) }) };
}
