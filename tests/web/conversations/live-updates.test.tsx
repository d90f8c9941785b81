// Live updates (docs/decisions/0122-conversation-screens.md): a `message` event brings the new
// message into the open thread and the counts up to date without a reload, a `read` event moves
// the read receipt, and a hidden tab holds no stream, catching up when shown again.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveSettings } from '@/api/conversation-events';
import { message, SARAH } from '../msw/conversation-fixtures';
import { conversationUrls, storedConversation } from '../msw/conversation-handlers';
import { recordRequests, stubObjectUrls } from '../support';
import { findMessages, liveStreams, openCase, useClientConversations } from './conversation-helpers';

useClientConversations();
stubObjectUrls();

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

/** Sarah writes: the store keeps it, and the stream says so. */
function sarahWrites(live: ReturnType<typeof liveStreams>, text: string) {
  const added = message('7', SARAH, 'lawyer', { text, createdAt: new Date().toISOString() });
  storedConversation('7')!.messages.push(added);
  live.send('message', { conversationId: '7', messageId: added.id });
  return added;
}

describe('live updates', () => {
  it('shows a message the other side writes in the open thread, asking only for what is new', async () => {
    const live = liveStreams();
    const requests = recordRequests();
    await openCase('/cases/1?conversation=7');
    const log = await findMessages('Sarah Mitchell');
    await waitFor(() => expect(live.opened()).toBe(1));

    const added = sarahWrites(live, 'I have drafted the letter to your landlord.');
    expect(await log.findByText('I have drafted the letter to your landlord.')).toBeInTheDocument();
    const lastId = storedConversation('7')!.messages.at(-2)!.id;
    expect(requests.to(`${conversationUrls.messages('7')}?after=${lastId}`)).toHaveLength(1);
    // read at once, since the thread is open and on screen
    await waitFor(() =>
      expect(storedConversation('7')!.messages.find((m) => m.id === added.id)?.readAt).not.toBeNull(),
    );
  });

  it('counts a message in another conversation as unread in the list', async () => {
    const live = liveStreams();
    await openCase('/cases/1?conversation=7');
    await findMessages('Sarah Mitchell');
    await waitFor(() => expect(live.opened()).toBe(1));
    const daniel = message('8', { id: '102', name: 'Daniel Okafor' }, 'lawyer', {
      text: 'Are you free on Monday?',
      createdAt: new Date().toISOString(),
    });
    storedConversation('8')!.messages.push(daniel);
    live.send('message', { conversationId: '8', messageId: daniel.id });
    const list = within(screen.getByRole('navigation', { name: 'Conversations about this case' }));
    expect(await list.findByRole('link', { name: /^Daniel Okafor.*2 unread messages$/ })).toBeInTheDocument();
  });

  it('moves the read receipt when the other side reads', async () => {
    const live = liveStreams();
    const { userEvent } = await openCase('/cases/1?conversation=7');
    const log = await findMessages('Sarah Mitchell');
    await waitFor(() => expect(live.opened()).toBe(1));
    await userEvent.type(screen.getByLabelText('Your message'), 'Attached is the report.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await log.findByText('Attached is the report.');
    const articles = () => log.getAllByRole('article');
    expect(within(articles()[1]!).getByText(/^Read/)).toBeInTheDocument();

    live.send('read', { conversationId: '7', readAt: new Date(Date.now() + 1000).toISOString() });
    await waitFor(() => expect(within(articles()[3]!).getByText(/^Read/)).toBeInTheDocument());
    expect(within(articles()[1]!).queryByText(/^Read/)).not.toBeInTheDocument();
  });

  it('lets the stream go while the tab is hidden, and catches up when it is shown', async () => {
    const live = liveStreams();
    await openCase('/cases/1?conversation=7');
    const log = await findMessages('Sarah Mitchell');
    await waitFor(() => expect(live.opened()).toBe(1));

    act(() => setVisibility('hidden'));
    // written while nobody listens
    const missed = message('7', SARAH, 'lawyer', {
      text: 'Written while you were away.',
      createdAt: new Date().toISOString(),
    });
    storedConversation('7')!.messages.push(missed);
    expect(log.queryByText('Written while you were away.')).not.toBeInTheDocument();

    act(() => setVisibility('visible'));
    await waitFor(() => expect(live.opened()).toBe(2));
    expect(await log.findByText('Written while you were away.')).toBeInTheDocument();
  });

  it('opens the stream again after it fails', async () => {
    liveSettings.firstRetryMs = 20;
    try {
      const live = liveStreams();
      await openCase('/cases/1?conversation=7');
      await findMessages('Sarah Mitchell');
      await waitFor(() => expect(live.opened()).toBe(1));
      live.end();
      await waitFor(() => expect(live.opened()).toBe(2));
      sarahWrites(live, 'Back again.');
      expect(await screen.findByText('Back again.')).toBeInTheDocument();
    } finally {
      liveSettings.firstRetryMs = 1_000;
    }
  });
});
