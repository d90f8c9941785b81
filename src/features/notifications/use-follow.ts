import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Notification } from '@/api/cases-contract';
import { toast } from '@/components/ui/use-toast';
import type { MarkRead } from '@/features/notifications/notification-queries';

export const MARK_FAILED = 'Could not mark your notifications as read.';

/**
 * Following a notification: its page first, then the mark. The mark is sent once the new page
 * is on screen, so that a failure is told there: a page drops the last page's notifications when
 * it shows (docs/decisions/0050-one-notification-per-page.md). On a failure it stays unread.
 */
export function useFollow({ mutate }: MarkRead) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const toMark = useRef<string | null>(null);

  useEffect(() => {
    const id = toMark.current;
    if (id === null) return;
    toMark.current = null;
    mutate([id], {
      onError: (error) =>
        toast({ title: 'Error', description: `${MARK_FAILED} ${error.message}`, variant: 'destructive' }),
    });
  }, [key, mutate]);

  return (notification: Notification, link: string) => {
    if (notification.readAt === null) toMark.current = notification.id;
    void navigate(link);
  };
}
