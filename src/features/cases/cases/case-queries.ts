import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { earlyCase, earlyMyCases, fetchCase, fetchMyCases } from '@/api/cases';
import type { MatchRequest } from '@/api/contract';
import { matchLawyers } from '@/api/match';
import { FIRST_PAGE, nextPage } from '@/api/paging';
import { fetchMyStats, MY_STATS_KEY } from '@/api/stats';

// A 404 means the backend keeps no cases (or not this one): the page says so
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).

export const caseKeys = {
  all: ['cases'] as const,
  mine: () => [...caseKeys.all, 'mine'] as const,
  one: (id: string) => [...caseKeys.all, 'one', id] as const,
  /** the mutation that posts a case from the dashboard: the page asks whether one is under way */
  post: () => [...caseKeys.all, 'post'] as const,
};

/** The live figures of the 'Your Cases' card. */
export const myStatsQuery = queryOptions({
  queryKey: MY_STATS_KEY,
  queryFn: ({ signal }) => fetchMyStats(signal),
});

/** The client's cases, newest first, a page at a time. */
export const myCasesQuery = infiniteQueryOptions({
  queryKey: caseKeys.mine(),
  queryFn: ({ pageParam, signal }) => fetchMyCases(pageParam, signal),
  initialPageParam: FIRST_PAGE,
  getNextPageParam: nextPage,
  // the first page asked for with the list's code, when it has come first
  // (docs/decisions/0148-an-answer-that-has-come-is-drawn-at-once.md)
  initialData: () => {
    const first = earlyMyCases();
    return first && { pages: [first], pageParams: [FIRST_PAGE] };
  },
});

export const caseQuery = (id: string) =>
  queryOptions({
    queryKey: caseKeys.one(id),
    queryFn: ({ signal }) => fetchCase(id, signal),
    // the case asked for with the page's code, when it has come first
    // (docs/decisions/0148-an-answer-that-has-come-is-drawn-at-once.md)
    initialData: () => earlyCase(id),
  });

/** The spec's match for a kept case; asked again whenever the case's place, description or
 * category changes, since they are its key. */
export const caseMatchQuery = (body: MatchRequest) =>
  queryOptions({ queryKey: ['case-match', body] as const, queryFn: () => matchLawyers(body) });
