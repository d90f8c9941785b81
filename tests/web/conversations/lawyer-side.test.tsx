// The lawyer's side (docs/decisions/0122-conversation-screens.md): after responding, the lead page
// holds the conversation with the client, named by their first name until a consultation is
// confirmed; before responding there is no way to write; the dashboard's Messages card lists the
// conversations with their unread counts and links to each.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { lawyerConversations, message, VERA, type StoredConversation } from '../msw/conversation-fixtures';
import { server } from '../msw/server';
import { leadUrls } from '../lawyers/lead-handlers';
import { setConversations, storedConversation } from '../msw/conversation-handlers';
import { expectNoAxeViolations } from '../account/no-axe-violations';
import { openDashboard } from '../lawyers/lawyer-helpers';
import {
  expectThreadFocused,
  findMessages,
  findThread,
  openLead,
  useLawyerConversations,
  verifiedLawyer,
} from './conversation-helpers';

useLawyerConversations();

/** Lead 501's conversation with Hannah Price, as a response or a booking opens it. */
const hannahsConversation = (): StoredConversation => ({
  id: '10',
  caseId: '501',
  caseTitle: 'Contact with my daughter after divorce',
  caseStatus: 'open',
  client: { id: '42', name: 'Hannah Price' },
  lawyer: VERA,
  confirmed: false,
  messages: [],
});

describe('the lawyer’s conversation with a client', () => {
  it('shows the client by first name only before a confirmed consultation', async () => {
    await openLead();
    const thread = await findThread('Oliver');
    expect(
      thread.getByText('About “Financial settlement on separation”. Only you and Oliver can read it.'),
    ).toBeInTheDocument();
    const log = await findMessages('Oliver');
    const [, question] = await log.findAllByRole('article');
    expect(question).toHaveAccessibleName(/^Oliver, /);
    expect(screen.queryByText(/Bennett/)).not.toBeInTheDocument();
    // not opened by a link: the page keeps its own focus
    expect(thread.getByRole('heading', { name: 'Conversation with Oliver' })).not.toHaveFocus();
    // open and on screen: the client's question is read
    await waitFor(() => expect(storedConversation('9')?.messages[1]?.readAt).not.toBeNull());
    await expectNoAxeViolations();
  });

  it('shows the full name once a consultation is confirmed', async () => {
    setConversations(lawyerConversations().map((c) => ({ ...c, confirmed: true })));
    await openLead();
    const log = await findMessages('Oliver Bennett');
    const [, question] = await log.findAllByRole('article');
    expect(question).toHaveAccessibleName(/^Oliver Bennett, /);
  });

  it('offers no way to write before the lawyer has responded, and the conversation once they have', async () => {
    // the conversations' code is loaded (another lead's thread shows), then the lead not answered
    const { router, userEvent } = await openLead();
    await findThread('Oliver');
    await act(() => router.navigate('/leads/501'));
    await screen.findByRole('heading', { level: 1, name: 'Contact with my daughter after divorce' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Write to/ })).not.toBeInTheDocument();

    // the response opens the conversation, its text the first message (docs/conversations.md)
    server.use(
      http.post(leadUrls.respond('501'), async ({ request }) => {
        const { message: text } = (await request.clone().json()) as { message: string };
        const opened = hannahsConversation();
        opened.messages = [message('10', VERA, 'lawyer', { text })];
        setConversations([...lawyerConversations(), opened]);
        return undefined; // the lead's own handler answers
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Respond to Case/ }));
    await userEvent.type(
      await screen.findByLabelText('Message to the client'),
      'I can help with contact arrangements.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Response' }));
    const thread = await findThread('Hannah');
    expect(
      await thread.findByText('I can help with contact arrangements.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(thread.getByRole('form', { name: 'Write to Hannah' })).toBeInTheDocument();
  });

  it('shows a conversation a booking about the case opened, before any response', async () => {
    const opened = hannahsConversation();
    opened.messages = [
      message('10', { id: '42', name: 'Hannah Price' }, 'client', { text: 'See you on Friday.' }),
    ];
    setConversations([...lawyerConversations(), opened]);
    await openLead('/leads/501?conversation=10', 'Contact with my daughter after divorce');
    const thread = await findThread('Hannah');
    expect(await thread.findByText('See you on Friday.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Respond to Case/ })).toBeInTheDocument();
  });

  it('focuses the conversation the bell’s link names', async () => {
    await openLead('/leads/502?conversation=9');
    await expectThreadFocused('Oliver');
  });
});

describe('the lawyer dashboard’s Messages', () => {
  it('lists the conversations with their unread counts, each linking to its lead', async () => {
    await openDashboard(verifiedLawyer);
    const card = within(
      (await screen.findByRole('heading', { name: /^Messages/ }, { timeout: 5000 })).closest(
        '[data-slot="card"]',
      ) as HTMLElement,
    );
    expect(card.getByRole('heading', { name: 'Messages 1 unread message' })).toBeInTheDocument();
    const link = card.getByRole('link', { name: /^Oliver/ });
    expect(link).toHaveAttribute('href', '/leads/502?conversation=9');
    expect(link).toHaveTextContent(/Financial settlement on separation/);
    expect(link).toHaveAccessibleName(/1 unread message$/);
    await expectNoAxeViolations();
  });
});
