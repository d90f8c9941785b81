// Where a conversation is read: on the client's case page and on the lawyer's lead page, named by
// `?conversation=` (the bell's and the e-mails' links too; docs/decisions/0122-conversation-screens.md).
import type { Sender } from '@/api/conversations-contract';
import { pathTo, paths } from '@/lib/paths';

export const CONVERSATION_PARAM = 'conversation';

/** `/cases/{caseId}?conversation={id}` for the client, `/leads/{caseId}?conversation={id}` for the lawyer. */
export function conversationLink(side: Sender, caseId: string, id: string) {
  const page = side === 'lawyer' ? paths.lead : paths.clientCase;
  return `${pathTo(page, caseId)}?${CONVERSATION_PARAM}=${encodeURIComponent(id)}`;
}
