import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loadedItems } from '@/api/paging';
import { LoadFailure } from '@/components/list-states';
import { CONVERSATION_PARAM } from '@/features/conversations/conversation-links';
import { conversationsQuery } from '@/features/conversations/conversation-queries';
import { ConversationList } from '@/features/conversations/list/conversation-list';
import { LazyThread } from '@/features/conversations/thread/lazy-thread';
import { preloadThread } from '@/features/conversations/thread/thread-loader';
import { useLiveConversations } from '@/features/conversations/use-live-conversations';

/**
 * The case page's 'Messages' (docs/decisions/0122-conversation-screens.md): the case's
 * conversations, one with each lawyer who responded, with their unread counts, and the one the
 * address names (`?conversation=`: a response's link, the bell's, an e-mail's) open beside them.
 * Nothing before the first conversation, and nothing at all where the backend has none (404).
 */
export function CaseConversations({ caseId, caseOpen }: { caseId: string; caseOpen: boolean }) {
  const pages = useInfiniteQuery(conversationsQuery(caseId));
  const { items } = loadedItems(pages.data);
  const [params] = useSearchParams();
  const openId = params.get(CONVERSATION_PARAM);
  const open = items.find((c) => c.id === openId);
  // live while a thread is open: the list's counts follow it too
  useLiveConversations(open !== undefined);
  useEffect(preloadThread, []);

  const failed = pages.isError && !pages.data;
  if (!failed && items.length === 0) return null;

  return (
    <section aria-labelledby="case-messages-title" className="mt-10">
      <h2 id="case-messages-title" className="text-2xl font-bold text-slate-900">
        Messages
      </h2>
      <p className="mt-1 text-slate-700">
        Write to the lawyers who responded, and send them documents. Only you and that lawyer can read a
        conversation.
      </p>
      {failed ? (
        <div className="mt-4">
          <LoadFailure query={pages} title="Could not load the messages about this case." />
        </div>
      ) : (
        <div className="mt-4 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <nav aria-label="Conversations about this case">
            <ConversationList
              pages={pages}
              linkTo={(c) => `?${CONVERSATION_PARAM}=${encodeURIComponent(c.id)}`}
              currentId={open?.id ?? null}
              showCase={false}
            />
          </nav>
          {open ? (
            <LazyThread key={open.id} conversation={open} writable={caseOpen} focusOnOpen />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
              {openId !== null && !pages.hasNextPage
                ? 'That conversation is not one of this case’s. Choose one from the list.'
                : 'Choose a conversation to read it and write.'}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
