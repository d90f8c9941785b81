// The client's dashboard lists their conversations with unread counts, and a `message`
// notification in the bell reads as a sentence and opens its conversation; a message that arrives
// while a conversations page is open asks for the bell's count at once
// (docs/decisions/0122-conversation-screens.md).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationSchema } from '@/api/cases-contract';
import { message, SARAH } from '../msw/conversation-fixtures';
import { http, HttpResponse } from 'msw';
import { conversationUrls, storedConversation } from '../msw/conversation-handlers';
import { server } from '../msw/server';
import { notificationUrls, setNotifications, useNotificationBackend } from '../msw/notification-handlers';
import { expectNoAxeViolations } from '../account/no-axe-violations';
import { bell, openClientDashboard, openPanel } from '../notifications/bell-helpers';
import { recordRequests, stubObjectUrls } from '../support';
import {
  expectThreadFocused,
  findThread,
  liveStreams,
  openCase,
  useClientConversations,
} from './conversation-helpers';

useClientConversations();
useNotificationBackend(() => []);
stubObjectUrls();

const NEW_MESSAGE = notificationSchema.parse({
  id: '40',
  kind: 'message',
  text: 'New message from Sarah Mitchell about “Deposit not returned by my landlord”',
  link: '/cases/1?conversation=7',
  createdAt: '2026-11-03T09:00:00Z',
  readAt: null,
});

async function messagesCard() {
  const heading = await screen.findByRole('heading', { name: /^Messages/ }, { timeout: 5000 });
  return within(heading.closest('[data-slot="card"]') as HTMLElement);
}

describe('the client dashboard’s Messages', () => {
  it('lists the conversations, latest first, with unread counts, each linking to its case', async () => {
    const requests = recordRequests();
    await openClientDashboard();
    const card = await messagesCard();
    expect(card.getByRole('heading', { name: 'Messages 2 unread messages' })).toBeInTheDocument();
    const links = card.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/cases/1?conversation=7',
      '/cases/1?conversation=8',
    ]);
    expect(links[0]).toHaveAccessibleName(
      'Sarah Mitchell Deposit not returned by my landlord Last message 3 Nov 2026, 09:00 GMT 1 unread message',
    );
    await expectNoAxeViolations();
    // no thread is open: no live stream (its counts follow a poll, as the bell's)
    expect(requests.to(conversationUrls.events)).toEqual([]);
  });
});

describe('a message in the bell', () => {
  it('reads as a sentence and opens the conversation it names', async () => {
    setNotifications([NEW_MESSAGE]);
    const { userEvent, router } = await openClientDashboard();
    const panel = await openPanel(userEvent);
    await userEvent.click(
      panel.getByRole('link', { name: /^Unread: ?New message from Sarah Mitchell about/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/1'));
    expect(router.state.location.search).toBe('?conversation=7');
    await expectThreadFocused('Sarah Mitchell');
    await bell('Notifications');
  });

  it('goes down at once when the conversation is read here, as the server marks its notification', async () => {
    setNotifications([NEW_MESSAGE]);
    server.use(
      http.post(conversationUrls.read('7'), () => {
        setNotifications([{ ...NEW_MESSAGE, readAt: new Date().toISOString() }]);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { userEvent } = await openCase();
    await bell('Notifications, 1 unread');
    await userEvent.click(
      await screen.findByRole('link', { name: /^Open conversation \(1 unread\) with Sarah Mitchell$/ }),
    );
    await findThread('Sarah Mitchell');
    await bell('Notifications');
  });

  it('asks for its count again when a message arrives while a thread is open', async () => {
    const live = liveStreams();
    const requests = recordRequests();
    // Daniel's open; Sarah writes in hers
    await openCase('/cases/1?conversation=8');
    await findThread('Daniel Okafor');
    await waitFor(() => expect(live.opened()).toBe(1));
    const asked = () => requests.to(notificationUrls.list).length;
    const before = asked();

    const added = message('7', SARAH, 'lawyer', {
      text: 'One more question.',
      createdAt: new Date().toISOString(),
    });
    storedConversation('7')!.messages.push(added);
    setNotifications([NEW_MESSAGE]);
    live.send('message', { conversationId: '7', messageId: added.id });
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
    await bell('Notifications, 1 unread');
  });
});
