// What the client dashboard shows under its first cards once a case is posted: kept apart from
// the form, which loads on demand, so that the page can hold it from its first draw
// (docs/decisions/0138-schemas-built-on-first-use.md).
import type { Case } from '@/api/cases-contract';
import type { MatchedLawyer } from '@/api/contract';
import type { MatchOutcome } from '@/features/cases/matches/recommended-lawyers';

/** What the results area shows: the last match, and the kept case it was for. */
export interface Results {
  outcome: MatchOutcome;
  lawyers: MatchedLawyer[];
  kept: Case | null;
  /** the client chose the kept case's area (on the form or with Match again), rather than the
   * classifier (docs/decisions/0119-smaller-things.md) */
  chosen?: boolean;
}

/** What the results area shows before anything is posted. */
export const NO_RESULTS: Results = { outcome: 'none', lawyers: [], kept: null };
