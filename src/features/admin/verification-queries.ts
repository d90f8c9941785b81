import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  fetchVerificationCounts,
  fetchVerificationDocument,
  fetchVerificationHistory,
  fetchVerificationRequests,
} from '@/api/admin';
import type { FileKind, Queue, VerificationRequest } from '@/api/contract';
import { isMissingExtension, orMissing } from '@/api/missing-extension';
import { FIRST_PAGE, nextPage, type Paged } from '@/api/paging';
import { filterRequests } from '@/features/admin/filter-requests';
import { SAMPLE_REQUESTS } from '@/features/admin/sample-requests';

export const verificationKeys = {
  all: ['admin', 'verification-requests'] as const,
  /** every list: the pending one, or the lists by state */
  lists: () => [...verificationKeys.all, 'list'] as const,
  list: (queue: Queue | null, search: string) =>
    [...verificationKeys.lists(), queue ?? 'pending', search] as const,
  counts: () => [...verificationKeys.all, 'counts'] as const,
  history: (id: string) => [...verificationKeys.all, id, 'history'] as const,
  document: (id: string, kind: FileKind) => [...verificationKeys.all, id, 'documents', kind] as const,
};

/** A page of a list: `isSample` when the backend lacks the review extension and the spec's
 * samples stand in. */
export type VerificationPage = Paged<VerificationRequest> & { isSample: boolean };

/** How many requests each list holds, or null when the backend has no lists by state: the
 * page then shows the one pending list, as before
 * (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). */
export function countsQuery() {
  return queryOptions({
    queryKey: verificationKeys.counts(),
    queryFn: ({ signal }) => orMissing(() => fetchVerificationCounts(signal)),
  });
}

/**
 * One list by state (`queue`), or the pending list of a backend without them (null), a page at a
 * time, narrowed by `search` on the server (name, e-mail or specialization): a new search starts
 * again from the first page (docs/decisions/0110-limits-on-writing.md). While it loads, the same
 * list's last answer stays, so that a card the admin is acting on stays with its dialog.
 */
export function requestListQuery(queue: Queue | null, search: string) {
  return infiniteQueryOptions({
    queryKey: verificationKeys.list(queue, search),
    queryFn: async ({ pageParam, signal }): Promise<VerificationPage> => {
      const list = queue ? { queue } : { status: 'pending' as const };
      try {
        const page = await fetchVerificationRequests({ ...list, search, page: pageParam }, signal);
        return { ...page, isSample: false };
      } catch (error) {
        // docs/decisions/0008-admin-decisions-call-the-review-extension.md: only a 404 (no such
        // extension) means sample mode; anything else is a failure the admin is told about.
        if (queue || pageParam !== FIRST_PAGE || !isMissingExtension(error)) throw error;
        const results = filterRequests(SAMPLE_REQUESTS, search);
        return { count: results.length, next: null, previous: null, results, isSample: true };
      }
    },
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === (queue ?? 'pending') ? previous : undefined,
  });
}
type RequestListQuery = ReturnType<typeof requestListQuery>;

/** What a request's card needs to know about the list it is on. */
export interface ListSource {
  query: RequestListQuery;
  isSample: boolean;
  /** the backend has the lists by state, their counts and each request's history */
  hasDesk: boolean;
}

/** A request's history, or null when the backend keeps none (a 404). */
export function historyQuery(id: string) {
  return queryOptions({
    queryKey: verificationKeys.history(id),
    queryFn: ({ signal }) => orMissing(() => fetchVerificationHistory(id, signal)),
    staleTime: 0,
  });
}

export function documentQuery(id: string, kind: FileKind) {
  return queryOptions({
    queryKey: verificationKeys.document(id, kind),
    queryFn: ({ signal }) => fetchVerificationDocument(id, kind, signal),
    // a document is private and can be large: drop it as soon as its dialog closes
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
