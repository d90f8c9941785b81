import { queryOptions } from '@tanstack/react-query';
import { refreshUser } from '@/session/sign-in';

/** `me`, read fresh on the account page through the session (which takes the server's word): it
 * says whether the address is confirmed, and a backend that answers 404 lacks the account settings,
 * which the page then hides (docs/decisions/0113-accounts-people-can-manage.md). The lawyer's pages
 * read it under the same key. */
export const accountMeQuery = queryOptions({
  queryKey: ['accounts', 'me'],
  queryFn: refreshUser,
  staleTime: 0,
});
