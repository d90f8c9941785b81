import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { orMissing } from '@/api/missing-extension';
import { createCase, updateCase } from '@/api/cases';
import type { Case } from '@/api/cases-contract';
import type { MatchResponse } from '@/api/contract';
import { matchLawyers } from '@/api/match';
import { MY_STATS_KEY } from '@/api/stats';
import { urgencyFromAnswers } from '@/api/time-limits';
import { answersOf, changesFrom, type CaseFormValues } from '@/features/cases/cases/case-form-schema';
import { londonDate } from '@/lib/dates';
import { caseKeys } from '@/features/cases/cases/case-queries';
import { matchRequestOf, matchRequestOfCase } from '@/features/cases/matches/match-request';

interface PostInput {
  values: CaseFormValues;
  /** the case this form already kept, whose match then failed: posting again matches it
   * (changed first, if the client changed the form) rather than keeping a second one */
  kept: Case | null;
  /** the client chose the urgency; else the answers may raise it
   * (docs/decisions/0132-follow-up-questions-and-time-limits.md) */
  urgencyChosen?: boolean;
}

export interface PostResult {
  /** null where the backend keeps no cases (its 404): the spec's match alone */
  kept: Case | null;
  match: MatchResponse;
}

/** What a case kept without an area of law matches: no one. */
const NO_AREA: MatchResponse = { matched: false, lawyers: [] };

/** The case was kept, then the match failed: the case is there to match again. */
export class MatchFailedAfterKeep extends Error {
  readonly kept: Case;

  constructor(kept: Case, cause: unknown) {
    super(isApiError(cause) ? cause.message : 'Matching failed.', { cause });
    this.name = 'MatchFailedAfterKeep';
    this.kept = kept;
  }
}

/**
 * Keeps the case (POST /api/cases/), then calls the spec's match with the kept case's category.
 * A 404 from the keeping means the backend keeps no cases: the spec's match alone, as before
 * (docs/decisions/0094-the-clients-cases-screens.md).
 */
async function keep({ values, kept, urgencyChosen = false }: PostInput): Promise<Case | null> {
  if (kept) {
    const changes = changesFrom(values, kept);
    return Object.keys(changes).length > 0 ? updateCase(kept.id, changes) : kept;
  }
  // the follow-up answers are an extension: a backend without them ignores them or answers 404,
  // and the spec's match follows as before; the urgency they give is sent as the case's
  const answers = answersOf(values);
  const raised = urgencyChosen
    ? null
    : urgencyFromAnswers(values.category || null, answers, londonDate(new Date()));
  return orMissing(() =>
    createCase({
      title: values.title.trim(),
      description: values.description.trim(),
      location: values.location.trim(),
      ...(values.category ? { category: values.category } : {}),
      urgency: raised ?? values.urgency,
      ...(Object.keys(answers).length > 0 ? { answers } : {}),
    }),
  );
}

export function usePostCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: caseKeys.post(),
    mutationFn: async (input: PostInput): Promise<PostResult> => {
      const kept = await keep(input);
      if (kept) {
        // a new case changes the client's figures and list
        void queryClient.invalidateQueries({ queryKey: MY_STATS_KEY });
        void queryClient.invalidateQueries({ queryKey: caseKeys.all });
      }
      // Kept without an area: its description fits none of the areas lawyers practise, so there
      // is nothing to match on, and the spec's match would only read the same description again.
      // No call, and no lawyers (docs/decisions/0094-the-clients-cases-screens.md).
      if (kept?.category === null) return { kept, match: NO_AREA };
      try {
        const match = await matchLawyers(kept ? matchRequestOfCase(kept) : matchRequestOf(input.values));
        return { kept, match };
      } catch (error) {
        throw kept ? new MatchFailedAfterKeep(kept, error) : error;
      }
    },
  });
}
