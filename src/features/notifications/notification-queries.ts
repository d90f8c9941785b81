import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchNotifications, markNotificationsRead } from '@/api/notifications';

/** At most one request a minute: the poll, and a return to the tab within a minute of the last
 * answer asks nothing (docs/decisions/0092-notification-bell-and-mail.md). */
const POLL_MS = 60_000;

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: ({ signal }) => fetchNotifications(signal),
  staleTime: POLL_MS,
  refetchInterval: POLL_MS,
  // a hidden tab asks nothing; it asks again when it is shown, if a minute has passed
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
});

/** Marks some notifications read (all when no ids): the answer is the list as now read. On a
 * failure nothing changes on screen but the error: the unread stay unread. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: readonly string[]) => markNotificationsRead(ids),
    // a poll already under way must not bring back the unread state after the answer
    onMutate: () => queryClient.cancelQueries({ queryKey: notificationsQuery.queryKey }),
    onSuccess: (list) => queryClient.setQueryData(notificationsQuery.queryKey, list),
  });
}

export type MarkRead = ReturnType<typeof useMarkRead>;
