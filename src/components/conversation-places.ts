// The places where a page of another feature shows conversations: a case's, a lawyer's response,
// a lead's and a dashboard's. The page names the place and says what it knows; app/ fills each
// place with the conversations feature, loaded on demand (src/app/conversation-places.tsx), since
// a feature never imports another (docs/decisions/0122-conversation-screens.md,
// 0027-one-way-import-layers.md). Where nothing fills them (no provider), the places stay empty.
import { createContext, useContext, type ComponentType } from 'react';

export interface ConversationPlaces {
  /** the case's conversations, to its owner: the list, and the one the address names */
  CaseConversations: ComponentType<{ caseId: string; caseOpen: boolean }>;
  /** on a lawyer's response to the owner's case: the way into the conversation with them */
  ResponseConversation: ComponentType<{ caseId: string; lawyerId: string; lawyerName: string }>;
  /** on a lead: the conversation with the client, once a response or a booking opened it
   * (`responded` changing to true: a response has just opened it) */
  LeadConversation: ComponentType<{ caseId: string; caseOpen: boolean; responded: boolean }>;
  /** on a dashboard: the person's conversations, unread first to the eye */
  MessagesCard: ComponentType;
}

const PlacesContext = createContext<Partial<ConversationPlaces>>({});

export const ConversationPlacesProvider = PlacesContext.Provider;

/** The conversations' places, each filled or not. */
export const useConversationPlaces = () => useContext(PlacesContext);
