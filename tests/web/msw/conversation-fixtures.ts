// The conversations the tests' backend keeps (conversation-handlers.ts) when a test asks for them:
// the fixture client's with two lawyers on case 1, and Vera Verified's with a client on lead 502.
// Names are kept in full; the handlers apply the disclosure rule as the local API does.
import { messageSchema, type Attachment, type Message } from '@/api/conversations-contract';
import { accounts, lawyerFixture } from './fixtures';

export interface Party {
  id: string;
  name: string;
}

export interface StoredConversation {
  id: string;
  caseId: string;
  caseTitle: string;
  caseStatus: 'open' | 'closed';
  client: Party;
  lawyer: Party;
  /** a consultation between them is confirmed: the lawyer sees the client's full name */
  confirmed: boolean;
  /** as the client reads them (senderName in full) */
  messages: Message[];
}

const chloe = accounts['client@example.com']!;
const vera = accounts['verified@example.com']!;
const CLIENT: Party = { id: chloe.id, name: chloe.name };
export const SARAH: Party = { id: lawyerFixture.id, name: lawyerFixture.name };
export const DANIEL: Party = { id: '102', name: 'Daniel Okafor' };
export const VERA: Party = { id: vera.id, name: vera.name };
const OLIVER: Party = { id: '41', name: 'Oliver Bennett' };

export const RESPONSE_TEXT = 'I have handled many cases like yours and can help you straight away.';

export const TENANCY_PDF: Attachment = {
  id: '71',
  name: 'tenancy-agreement.pdf',
  size: 245_760,
  contentType: 'application/pdf',
};
export const FLAT_PHOTO: Attachment = {
  id: '72',
  name: 'flat-photo.jpg',
  size: 1_258_291,
  contentType: 'image/jpeg',
};

let nextId = 1000;
export const newId = () => String(nextId++);

export function message(
  conversationId: string,
  from: Party,
  sender: Message['sender'],
  overrides: Partial<Message> = {},
): Message {
  return messageSchema.parse({
    id: newId(),
    conversationId,
    sender,
    senderName: from.name,
    text: 'Hello.',
    attachments: [],
    createdAt: '2026-11-02T10:00:00Z',
    readAt: null,
    ...overrides,
  });
}

/** Case 1 of the fixture client: Sarah Mitchell's conversation (her response, the client's
 * documents, read, and her unread question) and Daniel Okafor's (his response, unread). */
export function clientConversations(): StoredConversation[] {
  nextId = 1000;
  const sarah: StoredConversation = {
    id: '7',
    caseId: '1',
    caseTitle: 'Deposit not returned by my landlord',
    caseStatus: 'open',
    client: CLIENT,
    lawyer: SARAH,
    confirmed: false,
    messages: [],
  };
  sarah.messages = [
    message('7', SARAH, 'lawyer', { text: RESPONSE_TEXT, readAt: '2026-11-02T10:30:00Z' }),
    message('7', CLIENT, 'client', {
      text: 'Thank you. Here are the tenancy agreement and a photo of the flat.',
      attachments: [TENANCY_PDF, FLAT_PHOTO],
      createdAt: '2026-11-02T11:05:00Z',
      readAt: '2026-11-02T12:00:00Z',
    }),
    message('7', SARAH, 'lawyer', {
      text: 'Thank you, I have read them. Could you send the check-out report too?',
      createdAt: '2026-11-03T09:00:00Z',
    }),
  ];
  const daniel: StoredConversation = {
    id: '8',
    caseId: '1',
    caseTitle: 'Deposit not returned by my landlord',
    caseStatus: 'open',
    client: CLIENT,
    lawyer: DANIEL,
    confirmed: false,
    messages: [],
  };
  daniel.messages = [
    message('8', DANIEL, 'lawyer', {
      text: 'I can look at your deposit claim this week.',
      createdAt: '2026-11-02T09:00:00Z',
    }),
  ];
  return [sarah, daniel];
}

/** Vera Verified's conversation on lead 502 with Oliver Bennett: her response, and his question. */
export function lawyerConversations(): StoredConversation[] {
  const oliver: StoredConversation = {
    id: '9',
    caseId: '502',
    caseTitle: 'Financial settlement on separation',
    caseStatus: 'open',
    client: OLIVER,
    lawyer: VERA,
    confirmed: false,
    messages: [],
  };
  oliver.messages = [
    message('9', VERA, 'lawyer', {
      // her response to the lead (tests/web/lawyers/lead-handlers.ts) is the first message
      text: 'I can help you agree a fair settlement; a first meeting would cover the house and pensions.',
      createdAt: '2026-11-19T11:15:00Z',
      readAt: '2026-11-19T12:00:00Z',
    }),
    message('9', OLIVER, 'client', {
      text: 'Thank you. When could we speak about the pensions?',
      createdAt: '2026-11-20T08:30:00Z',
    }),
  ];
  return [oliver];
}
