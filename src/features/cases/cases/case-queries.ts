import { queryOptions } from '@tanstack/react-query';
import { fetchCase, fetchMyCases } from '@/api/cases';
import type { MatchRequest } from '@/api/contract';
import { matchLawyers } from '@/api/match';
import { fetchMyStats, MY_STATS_KEY } from '@/api/stats';

// A 404 means the backend keeps no cases (or not this one): the page says so
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).

export const caseKeys = {
  all: ['cases'] as const,
  mine: () => [...caseKeys.all, 'mine'] as const,
  one: (id: string) => [...caseKeys.all, 'one', id] as const,
};

/** The live figures of the 'Your Cases' card. */
export const myStatsQuery = queryOptions({
  queryKey: MY_STATS_KEY,
  queryFn: ({ signal }) => fetchMyStats(signal),
});

export const myCasesQuery = queryOptions({
  queryKey: caseKeys.mine(),
  queryFn: ({ signal }) => fetchMyCases(signal),
});

export const caseQuery = (id: string) =>
  queryOptions({
    queryKey: caseKeys.one(id),
    queryFn: ({ signal }) => fetchCase(id, signal),
  });

/** The spec's match for a kept case; asked again whenever the case's place, description or
 * category changes, since they are its key. */
export const caseMatchQuery = (body: MatchRequest) =>
  queryOptions({ queryKey: ['case-match', body] as const, queryFn: () => matchLawyers(body) });
