import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Message, Sender } from '@/api/conversations-contract';
import { announceReadHere } from '@/api/conversation-events';
import { markConversationRead } from '@/api/conversations';
import { conversationKeys, markReadHere } from '@/features/conversations/conversation-queries';
import { useDocumentVisible } from '@/lib/use-document-visible';

/**
 * While the thread is open and the tab on screen, the other side's unread messages are marked
 * read (POST …/read/), here at once and in the lists' counts and the bell's after
 * (docs/decisions/0122-conversation-screens.md).
 * A failed mark leaves them unread, as the counts then say, and is tried again with the next
 * message or the next return to the tab.
 */
export function useMarkRead(
  conversationId: string,
  messages: readonly Message[] | undefined,
  mySide: Sender,
) {
  const queryClient = useQueryClient();
  const visible = useDocumentVisible();
  const other: Sender = mySide === 'client' ? 'lawyer' : 'client';
  const newestUnread = messages?.findLast((m) => m.sender === other && m.readAt === null)?.id;
  const { mutate } = useMutation({
    mutationFn: () => markConversationRead(conversationId),
    onSuccess: () => {
      markReadHere(queryClient, conversationId, other, new Date().toISOString(), true);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
      // the bell's notification of it is read too
      announceReadHere(conversationId);
    },
  });
  useEffect(() => {
    if (visible && newestUnread !== undefined) mutate();
  }, [visible, newestUnread, mutate]);
}
