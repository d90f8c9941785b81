import { queryOptions } from '@tanstack/react-query';
import { fetchAttachment } from '@/api/conversations';
import { conversationKeys } from '@/features/conversations/conversation-queries';

/** An attachment's bytes, fetched with the session's token: files have no public address. Kept
 * a minute after nothing shows it, so a preview's Download asks nothing more. */
export const attachmentQuery = (conversationId: string, attachmentId: string) =>
  queryOptions({
    queryKey: conversationKeys.attachment(conversationId, attachmentId),
    queryFn: ({ signal }) => fetchAttachment(conversationId, attachmentId, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });
