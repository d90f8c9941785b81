import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { loadedItems } from '@/api/paging';
import { buttonVariants } from '@/components/ui/button-variants';
import { CONVERSATION_PARAM } from '@/features/conversations/conversation-links';
import { conversationsQuery } from '@/features/conversations/conversation-queries';

interface Props {
  caseId: string;
  lawyerId: string;
  lawyerName: string;
}

/** On a lawyer's response: 'Message {lawyer}', or 'Open conversation (N unread)' when they wrote
 * since, opening the conversation with them below (the response is its first message). Nothing
 * where there is no conversation with them. */
export function ResponseConversation({ caseId, lawyerId, lawyerName }: Props) {
  const pages = useInfiniteQuery(conversationsQuery(caseId));
  const { items } = loadedItems(pages.data);
  // the lawyer's id where the backend names it, else their name as the response shows it
  const conversation =
    items.find((c) => c.lawyerId === lawyerId) ??
    items.find((c) => c.lawyerId === undefined && c.other === lawyerName);
  if (!conversation) return null;
  return (
    <Link
      to={`?${CONVERSATION_PARAM}=${encodeURIComponent(conversation.id)}`}
      className={buttonVariants({
        variant: conversation.unread > 0 ? 'default' : 'outline',
        className: 'justify-self-start',
      })}
    >
      <MessageSquare aria-hidden="true" />
      {conversation.unread > 0 ? (
        <>
          Open conversation ({conversation.unread} unread) <span className="sr-only">with {lawyerName}</span>
        </>
      ) : (
        `Message ${lawyerName}`
      )}
    </Link>
  );
}
