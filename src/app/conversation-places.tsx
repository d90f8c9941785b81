// The conversations feature in the places other features' pages keep for it
// (src/components/conversation-places.ts): the case page, a response, the lead page and both
// dashboards. Loaded on demand, in one file, when a signed-in page first shows a place, so the
// dashboards' shell and the public pages carry none of it (docs/decisions/0122-conversation-screens.md).
import type { ConversationPlaces } from '@/components/conversation-places';
import { onDemand } from '@/components/on-demand';

const places = () => import('@/features/conversations/places');

// each place's component, loaded with the others on first use; nothing on screen while it loads
export const CONVERSATION_PLACES: ConversationPlaces = {
  CaseConversations: onDemand(() => places().then((m) => m.CaseConversations)),
  ResponseConversation: onDemand(() => places().then((m) => m.ResponseConversation)),
  LeadConversation: onDemand(() => places().then((m) => m.LeadConversation)),
  MessagesCard: onDemand(() => places().then((m) => m.MessagesCard)),
};
