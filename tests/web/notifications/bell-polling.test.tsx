// How often the bell asks (docs/decisions/0092-notification-bell-and-mail.md): once a minute while
// the tab is shown, never while it is hidden, and a return to the tab within the minute asks
// nothing. The query library's interval timers are recorded here, so the minute is not waited.
import { focusManager, timeoutManager, type TimeoutCallback } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordRequests } from '../support';
import { bell, openClientDashboard, openPanel } from './bell-helpers';
import { notificationUrls, useNotificationBackend } from '../msw/notification-handlers';

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

useNotificationBackend();
afterEach(() => focusManager.setFocused(undefined));

/** Runs every interval timer that is due after `ms`, once. */
const pass = (ms: number) =>
  act(() => {
    for (const { run, every } of [...intervals.values()]) if (every <= ms) run();
  });

describe('polling', () => {
  it('asks once a minute while the tab is shown, and not while it is hidden', async () => {
    const requests = recordRequests();
    const { userEvent, queryClient } = await openClientDashboard();
    await bell('Notifications, 2 unread');
    const asked = () => requests.to(notificationUrls.list).length;
    expect(asked()).toBe(1);
    // the only timer is the minute's
    expect([...intervals.values()].map((i) => i.every)).toEqual([60_000]);

    await pass(59_999);
    expect(asked()).toBe(1);
    await pass(60_000);
    await waitFor(() => expect(asked()).toBe(2));

    // with the panel open, still one timer
    await openPanel(userEvent);
    expect([...intervals.values()].map((i) => i.every)).toEqual([60_000]);

    focusManager.setFocused(false);
    await pass(60_000);
    await pass(60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toBe(2);

    // back to the tab within the minute of the last answer: nothing asked
    await act(() => focusManager.setFocused(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toBe(2);

    // back after more than a minute away: asked at once, and once
    focusManager.setFocused(false);
    // the last answer, as it would be after a minute and a second away
    const query = queryClient.getQueryCache().find({ queryKey: ['notifications'] });
    query?.setState({ dataUpdatedAt: Date.now() - 61_000 });
    focusManager.setFocused(true);
    await waitFor(() => expect(asked()).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toBe(3);
  });
});
