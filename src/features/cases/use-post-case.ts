import { useMutation } from '@tanstack/react-query';
import type { MatchRequest } from '@/api/contract';
import { matchLawyers } from '@/api/match';
import type { CaseFormValues } from '@/features/cases/case-form-schema';

function toMatchRequest(values: CaseFormValues): MatchRequest {
  return {
    city: values.location.trim(),
    issue: values.description.trim(),
    ...(values.category ? { category: values.category } : {}),
  };
}

export function usePostCase() {
  return useMutation({ mutationFn: (values: CaseFormValues) => matchLawyers(toMatchRequest(values)) });
}
