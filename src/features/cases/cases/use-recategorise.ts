import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCase } from '@/api/cases';
import type { Case } from '@/api/cases-contract';
import type { Category } from '@/api/contract';
import { matchLawyers } from '@/api/match';
import { caseKeys } from '@/features/cases/cases/case-queries';
import { matchRequestOfCase } from '@/features/cases/matches/match-request';
import { MatchFailedAfterKeep, type PostResult } from '@/features/cases/cases/use-post-case';

interface Recategorise {
  kept: Case;
  category: Category;
}

/** Files a kept case under another area of law (PATCH) and matches it again; the same area
 * only matches again. */
export function useRecategorise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kept, category }: Recategorise): Promise<PostResult> => {
      const filed = category === kept.category ? kept : await updateCase(kept.id, { category });
      if (filed !== kept) void queryClient.invalidateQueries({ queryKey: caseKeys.all });
      try {
        return { kept: filed, match: await matchLawyers(matchRequestOfCase(filed)) };
      } catch (error) {
        throw new MatchFailedAfterKeep(filed, error);
      }
    },
  });
}
