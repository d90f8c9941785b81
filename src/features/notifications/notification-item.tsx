import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Notification } from '@/api/cases-contract';
import { cn } from '@/lib/cn';
import { formatZonedDateTime } from '@/lib/dates';

// A notification's link is a path of this site; anything else (another backend's full URL, a
// protocol-relative '//host') is shown without a link rather than followed.
const sitePath = (link: string | null) => (link !== null && /^\/(?!\/)/.test(link) ? link : null);

// a plain click is ours; a click meant for a new tab or window is the browser's
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface Props {
  notification: Notification;
  onFollow: (notification: Notification, link: string) => void;
}

/** One notification: its text and time, marked when unread (a dot, bold, and 'Unread' for screen readers). */
export function NotificationItem({ notification, onFollow }: Props) {
  const unread = notification.readAt === null;
  const link = sitePath(notification.link);
  const content = (
    <span className="flex gap-2">
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-blue-700' : 'bg-transparent')}
      />
      <span className="grid gap-0.5">
        <span className={cn('text-sm', unread ? 'font-semibold text-slate-900' : 'text-slate-700')}>
          {unread ? <span className="sr-only">Unread: </span> : null}
          {notification.text}
        </span>
        <time dateTime={notification.createdAt} className="text-xs text-slate-600">
          {formatZonedDateTime(notification.createdAt)}
        </time>
      </span>
    </span>
  );
  const box = 'block rounded-md px-2 py-2';
  return (
    <li>
      {link ? (
        <Link
          to={link}
          className={cn(
            box,
            'hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none',
          )}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onFollow(notification, link);
          }}
        >
          {content}
        </Link>
      ) : (
        <div className={box}>{content}</div>
      )}
    </li>
  );
}
