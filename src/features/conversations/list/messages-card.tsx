import { useInfiniteQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { loadedItems } from '@/api/paging';
import { LoadFailure } from '@/components/list-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { conversationLink } from '@/features/conversations/conversation-links';
import { conversationsQuery } from '@/features/conversations/conversation-queries';
import { ConversationList } from '@/features/conversations/list/conversation-list';
import { UnreadBadge } from '@/features/conversations/list/unread-badge';
import { useMySide } from '@/features/conversations/use-my-side';

/** As the bell's: asked again each minute while the tab is shown
 * (docs/decisions/0092-notification-bell-and-mail.md). */
const POLL_MS = 60_000;

/**
 * A dashboard's 'Messages': the person's conversations, latest first, each with its unread count
 * and a link to it on the case or lead page (docs/decisions/0122-conversation-screens.md). Nothing
 * until there is a conversation, and nothing at all where the backend has none (its 404). No thread
 * is open here, so it holds no live stream: its counts follow a poll, as the bell's do.
 */
export function MessagesCard() {
  const side = useMySide();
  const pages = useInfiniteQuery({
    ...conversationsQuery(),
    // nothing to follow before the first conversation, nor where the backend has none
    refetchInterval: (query) => (query.state.data?.pages[0]?.results.length ? POLL_MS : false),
    refetchIntervalInBackground: false,
  });
  const { items } = loadedItems(pages.data);
  const failed = pages.isError && !pages.data;
  if (!failed && items.length === 0) return null;
  const unread = items.reduce((n, c) => n + c.unread, 0);

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessagesSquare className="size-5 text-blue-800" aria-hidden="true" />
          Messages
          <UnreadBadge count={unread} />
        </CardTitle>
        <CardDescription>
          {side === 'lawyer'
            ? 'Your conversations with clients about their cases.'
            : 'Your conversations with lawyers about your cases.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {failed ? (
          <LoadFailure query={pages} title="Could not load your messages." />
        ) : (
          <ConversationList pages={pages} linkTo={(c) => conversationLink(side, c.caseId, c.id)} showCase />
        )}
      </CardContent>
    </Card>
  );
}
