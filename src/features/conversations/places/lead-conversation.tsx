import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loadedItems } from '@/api/paging';
import { LoadFailure } from '@/components/list-states';
import { CONVERSATION_PARAM } from '@/features/conversations/conversation-links';
import { conversationsQuery } from '@/features/conversations/conversation-queries';
import { UnreadBadge } from '@/features/conversations/list/unread-badge';
import { LazyThread } from '@/features/conversations/thread/lazy-thread';
import { preloadThread } from '@/features/conversations/thread/thread-loader';
import { useLiveConversations } from '@/features/conversations/use-live-conversations';

interface Props {
  caseId: string;
  caseOpen: boolean;
  responded: boolean;
}

/**
 * On a lead: the conversation with the client, named as the leads' disclosure rule allows (their
 * first name until a consultation is confirmed). The lawyer's response opens it, or a consultation
 * the client booked about the case; a lawyer cannot write first, so before either there is none,
 * and nothing shows; nor where the backend has no conversations (404)
 * (docs/decisions/0122-conversation-screens.md).
 */
export function LeadConversation({ caseId, caseOpen, responded }: Props) {
  const pages = useInfiniteQuery(conversationsQuery(caseId));
  const conversation = loadedItems(pages.data).items[0];
  const [params] = useSearchParams();
  useLiveConversations(conversation !== undefined);
  useEffect(preloadThread, []);
  // a response sent from this page has just opened the conversation: ask for it
  const wasResponded = useRef(responded);
  const { refetch } = pages;
  useEffect(() => {
    if (responded && !wasResponded.current) void refetch();
    wasResponded.current = responded;
  }, [responded, refetch]);

  if (pages.isError && !pages.data) {
    return (
      <section aria-labelledby="lead-messages-title" className="grid gap-3">
        <h2 id="lead-messages-title" className="text-xl font-semibold text-slate-900">
          Messages
        </h2>
        <LoadFailure query={pages} title="Could not load your conversation with the client." />
      </section>
    );
  }
  if (!conversation) return null;
  return (
    <section aria-labelledby="lead-messages-title" className="grid gap-3">
      <h2 id="lead-messages-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        Messages
        <UnreadBadge count={conversation.unread} />
      </h2>
      <LazyThread
        key={conversation.id}
        conversation={conversation}
        writable={caseOpen}
        // the bell's and the e-mails' links name it: it takes the focus, as on the case page
        focusOnOpen={params.get(CONVERSATION_PARAM) === conversation.id}
      />
    </section>
  );
}
