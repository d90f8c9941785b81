import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { holdConversationEvents } from '@/api/conversation-events';
import { catchUp, conversationKeys, markReadHere } from '@/features/conversations/conversation-queries';
import { useMySide } from '@/features/conversations/use-my-side';

/**
 * While `active` (a thread is open on the page), the live stream is held and what it tells reaches
 * the screen without a reload (docs/decisions/0122-conversation-screens.md): a message, written
 * by either side, joins its thread (only what came after the last one is asked for) and the
 * lists' unread counts are asked for again; the other side's read moves the 'Read' receipt; after a
 * gap (a failed stream, a hidden tab shown again) the lists and threads are asked for again, since
 * events may have been missed. One holder a page.
 */
export function useLiveConversations(active: boolean) {
  const queryClient = useQueryClient();
  const mySide = useMySide();
  useEffect(() => {
    if (!active) return;
    return holdConversationEvents((event) => {
      if (event.type === 'ready') {
        if (!event.resumed) return;
        void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
        void queryClient.invalidateQueries({ queryKey: conversationKeys.threads });
      } else if (event.type === 'message') {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
        // a failed catch-up asks for the whole thread, whose failure the thread then tells
        catchUp(queryClient, event.conversationId).catch(
          () =>
            void queryClient.invalidateQueries({ queryKey: conversationKeys.thread(event.conversationId) }),
        );
      } else if (event.type === 'read') {
        markReadHere(queryClient, event.conversationId, mySide, event.readAt);
      }
    });
  }, [active, queryClient, mySide]);
}
