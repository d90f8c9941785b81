import { queryOptions } from '@tanstack/react-query';
import {
  fetchVerificationCounts,
  fetchVerificationDocument,
  fetchVerificationHistory,
  fetchVerificationRequests,
} from '@/api/admin';
import type { FileKind, Queue, VerificationRequest } from '@/api/contract';
import { isMissingExtension, orMissing } from '@/api/missing-extension';
import { SAMPLE_REQUESTS } from '@/features/admin/sample-requests';

export const verificationKeys = {
  all: ['admin', 'verification-requests'] as const,
  /** every list: the pending one, or the lists by state */
  lists: () => [...verificationKeys.all, 'list'] as const,
  list: (queue: Queue | null) => [...verificationKeys.lists(), queue ?? 'pending'] as const,
  counts: () => [...verificationKeys.all, 'counts'] as const,
  history: (id: string) => [...verificationKeys.all, id, 'history'] as const,
  document: (id: string, kind: FileKind) => [...verificationKeys.all, id, 'documents', kind] as const,
};

export interface VerificationQueue {
  requests: VerificationRequest[];
  /** true when the backend lacks the review extension and the spec's samples stand in */
  isSample: boolean;
}

/** How many requests each list holds, or null when the backend has no lists by state: the
 * page then shows the one pending list, as before
 * (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). */
export function countsQuery() {
  return queryOptions({
    queryKey: verificationKeys.counts(),
    queryFn: ({ signal }) => orMissing(() => fetchVerificationCounts(signal)),
  });
}

/** One list by state (`queue`), or the pending list of a backend without them (null). */
export function requestListQuery(queue: Queue | null) {
  return queryOptions({
    queryKey: verificationKeys.list(queue),
    queryFn: async ({ signal }): Promise<VerificationQueue> => {
      if (queue) return { requests: await fetchVerificationRequests({ queue }, signal), isSample: false };
      try {
        return { requests: await fetchVerificationRequests({ status: 'pending' }, signal), isSample: false };
      } catch (error) {
        // docs/decisions/0008-admin-decisions-call-the-review-extension.md: only a 404 (no such
        // extension) means sample mode; anything else is a failure the admin is told about.
        if (isMissingExtension(error)) return { requests: [...SAMPLE_REQUESTS], isSample: true };
        throw error;
      }
    },
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
