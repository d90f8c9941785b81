// The conversations' places on other features' pages (src/components/conversation-places.ts), in
// one module that app/ loads on demand, so that they come as one file, only to the signed-in pages
// that show them, and never to a public page (docs/decisions/0122-conversation-screens.md).
export { MessagesCard } from '@/features/conversations/list/messages-card';
export { CaseConversations } from '@/features/conversations/places/case-conversations';
export { LeadConversation } from '@/features/conversations/places/lead-conversation';
export { ResponseConversation } from '@/features/conversations/places/response-conversation';
