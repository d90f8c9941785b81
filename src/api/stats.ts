// The signed-in person's live dashboard figures (src/api/stats-contract.ts); a 404 means the
// backend keeps none and the dashboards show the spec's fixed figures
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { apiConfig } from '@/api/config';
import { request } from '@/api/http';
import { meStatsSchema } from '@/api/stats-contract';

/** The query key of the figures: what changes them (a case kept or closed) marks it stale. */
export const MY_STATS_KEY = ['me', 'stats'] as const;

export function fetchMyStats(signal?: AbortSignal) {
  return request(`${apiConfig.profiles}/api/accounts/me/stats/`, {
    schema: meStatsSchema,
    auth: true,
    signal,
  });
}
