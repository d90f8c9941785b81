import { Link } from 'react-router-dom';
import type { Conversation } from '@/api/conversations-contract';
import { UnreadBadge } from '@/features/conversations/list/unread-badge';
import { cn } from '@/lib/cn';
import { formatZonedDateTime } from '@/lib/dates';

interface Props {
  conversation: Conversation;
  to: string;
  /** the conversation open beside the list */
  current?: boolean;
  /** the case's title, where the list is not already a case's */
  showCase: boolean;
}

/** One conversation in a list: who with, about which case, when last written, and how many unread. */
export function ConversationItem({ conversation, to, current = false, showCase }: Props) {
  const unread = conversation.unread > 0;
  return (
    <li>
      <Link
        to={to}
        aria-current={current ? 'true' : undefined}
        className={cn(
          'flex items-start gap-3 rounded-lg border p-3 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none',
          current ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white',
        )}
      >
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className={cn('truncate text-slate-900', unread ? 'font-bold' : 'font-semibold')}>
            {conversation.other}
          </span>
          {/* the spaces keep the parts apart in the link's name (a grid lays out no bare space) */}{' '}
          {showCase ? (
            <span className="truncate text-sm text-slate-700">{conversation.caseTitle}</span>
          ) : null}{' '}
          <span className="text-xs text-slate-600">
            {conversation.lastMessageAt ? (
              <>
                Last message{' '}
                <time dateTime={conversation.lastMessageAt}>
                  {formatZonedDateTime(conversation.lastMessageAt)}
                </time>
              </>
            ) : (
              'No messages yet'
            )}
          </span>
        </span>
        <UnreadBadge count={conversation.unread} />
      </Link>
    </li>
  );
}
