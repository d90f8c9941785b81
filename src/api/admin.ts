// Admin review of lawyer verification (DESIGN "Extensions"): the queue, the three
// decisions and the uploaded documents. Every call carries the admin's token.
import type { z } from 'zod';
import { apiConfig } from '@/api/config';
import {
  verificationListSchema,
  verificationRequestSchema,
  type approveRequestSchema,
  type FileKind,
  type rejectRequestSchema,
  type requestInfoSchema,
  type VerificationStatus,
} from '@/api/contract';
import { request, requestBlob } from '@/api/http';

export type ApproveBody = z.input<typeof approveRequestSchema>;
export type RejectBody = z.input<typeof rejectRequestSchema>;
export type RequestInfoBody = z.input<typeof requestInfoSchema>;

export interface VerificationQuery {
  status?: VerificationStatus;
  search?: string;
}

const base = () => `${apiConfig.profiles}/api/accounts/admin/verification-requests`;
const one = (id: string) => `${base()}/${encodeURIComponent(id)}`;

export function fetchVerificationRequests(query: VerificationQuery = {}, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.search?.trim()) params.set('search', query.search.trim());
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return request(`${base()}/${search}`, { schema: verificationListSchema, auth: true, signal });
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

/** An uploaded document, fetched with the token: the files have no public URL (DESIGN). */
export function fetchVerificationDocument(id: string, kind: FileKind, signal?: AbortSignal) {
  return requestBlob(`${one(id)}/documents/${kind}/`, { auth: true, signal });
}
