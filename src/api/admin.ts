// Admin review of lawyer verification: the lists and their counts, the three decisions, a
// request's history and the uploaded documents
// (docs/decisions/0008-admin-decisions-call-the-review-extension.md). Every call carries the
// admin's token.
import type { z } from 'zod';
import { apiConfig } from '@/api/config';
import {
  verificationCountsSchema,
  verificationHistorySchema,
  verificationListSchema,
  verificationRequestSchema,
  type approveRequestSchema,
  type FileKind,
  type rejectRequestSchema,
  type requestInfoSchema,
  type verificationQuerySchema,
} from '@/api/contract';
import { request, requestBlob } from '@/api/http';
import { FIRST_PAGE } from '@/api/paging';

export type ApproveBody = z.input<typeof approveRequestSchema>;
type RejectInput = z.input<typeof rejectRequestSchema>;
/** A backend without the lists by state takes a rejection without a reason
 * (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md); one with them requires it. */
export type RejectBody = Omit<RejectInput, 'reason'> & Partial<Pick<RejectInput, 'reason'>>;
export type RequestInfoBody = z.input<typeof requestInfoSchema>;

/** `queue` is one of the lists by state; a backend without them ignores it, so ask only one
 * that has them. `search` narrows the list on the server, `page` (from 1) is one of its pages. */
export type VerificationQuery = Omit<z.input<typeof verificationQuerySchema>, 'page'> & { page?: number };

const base = () => `${apiConfig.profiles}/api/accounts/admin/verification-requests`;
const one = (id: string) => `${base()}/${encodeURIComponent(id)}`;

export function fetchVerificationRequests(query: VerificationQuery = {}, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.queue) params.set('queue', query.queue);
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.page !== undefined && query.page !== FIRST_PAGE) params.set('page', String(query.page));
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return request(`${base()}/${search}`, { schema: verificationListSchema, auth: true, signal });
}

/** How many requests each list holds; a 404 means the backend has no lists by state. */
export function fetchVerificationCounts(signal?: AbortSignal) {
  return request(`${base()}/counts/`, { schema: verificationCountsSchema, auth: true, signal });
}

/** Every submission and decision of one request, oldest first. */
export function fetchVerificationHistory(id: string, signal?: AbortSignal) {
  return request(`${one(id)}/history/`, { schema: verificationHistorySchema, auth: true, signal });
}

/** `version` is the one the admin reviewed; without it the body stays empty, as before
 * (docs/decisions/0075-decisions-name-the-version-reviewed.md). */
export function approveVerificationRequest(id: string, body: ApproveBody = {}) {
  const json = body.version === undefined ? undefined : body;
  return request(`${one(id)}/approve/`, {
    schema: verificationRequestSchema,
    method: 'POST',
    json,
    auth: true,
  });
}

export function rejectVerificationRequest(id: string, body: RejectBody) {
  return request(`${one(id)}/reject/`, { schema: verificationRequestSchema, json: body, auth: true });
}

export function requestVerificationInfo(id: string, body: RequestInfoBody) {
  return request(`${one(id)}/request-info/`, { schema: verificationRequestSchema, json: body, auth: true });
}

/** An uploaded document, fetched with the token: the files have no public address. */
export function fetchVerificationDocument(id: string, kind: FileKind, signal?: AbortSignal) {
  return requestBlob(`${one(id)}/documents/${kind}/`, { auth: true, signal });
}
