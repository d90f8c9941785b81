import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closeCase, updateCase } from '@/api/cases';
import type { Case, CaseDetail, CasePatch } from '@/api/cases-contract';
import { MY_STATS_KEY } from '@/api/stats';
import { caseKeys } from '@/features/cases/cases/case-queries';

/** The case's page takes the answer as the case now is; its responses stay as they were. */
function useKeepAnswer(id: string) {
  const queryClient = useQueryClient();
  return (changed: Case) => {
    queryClient.setQueryData<CaseDetail>(caseKeys.one(id), (detail) =>
      detail ? { ...detail, ...changed } : detail,
    );
    void queryClient.invalidateQueries({ queryKey: caseKeys.mine() });
  };
}

/** PATCH /api/cases/{id}/: the page then matches the changed case again (its match's key). */
export function useUpdateCase(id: string) {
  const keepAnswer = useKeepAnswer(id);
  return useMutation({ mutationFn: (changes: CasePatch) => updateCase(id, changes), onSuccess: keepAnswer });
}

/** POST /api/cases/{id}/close/: one active case fewer in the client's figures. */
export function useCloseCase(id: string) {
  const queryClient = useQueryClient();
  const keepAnswer = useKeepAnswer(id);
  return useMutation({
    mutationFn: () => closeCase(id),
    onSuccess: (closed) => {
      keepAnswer(closed);
      void queryClient.invalidateQueries({ queryKey: MY_STATS_KEY });
    },
  });
}
