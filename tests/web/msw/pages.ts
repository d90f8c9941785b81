// A list's pages as the local API answers them (docs/decisions/0110-limits-on-writing.md, `pageOf`
// in src/api/contract.ts): `?page=` from 1, PAGE_SIZE a page, the addresses of the next and the
// previous page, and Django REST's 404 for a page past the last.
import { HttpResponse } from 'msw';
import { PAGE_SIZE } from '@/api/contract';

const pageLink = (url: URL, page: number) => {
  const link = new URL(url);
  link.searchParams.set('page', String(page));
  return link.toString();
};

/** The page of `items` the request asks for (the first without `?page=`), or the 404 of one past
 * the last. */
export function answerPage<T>(request: Request, items: readonly T[], size = PAGE_SIZE) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1)
    return HttpResponse.json({ page: ['A valid page number is required.'] }, { status: 400 });
  const results = items.slice((page - 1) * size, page * size);
  if (page > 1 && results.length === 0)
    return HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
  return HttpResponse.json({
    count: items.length,
    next: page * size < items.length ? pageLink(url, page + 1) : null,
    previous: page > 1 ? pageLink(url, page - 1) : null,
    results,
  });
}

/** `items` as the one page of a short list, for a test's own answer. */
export const onePage = <T>(items: readonly T[]) => ({
  count: items.length,
  next: null,
  previous: null,
  results: items,
});
