// Your data (src/api/account-data-contract.ts): the download of everything kept about the
// signed-in person and the deletion of their account. Extensions on the accounts backend; a 404
// means the backend offers neither online (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md,
// docs/decisions/0102-your-data.md).
import { z } from 'zod';
import { accountExportSchema, type AccountDelete } from '@/api/account-data-contract';
import { apiConfig } from '@/api/config';
import { request } from '@/api/http';

const me = () => `${apiConfig.accounts}/api/accounts/me`;

/** GET /api/accounts/me/export/: the data, read through the contract. */
export function fetchAccountExport() {
  return request(`${me()}/export/`, { schema: accountExportSchema, auth: true });
}

/** POST /api/accounts/me/delete/ {password} → 204; a wrong password is 400 on `password`. */
export function deleteAccountRequest(body: AccountDelete) {
  return request(`${me()}/delete/`, { schema: z.unknown(), json: body, auth: true });
}
