import { useRef, type ComponentProps } from 'react';
import type { Conversation, ConversationList as Page } from '@/api/conversations-contract';
import { loadedItems } from '@/api/paging';
import { ShowMore } from '@/components/show-more';
import { ConversationItem } from '@/features/conversations/list/conversation-item';

/** A list loaded page by page, as Show more reads it; a null page: the backend has no conversations. */
type Pages = ComponentProps<typeof ShowMore>['pages'] & {
  data?: { pages: readonly (Page | null)[] } | undefined;
};

interface Props {
  pages: Pages;
  linkTo: (conversation: Conversation) => string;
  currentId?: string | null;
  showCase: boolean;
}

/** Conversations, latest message first, a page at a time with Show more. */
export function ConversationList({ pages, linkTo, currentId = null, showCase }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const { items, count } = loadedItems(pages.data);
  return (
    <div className="grid gap-3">
      <ul ref={list} className="grid gap-2">
        {items.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            to={linkTo(conversation)}
            current={conversation.id === currentId}
            showCase={showCase}
          />
        ))}
      </ul>
      {/* a list that fits one page says nothing of pages */}
      {count > items.length || (pages.data?.pages.length ?? 0) > 1 ? (
        <ShowMore
          pages={pages}
          list={list}
          shown={items.length}
          count={count}
          noun={['conversation', 'conversations']}
        />
      ) : null}
    </div>
  );
}
