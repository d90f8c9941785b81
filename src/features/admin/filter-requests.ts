import type { VerificationRequest } from '@/api/contract';

/** DESIGN decision 7: the search box filters by name, email or specialization. */
export function filterRequests(requests: readonly VerificationRequest[], search: string) {
  const needle = search.trim().toLocaleLowerCase('en-GB');
  if (!needle) return [...requests];
  return requests.filter((r) =>
    [r.name, r.email, r.specialization].some((field) => field.toLocaleLowerCase('en-GB').includes(needle)),
  );
}
