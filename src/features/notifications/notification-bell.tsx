import { useInfiniteQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { isMissingExtension } from '@/api/missing-extension';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import {
  notificationsQuery,
  unreadOf,
  useCountHearsMessages,
  useKeepFirstPage,
  useMarkRead,
} from '@/features/notifications/notification-queries';
import { useFollow } from '@/features/notifications/use-follow';

// The list is loaded when the bell is first opened: the header of every dashboard stays small
const NotificationPanel = lazy(() =>
  import('@/features/notifications/notification-panel').then((m) => ({ default: m.NotificationPanel })),
);

const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The bell in the signed-in header: how many notifications are unread, and a panel listing the
 * newest (docs/decisions/0092-notification-bell-and-mail.md). Nothing until the first answer,
 * and nothing at all where the backend has no notifications (404).
 */
export function NotificationBell() {
  const query = useInfiniteQuery(notificationsQuery);
  const markRead = useMarkRead();
  const follow = useFollow(markRead);
  const keepFirstPage = useKeepFirstPage();
  useCountHearsMessages();
  const [open, setOpen] = useState(false);
  // the pages the panel showed more of are not polled once it is closed
  useEffect(() => {
    if (!open) keepFirstPage();
  }, [open, keepFirstPage]);
  // shown from the first answer that is not a 404, and kept while a retry is under way (a query
  // with no list yet goes back to pending while it tries again)
  const [shown, setShown] = useState(false);
  if (!shown && (query.data !== undefined || (query.isError && !isMissingExtension(query.error))))
    setShown(true);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // While open: Escape closes it and puts focus back on the bell; a press elsewhere, or Tab
  // past its last item (or Shift+Tab before the bell), closes it and leaves focus there.
  useEffect(() => {
    const box = wrapper.current;
    if (!open || !box) return;
    const outside = (target: EventTarget | null) => target instanceof Node && !box.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) setOpen(false);
    };
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  if (!shown || isMissingExtension(query.error)) return null;
  const unread = unreadOf(query.data);

  return (
    <div ref={wrapper} className="shrink-0">
      <button
        ref={button}
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'relative px-2' })}
      >
        <Bell aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-[0.6875rem] leading-5 font-semibold text-white"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={<Spinner label="Loading notifications" className="sr-only" />}>
          <NotificationPanel
            id={panelId}
            anchor={button}
            markRead={markRead}
            onFollow={follow}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
