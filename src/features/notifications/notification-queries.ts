import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { NotificationList } from '@/api/cases-contract';
import { listenToConversationEvents } from '@/api/conversation-events';
import { fetchNotifications, markNotificationsRead } from '@/api/notifications';
import { FIRST_PAGE, nextPage } from '@/api/paging';

/** At most one request a minute: the poll, and a return to the tab within a minute of the last
 * answer asks nothing (docs/decisions/0092-notification-bell-and-mail.md). */
const POLL_MS = 60_000;

type NotificationPages = InfiniteData<NotificationList, number>;

/** The notifications, newest first, a page at a time (docs/decisions/0110-limits-on-writing.md):
 * the bell reads the unread count and the panel the items. The poll asks again for every page
 * loaded; closing the panel keeps only the first (`keepFirstPage`). */
export const notificationsQuery = infiniteQueryOptions({
  queryKey: ['notifications'],
  queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
  initialPageParam: FIRST_PAGE,
  getNextPageParam: nextPage,
  staleTime: POLL_MS,
  refetchInterval: POLL_MS,
  // a hidden tab asks nothing; it asks again when it is shown, if a minute has passed
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
});

/** The unread count of the first page: every page carries it, and marking read answers the first. */
export const unreadOf = (data: { pages: NotificationList[] } | undefined) => data?.pages[0]?.unread ?? 0;

/** Once the panel closes, the pages after the first go: the poll then asks for one page. */
export function useKeepFirstPage() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.setQueryData<NotificationPages>(notificationsQuery.queryKey, (data) =>
        data && data.pages.length > 1
          ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
          : data,
      ),
    [queryClient],
  );
}

/** Marks some notifications read (all when no ids): the answer is the first page as now read, and
 * those on the later pages loaded are marked here as the server marked them. On a failure nothing
 * changes on screen but the error: the unread stay unread. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: readonly string[]) => markNotificationsRead(ids),
    // a poll already under way must not bring back the unread state after the answer
    onMutate: () => queryClient.cancelQueries({ queryKey: notificationsQuery.queryKey }),
    onSuccess: (first, ids) => {
      const at = new Date().toISOString();
      const read = (id: string) => ids === undefined || ids.includes(id);
      queryClient.setQueryData<NotificationPages>(notificationsQuery.queryKey, (data) => {
        if (!data) return { pages: [first], pageParams: [FIRST_PAGE] };
        const later = data.pages.slice(1).map((page) => ({
          ...page,
          unread: first.unread,
          results: page.results.map((n) => (n.readAt === null && read(n.id) ? { ...n, readAt: at } : n)),
        }));
        return { ...data, pages: [first, ...later] };
      });
    },
  });
}

export type MarkRead = ReturnType<typeof useMarkRead>;

/** A new message (which may have written a notification), or a conversation read on this page
 * (which marks its notification read), asks for the bell's count again at once, not at the next
 * poll (docs/decisions/0122-conversation-screens.md). The bell opens no stream of its own: it
 * hears the one a page that shows conversations holds. */
export function useCountHearsMessages() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      listenToConversationEvents((event) => {
        if (event.type === 'message' || event.type === 'readHere')
          void queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey });
      }),
    [queryClient],
  );
}
