// A client's cases (src/api/cases-contract.ts): keep one, list them, read one with its
// responses, change it and close it. Extensions on the backend of the live figures
// (src/api/stats.ts); a 404 from them means the backend keeps no cases and the pages keep the
// spec's behaviour (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md,
// 0094-the-clients-cases-screens.md).
import { apiConfig } from '@/api/config';
import { matchResponseSchema } from '@/api/contract';
import {
  caseDetailSchema,
  caseListSchema,
  caseSchema,
  type CaseCreate,
  type CasePatch,
} from '@/api/cases-contract';
import { earlyData } from '@/api/asked-early';
import { askEarly, request } from '@/api/http';
import { FIRST_PAGE, pageUrl } from '@/api/paging';

const base = () => `${apiConfig.profiles}/api/cases`;
const one = (id: string) => `${base()}/${encodeURIComponent(id)}`;

/** GET /api/cases/{id}/matches/: the lawyers matched to the client's case as it is kept, in the
 * match call's shape; a closed case has none. 404: no such case of theirs
 * (docs/decisions/0117-no-such-call-or-no-such-thing.md). */
export function fetchCaseMatches(id: string, signal?: AbortSignal) {
  return request(`${one(id)}/matches/`, { schema: matchResponseSchema, auth: true, signal });
}

/** POST /api/cases/: keeps the case, 201 with it as kept (its category may be the classifier's). */
export function createCase(body: CaseCreate) {
  return request(`${base()}/`, { schema: caseSchema, json: body, auth: true });
}

/** GET /api/cases/?page=: a page of the client's own cases, newest first. */
export function fetchMyCases(page: number, signal?: AbortSignal) {
  return request(pageUrl(`${base()}/`, page), { schema: caseListSchema, auth: true, signal });
}

/** Starts the GET of the first page of the client's cases now, for their list about to draw. */
export const askMyCasesEarly = () => askEarly(pageUrl(`${base()}/`, FIRST_PAGE), caseListSchema);

/** That first page, if it has come: the list's first render draws it. */
export const earlyMyCases = () => earlyData(pageUrl(`${base()}/`, FIRST_PAGE), caseListSchema);

/** The address of one case: its owner's case, or a lawyer's lead. */
export const caseUrl = (id: string) => `${one(id)}/`;

/** Starts the GET of the case now, for its page about to draw (src/app/signed-in-pages.ts). */
export const askCaseEarly = (id: string) => askEarly(caseUrl(id), caseDetailSchema);

/** That case, if it has come: its page's (or its lead's) first render draws it. */
export const earlyCase = (id: string) => earlyData(caseUrl(id), caseDetailSchema);

/** GET /api/cases/{id}/: the case and every response to it. */
export function fetchCase(id: string, signal?: AbortSignal) {
  return request(caseUrl(id), { schema: caseDetailSchema, auth: true, signal });
}

/** PATCH /api/cases/{id}/: the fields sent change, checked as when the case was kept. */
export function updateCase(id: string, body: CasePatch) {
  return request(`${one(id)}/`, { schema: caseSchema, method: 'PATCH', json: body, auth: true });
}

/** POST /api/cases/{id}/close/ (no body): no more leads or responses. */
export function closeCase(id: string) {
  return request(`${one(id)}/close/`, { schema: caseSchema, method: 'POST', auth: true });
}
