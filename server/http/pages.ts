// A page of a list that can grow, as the contract's pageOf shapes it (docs/decisions/0110-limits-on-writing.md):
// the count, this page's items, and the addresses of the neighbouring pages, made from the API's
// configured address and the path and query asked for (never a request's Host).
import type { FastifyRequest } from 'fastify';
import { PAGE_SIZE } from '../../src/api/contract.ts';

export interface Slice<T> {
  count: number;
  results: T[];
}

/** What to read for `page`: how many to skip and how many to take. */
export const pageWindow = (page: number, size = PAGE_SIZE) => ({ offset: (page - 1) * size, limit: size });

/** The address of page `n` of the list the request asked for. */
export function pageAddress(request: FastifyRequest, apiUrl: string, n: number): string {
  const url = new URL(request.url, 'http://api.invalid');
  url.searchParams.set('page', String(n));
  return `${apiUrl}${url.pathname}${url.search}`;
}

export function pageAnswer<T>(
  request: FastifyRequest,
  apiUrl: string,
  page: number,
  slice: Slice<T>,
  size = PAGE_SIZE,
): { count: number; next: string | null; previous: string | null; results: T[] } {
  const address = (n: number) => pageAddress(request, apiUrl, n);
  const last = Math.max(1, Math.ceil(slice.count / size));
  return {
    count: slice.count,
    next: page < last ? address(page + 1) : null,
    previous: page > 1 ? address(Math.min(page - 1, last)) : null,
    results: slice.results,
  };
}
