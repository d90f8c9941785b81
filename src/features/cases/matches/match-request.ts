import type { Case } from '@/api/cases-contract';
import type { MatchRequest } from '@/api/contract';
import type { CaseFormValues } from '@/features/cases/cases/case-form-schema';

/** spec §7: the city is the case's place and the issue its description; the category is ours. */
export function matchRequestOf(
  values: Pick<CaseFormValues, 'location' | 'description'> & { category: CaseFormValues['category'] | null },
): MatchRequest {
  return {
    city: values.location.trim(),
    issue: values.description.trim(),
    ...(values.category ? { category: values.category } : {}),
  };
}

/** A kept case is matched as it was kept: with its category, the client's or the classifier's. */
export const matchRequestOfCase = (kept: Case): MatchRequest => matchRequestOf(kept);
