import { queryOptions } from '@tanstack/react-query';
import { fetchVerificationDocument, fetchVerificationRequests } from '@/api/admin';
import { isApiError } from '@/api/api-error';
import type { FileKind, VerificationRequest } from '@/api/contract';
import { SAMPLE_REQUESTS } from '@/features/admin/sample-requests';

export const verificationKeys = {
  all: ['admin', 'verification-requests'] as const,
  pending: () => [...verificationKeys.all, 'pending'] as const,
  document: (id: string, kind: FileKind) => [...verificationKeys.all, id, 'documents', kind] as const,
};

export interface VerificationQueue {
  requests: VerificationRequest[];
  /** true when the backend lacks the review extension and the spec's samples stand in */
  isSample: boolean;
}

export function pendingRequestsQuery() {
  return queryOptions({
    queryKey: verificationKeys.pending(),
    queryFn: async ({ signal }): Promise<VerificationQueue> => {
      try {
        return { requests: await fetchVerificationRequests({ status: 'pending' }, signal), isSample: false };
      } catch (error) {
        // DESIGN decision 8: only a 404 (no such extension) means sample mode; anything
        // else is a failure the admin is told about.
        if (isApiError(error) && error.isNotFound) return { requests: [...SAMPLE_REQUESTS], isSample: true };
        throw error;
      }
    },
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
