// A government ID is kept only while it is needed: 30 days after the request it was sent with
// is decided (approved or rejected); while a request is open, or waiting for information, the ID
// stays (docs/decisions/0089-identity-documents-kept-30-days.md). The deletion itself is
// server/services/verification/delete-expired-ids.ts.
import type { VerificationStatus } from '../../../src/api/contract.ts';

export const ID_KEPT_DAYS = 30;
const KEPT_MS = ID_KEPT_DAYS * 24 * 60 * 60 * 1000;

/** When the ID on file will be deleted, or null while nothing has decided about it. */
export function idDeletionDate(
  request: { status: VerificationStatus; decided_at: string | null },
  idUploadedAt: string | undefined,
): string | null {
  const decided = request.status === 'approved' || request.status === 'rejected';
  if (!decided || !request.decided_at || !idUploadedAt || idUploadedAt > request.decided_at) return null;
  return new Date(Date.parse(request.decided_at) + KEPT_MS).toISOString();
}

/** IDs of requests decided at or before this instant are due for deletion at `now`. */
export const idDecidedBy = (now: number): string => new Date(now - KEPT_MS).toISOString();
