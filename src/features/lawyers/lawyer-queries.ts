import { queryOptions } from '@tanstack/react-query';
import { fetchMe } from '@/api/accounts';
import { isApiError } from '@/api/api-error';
import { fetchLawyerProfile } from '@/api/profiles';

// A 404 means the backend lacks the extension: the page then keeps the spec's behaviour.
const noRetryOn404 = (count: number, error: Error) => !(isApiError(error) && error.isNotFound) && count < 1;

export const lawyerProfileQuery = queryOptions({
  queryKey: ['lawyer-profile', 'me'],
  queryFn: fetchLawyerProfile,
  retry: noRetryOn404,
});

export const meQuery = queryOptions({
  queryKey: ['accounts', 'me'],
  queryFn: fetchMe,
  retry: noRetryOn404,
  staleTime: 0,
});

/** What to tell the lawyer when an extension call failed; nothing for a 404 (extension absent). */
export function loadFailure(error: Error | null): string | undefined {
  if (!error || (isApiError(error) && error.isNotFound)) return undefined;
  return error.message;
}
