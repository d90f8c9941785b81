// What the conversation tests share: the backend seeded with the fixture client's case 1 (two
// lawyers responded, each with a conversation) or Vera Verified's lead 502, opening the pages as
// a person would, a live stream a test writes to, and the thread and composer as a person finds them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, expect } from 'vitest';
import type { ApiUser } from '@/api/contract';
import { caseResponse, storedCase } from '../msw/case-fixtures';
import { resetCases } from '../msw/case-handlers';
import {
  clientConversations,
  DANIEL,
  lawyerConversations,
  RESPONSE_TEXT,
  SARAH,
  type StoredConversation,
} from '../msw/conversation-fixtures';
import { conversationUrls, setConversations } from '../msw/conversation-handlers';
import { eventStream, eventText, write } from '../msw/conversation-stream';
import { lawyerFixture, sessionUser } from '../msw/fixtures';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { verifiedLawyer } from '../lawyers/lawyer-helpers';
import { useLeadBackend } from '../lawyers/lead-handlers';
import { caseSectionsLoaded } from '../cases/cases/case-page-helpers';

const { matchScore: _score, ...card } = lawyerFixture;

/** Case 1 with Sarah Mitchell's and Daniel Okafor's responses. */
const CASE_WITH_RESPONSES = () =>
  storedCase({
    id: 1,
    responses: [
      caseResponse({ id: 1, lawyer: { ...card, id: SARAH.id, name: SARAH.name }, message: RESPONSE_TEXT }),
      caseResponse({
        id: 2,
        lawyer: { ...card, id: DANIEL.id, name: DANIEL.name },
        message: 'I can look at your deposit claim this week.',
      }),
    ],
  });

/** Before each test: the client's case 1 and its two conversations (or `given`). */
export function useClientConversations(given: () => StoredConversation[] = clientConversations) {
  beforeEach(() => {
    resetCases([CASE_WITH_RESPONSES()]);
    setConversations(given());
  });
}

/** Before each test: Vera Verified's leads, and her conversation on lead 502 (or `given`). */
export function useLawyerConversations(given: () => StoredConversation[] = lawyerConversations) {
  useLeadBackend();
  beforeEach(() => setConversations(given()));
}

const client: ApiUser = sessionUser('client');
export { verifiedLawyer };

/** The client's case page at `route`, once its heading and the sections it loads after the case
 * are there. */
export async function openCase(route = '/cases/1') {
  const page = renderWithProviders({ route, user: client });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Deposit not returned by my landlord' },
    { timeout: 5000 },
  );
  await caseSectionsLoaded();
  // a person may pick any file in the system dialog ("All files"), so `accept` is not applied
  return { ...page, userEvent: userEvent.setup({ applyAccept: false }) };
}

/** Vera's lead page at `route`, once its heading (`title`) is there. */
export async function openLead(route = '/leads/502', title = 'Financial settlement on separation') {
  const page = renderWithProviders({ route, user: verifiedLawyer });
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  return page;
}

/** The open conversation with `other`, as a region named by its heading. */
export async function findThread(other: string) {
  return within(await screen.findByRole('region', { name: `Conversation with ${other}` }));
}

/** The open thread's heading has the focus: the thread moves it there from its effect, once it is
 * committed, so a moment after the thread is found. */
export async function expectThreadFocused(other: string) {
  const thread = await findThread(other);
  const heading = thread.getByRole('heading', { name: `Conversation with ${other}` });
  await waitFor(() => expect(heading).toHaveFocus());
  return thread;
}

/** The thread's messages, in the order shown. */
export async function findMessages(other: string) {
  const log = await screen.findByRole('log', { name: `Messages with ${other}` });
  return within(log);
}

/** The client's case page with Sarah Mitchell's conversation open, its thread and its composer. */
export async function openSarah() {
  const page = await openCase('/cases/1?conversation=7');
  const thread = await findThread('Sarah Mitchell');
  await findMessages('Sarah Mitchell');
  return { ...page, thread, form: within(thread.getByRole('form', { name: 'Write to Sarah Mitchell' })) };
}

/** A live stream the test writes to: each stream the page opens is kept, and `send` writes an
 * event to every open one. */
export function liveStreams() {
  const open: ReadableStreamDefaultController<Uint8Array>[] = [];
  let opened = 0;
  server.use(
    http.get(conversationUrls.events, ({ request }) => {
      opened += 1;
      return eventStream(request, (controller) => open.push(controller));
    }),
  );
  return {
    opened: () => opened,
    /** the server ends every open stream (an instance restarting) */
    end: () => {
      for (const controller of open.splice(0)) controller.close();
    },
    send: (type: string, data: unknown) => {
      for (const controller of open) {
        try {
          write(controller, eventText(type, data));
        } catch {
          // a stream the page has let go
        }
      }
    },
  };
}

/** A file as a person picks it: `size` bytes of `type`, its name on its first line (the tests'
 * backend reads it there: tests/web/msw/conversation-handlers.ts). */
export function fileOf(name: string, type: string, size = 2048) {
  const head = new TextEncoder().encode(`${name}\n`).slice(0, size);
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}
