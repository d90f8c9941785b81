// The queries of conversations (docs/decisions/0122-conversation-screens.md): the caller's
// conversations (of one case, or all), a page at a time, where a null page means the backend has
// no conversations (its 404: no trace of messaging); a thread's messages, all of them, oldest
// first; and the changes the page makes to a thread it holds (a message sent, one that arrived
// live, a read receipt) without asking for the whole thread again.
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Message } from '@/api/conversations-contract';
import { fetchConversations, fetchMessages } from '@/api/conversations';
import { orMissing } from '@/api/missing-extension';
import { FIRST_PAGE, nextPage } from '@/api/paging';

export const conversationKeys = {
  all: ['conversations'] as const,
  lists: ['conversations', 'list'] as const,
  list: (caseId: string | undefined) => ['conversations', 'list', caseId ?? 'all'] as const,
  threads: ['conversations', 'thread'] as const,
  thread: (id: string) => ['conversations', 'thread', id] as const,
  attachment: (id: string, attachmentId: string) =>
    ['conversations', 'attachment', id, attachmentId] as const,
};

/** The caller's conversations (of `caseId`, when given), latest message first. */
export const conversationsQuery = (caseId?: string) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(caseId),
    queryFn: ({ pageParam, signal }) => orMissing(() => fetchConversations(pageParam, caseId, signal)),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    // a backend without conversations is not asked again by a place drawn later on the page (the
    // responses load after the case: docs/decisions/0138-schemas-built-on-first-use.md)
    refetchOnMount: (query) => query.state.data?.pages[0] !== null,
  });

/** Every message after `after` (all of them without it), a page of at most 100 at a time. */
async function messagesAfter(id: string, after: string | undefined, signal?: AbortSignal) {
  const messages: Message[] = [];
  let from = after;
  for (;;) {
    const page = await fetchMessages(id, from, signal);
    messages.push(...page.results);
    const last = page.results.at(-1);
    if (!page.more || !last) return messages;
    from = last.id;
  }
}

/** A thread, oldest first. */
export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.thread(id),
    queryFn: ({ signal }) => messagesAfter(id, undefined, signal),
  });

// ids grow with time on the local API; the time decides between ids that are not numbers
const byId = (a: Message, b: Message) =>
  Number(a.id) - Number(b.id) || Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** The thread with `added` in it, each message once (the newer copy kept), in order. */
function merged(thread: readonly Message[], added: readonly Message[]) {
  const ids = new Set(added.map((m) => m.id));
  return [...thread.filter((m) => !ids.has(m.id)), ...added].sort(byId);
}

/** A message the person sent, or one that arrived, joins the thread held. */
export function addMessages(queryClient: QueryClient, id: string, added: readonly Message[]) {
  queryClient.setQueryData<Message[]>(conversationKeys.thread(id), (thread) =>
    thread ? merged(thread, added) : thread,
  );
}

/** A live `message` event: the thread held asks only for what came after its last message. */
export async function catchUp(queryClient: QueryClient, id: string) {
  const thread = queryClient.getQueryData<Message[]>(conversationKeys.thread(id));
  if (!thread) return;
  const added = await messagesAfter(id, thread.at(-1)?.id);
  addMessages(queryClient, id, added);
}

/** The messages of `sender` not yet read are read as of `readAt`: those written by then, or all
 * of them (`all`: the person has just read the thread here, whatever this device's clock says). */
export function markReadHere(
  queryClient: QueryClient,
  id: string,
  sender: Message['sender'],
  readAt: string,
  all = false,
) {
  const by = Date.parse(readAt);
  const isRead = (m: Message) =>
    m.sender === sender && m.readAt === null && (all || !(Date.parse(m.createdAt) > by));
  queryClient.setQueryData<Message[]>(conversationKeys.thread(id), (thread) =>
    thread?.map((m) => (isRead(m) ? { ...m, readAt } : m)),
  );
}
