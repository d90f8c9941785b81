// The ranking the How we rank page describes is the one matching applies: lawyers who differ
// from one another in exactly one factor come back in the order RANKING_FACTORS lists, and one
// who fails any one condition is not matched at all
// (docs/decisions/0126-how-we-rank-and-true-landing-words.md). Reordering the list, or the
// weights in rank.ts, fails here; the page's order is held to the list by
// tests/web/trust/how-we-rank-page.test.tsx.
import { describe, expect, it } from 'vitest';
import { LawyerGroups, type LawyerRow } from '../../../server/rules/matching/lawyer-groups.ts';
import {
  MATCH_CONDITIONS,
  RANKING_FACTORS,
  type RankingFactor,
} from '../../../server/rules/matching/rank.ts';

const CASE_CITY = 'Manchester';
const NOW = Date.parse('2026-11-28T09:00:00Z');
const LAST_YEAR = '2026-03-01T09:00:00Z';

/** Far from the case but in its jurisdiction; one review of 3.5 stars (no rating credit); new. */
const baseline: LawyerRow = {
  id: 20,
  full_name: 'Baseline',
  specialization: 'Employment Law',
  location: 'Plymouth',
  experience_years: 0,
  review_average: 3.5,
  review_count: 1,
  hourly_rate_pence: null,
  verified_at: LAST_YEAR,
  photo: null,
};

// Each lawyer is the baseline bettered in one factor alone. Their ids run against the expected
// order, so that only the factor can put them there; 'joined-first' is the baseline's twin who
// joined before it (a lower id).
const BETTER_IN: Record<RankingFactor, LawyerRow> = {
  'same-city': { ...baseline, id: 60, full_name: 'same-city', location: CASE_CITY },
  distance: { ...baseline, id: 50, full_name: 'distance', location: 'Stockport' },
  rating: { ...baseline, id: 40, full_name: 'rating', review_average: 5 },
  experience: { ...baseline, id: 30, full_name: 'experience', experience_years: 30 },
  'joined-first': { ...baseline, id: 10, full_name: 'joined-first' },
};

function ranked(rows: LawyerRow[], cutoff = 0) {
  const groups = new LawyerGroups(() => '');
  for (const row of rows) groups.add(row);
  return groups.best('Employment Law', CASE_CITY, cutoff).map((lawyer) => lawyer.name);
}

describe('the ranking the How we rank page describes', () => {
  it('orders lawyers who differ in one factor each as RANKING_FACTORS lists the factors', () => {
    const rows = [baseline, ...Object.values(BETTER_IN)];
    expect(ranked(rows)).toEqual([...RANKING_FACTORS, 'Baseline']);
  });

  it('puts each factor before the next one in the list, pair by pair, whatever order they were added in', () => {
    RANKING_FACTORS.slice(0, -1).forEach((factor, i) => {
      const next = RANKING_FACTORS[i + 1] as RankingFactor;
      expect(ranked([BETTER_IN[next], BETTER_IN[factor]])).toEqual([factor, next]);
    });
  });

  it('matches no lawyer who fails one condition: another area, another jurisdiction, a lapsed verification', () => {
    // 'verified' and 'available' are the index's query (services/matching/lawyer-index.ts) and
    // the yearly cut-off; tests/server/matching/match.test.ts covers the switch of availability
    expect(MATCH_CONDITIONS).toEqual(['verified', 'available', 'area-of-law', 'jurisdiction']);
    const otherArea = { ...baseline, id: 1, full_name: 'other area', specialization: 'Family Law' };
    const otherJurisdiction = { ...baseline, id: 2, full_name: 'other jurisdiction', location: 'Glasgow' };
    const lapsed = { ...baseline, id: 3, full_name: 'lapsed', verified_at: '2024-01-01T09:00:00Z' };
    expect(ranked([baseline, otherArea, otherJurisdiction, lapsed], NOW - 365 * 86_400_000)).toEqual([
      'Baseline',
    ]);
  });
});
