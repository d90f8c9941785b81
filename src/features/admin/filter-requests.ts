import type { VerificationRequest } from '@/api/contract';

/** The search box filters by name, email or specialization
 * (docs/decisions/0007-admin-search-filters-the-list.md). */
export function filterRequests(requests: readonly VerificationRequest[], search: string) {
  const needle = search.trim().toLocaleLowerCase('en-GB');
  if (!needle) return [...requests];
  return requests.filter((r) =>
    [r.name, r.email, r.specialization].some((field) => field.toLocaleLowerCase('en-GB').includes(needle)),
  );
}
