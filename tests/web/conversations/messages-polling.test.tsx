// A dashboard's Messages card holds no live stream: its counts are asked again each minute while
// the tab is shown, as the bell's are (docs/decisions/0122-conversation-screens.md). The query
// library's interval timers are recorded here, so the minute is not waited.
import { timeoutManager, type TimeoutCallback } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { message, SARAH } from '../msw/conversation-fixtures';
import { conversationUrls, storedConversation } from '../msw/conversation-handlers';
import { openClientDashboard } from '../notifications/bell-helpers';
import { recordRequests } from '../support';
import { useClientConversations } from './conversation-helpers';

// before any query exists: every interval the library starts is kept here, to be run by hand
const intervals = new Map<number, { run: TimeoutCallback; every: number }>();
let lastId = 0;
timeoutManager.setTimeoutProvider({
  setTimeout: (run, delay) => setTimeout(run, delay) as unknown as number,
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (run, every) => {
    intervals.set((lastId += 1), { run, every });
    return lastId;
  },
  clearInterval: (id) => {
    if (id !== undefined) intervals.delete(Number(id));
  },
});

useClientConversations();

describe('the dashboard’s Messages', () => {
  it('asks for the counts again each minute, without a live stream', async () => {
    const requests = recordRequests();
    await openClientDashboard();
    const heading = await screen.findByRole(
      'heading',
      { name: 'Messages 2 unread messages' },
      { timeout: 5000 },
    );
    const card = within(heading.closest('[data-slot="card"]') as HTMLElement);
    const asked = () => requests.sent.filter((r) => r.url === conversationUrls.list).length;
    expect(asked()).toBe(1);

    storedConversation('7')!.messages.push(
      message('7', SARAH, 'lawyer', { text: 'And one more.', createdAt: new Date().toISOString() }),
    );
    act(() => {
      for (const { run, every } of [...intervals.values()]) if (every === 60_000) run();
    });
    await waitFor(() => expect(asked()).toBe(2));
    expect(await card.findByRole('heading', { name: 'Messages 3 unread messages' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: /^Sarah Mitchell.*2 unread messages$/ })).toBeInTheDocument();
    expect(requests.to(conversationUrls.events)).toEqual([]);
  });
});
