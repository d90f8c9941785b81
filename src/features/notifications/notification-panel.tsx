import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, type RefObject } from 'react';
import type { Notification } from '@/api/cases-contract';
import { loadedItems } from '@/api/paging';
import { ShowMore } from '@/components/show-more';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { NotificationItem } from '@/features/notifications/notification-item';
import { notificationsQuery, unreadOf, type MarkRead } from '@/features/notifications/notification-queries';
import { MARK_FAILED } from '@/features/notifications/use-follow';
import { usePanelPlace } from '@/features/notifications/use-panel-place';

interface Props {
  id: string;
  anchor: RefObject<HTMLButtonElement | null>;
  markRead: MarkRead;
  /** opens a notification's page (and marks it read) */
  onFollow: (notification: Notification, link: string) => void;
  onClose: () => void;
}

/** The bell's panel: the notifications, newest first, a page at a time, each a way to its page;
 * following one marks it read. A non-modal dialog: focus starts in it and Tab walks its items; the bell
 * closes it (Escape, a press elsewhere, Tab out of it). */
export function NotificationPanel({ id, anchor, markRead, onFollow, onClose }: Props) {
  // The bell polls; the panel only reads. A list that failed to load is tried again by Retry,
  // not by opening the panel.
  const query = useInfiniteQuery({ ...notificationsQuery, refetchInterval: false, retryOnMount: false });
  const panel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const place = usePanelPlace(anchor);
  useEffect(() => panel.current?.focus(), []);

  const { items, count } = loadedItems(query.data);
  const unread = unreadOf(query.data);

  const follow = (notification: Notification, link: string) => {
    onClose();
    onFollow(notification, link);
  };

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      style={place}
      className="fixed z-40 grid max-h-[min(32rem,calc(100vh-6rem))] w-[min(24rem,calc(100vw-2rem))] grid-rows-[auto_1fr] rounded-lg border border-slate-200 bg-white shadow-lg outline-none"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <h2 id={headingId} className="text-sm font-semibold text-slate-900">
          Notifications
        </h2>
        {unread > 0 ? (
          <Button
            variant="link"
            size="sm"
            className="px-0"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(undefined)}
          >
            Mark all as read
          </Button>
        ) : null}
      </div>
      <div className="grid content-start gap-2 overflow-y-auto p-2">
        {markRead.isError ? (
          <Alert>
            {MARK_FAILED} {markRead.error.message}
          </Alert>
        ) : null}
        {query.isError && !query.isFetchNextPageError ? (
          <div className="grid justify-items-start gap-2 p-2">
            <Alert className="w-full">
              <p className="font-semibold">Could not load your notifications.</p>
              <p>{query.error?.message}</p>
            </Alert>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              {query.isFetching ? 'Retrying...' : 'Retry'}
            </Button>
          </div>
        ) : null}
        {query.isFetching && !query.data ? (
          <Spinner label="Loading notifications" className="justify-center p-4" />
        ) : null}
        {query.data && items.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">No notifications yet</p>
        ) : null}
        {items.length > 0 ? (
          <>
            <ul ref={list} className="grid gap-1">
              {items.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onFollow={follow} />
              ))}
            </ul>
            <div className="px-2 pb-2">
              <ShowMore
                pages={query}
                list={list}
                shown={items.length}
                count={count}
                noun={['notification', 'notifications']}
              />
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
