// Your data (src/api/account-data-contract.ts): the download of everything kept about the
// signed-in person and the deletion of their account. Extensions on the accounts backend; a 404
// means the backend offers neither online (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md,
// docs/decisions/0102-your-data.md).
import { z } from 'zod';
import {
  accountExportPageSchema,
  accountExportSchema,
  EXPORT_LISTS,
  type AccountDelete,
  type AccountExport,
  type AccountExportPage,
} from '@/api/account-data-contract';
import { apiConfig } from '@/api/config';
import { request } from '@/api/http';
import { FIRST_PAGE, pageUrl } from '@/api/paging';

const me = () => `${apiConfig.accounts}/api/accounts/me`;

/** GET /api/accounts/me/export/?page=N: the single facts, and the N-th part of every list. */
function fetchExportPage(page: number) {
  return request(pageUrl(`${me()}/export/`, page), { schema: accountExportPageSchema, auth: true });
}

/** The pages as one export, as a single answer held it: the facts of the first page, each list and
 * the verification history in page order. */
function joinPages([first, ...rest]: [AccountExportPage, ...AccountExportPage[]]): AccountExport {
  const { page: _page, next: _next, ...joined } = first;
  for (const part of rest) {
    for (const list of EXPORT_LISTS) (joined[list] as unknown[]).push(...part[list]);
    joined.verification.history.push(...part.verification.history);
  }
  return accountExportSchema.parse(joined);
}

/**
 * The whole export: its pages one after another, until the last (docs/decisions/0110-limits-on-writing.md),
 * joined into one. `onPage` is told the number of each page as it is asked for. Any page's
 * failure fails the whole, so that nothing half-made is saved.
 */
export async function fetchAccountExport(onPage?: (page: number) => void): Promise<AccountExport> {
  onPage?.(FIRST_PAGE);
  const pages: [AccountExportPage, ...AccountExportPage[]] = [await fetchExportPage(FIRST_PAGE)];
  while (pages.at(-1)?.next) {
    const page = FIRST_PAGE + pages.length;
    onPage?.(page);
    pages.push(await fetchExportPage(page));
  }
  return joinPages(pages);
}

/** POST /api/accounts/me/delete/ {password} → 204; a wrong password is 400 on `password`. */
export function deleteAccountRequest(body: AccountDelete) {
  return request(`${me()}/delete/`, { schema: z.unknown(), json: body, auth: true });
}
