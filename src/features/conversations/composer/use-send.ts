import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sendMessage } from '@/api/conversations';
import { addMessages, conversationKeys } from '@/features/conversations/conversation-queries';

export interface Draft {
  text: string;
  files: File[];
}

/** Sends a message (with its files, whose upload reports how far it has gone); once kept, it joins
 * the thread and the lists' order and counts are asked for again. */
export function useSend(conversationId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const send = useMutation({
    mutationFn: (draft: Draft) => {
      const withFiles = draft.files.length > 0;
      setProgress(withFiles ? 0 : null);
      return sendMessage(conversationId, draft, withFiles ? setProgress : undefined);
    },
    onSettled: () => setProgress(null),
    onSuccess: (message) => {
      addMessages(queryClient, conversationId, [message]);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
    },
  });
  return { send, progress };
}
