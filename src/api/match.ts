import { apiConfig } from '@/api/config';
import { matchResponseSchema, type MatchRequest } from '@/api/contract';
import { request } from '@/api/http';

/** spec §7: city is the case location, issue its description; category is our extra. */
export function matchLawyers(body: MatchRequest) {
  return request(`${apiConfig.match}/api/match-lawyer`, { schema: matchResponseSchema, json: body });
}
