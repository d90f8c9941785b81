import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './render';
import { expectNotification, findNotifications } from './support';

const MESSAGE = 'Please fill in all fields';

/** Raises a notification the way a person would: an empty sign-in form. */
async function raiseNotification(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Sign In' }));
  return expectNotification('Error', MESSAGE);
}

describe('notifications (decision 9)', () => {
  beforeAll(() => {
    // jsdom lacks pointer capture, which Radix Toast's swipe handling calls on a click
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows title and description in the 'Notifications' region, and 'Close toast' removes it", async () => {
    const { userEvent } = renderWithProviders({ route: '/login' });
    const toast = await raiseNotification(userEvent);

    await userEvent.click(toast.getByRole('button', { name: 'Close toast' }));

    const region = await findNotifications();
    await waitFor(() => expect(region.queryByText(MESSAGE)).not.toBeInTheDocument());
    expect(region.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('dismisses itself after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders({ route: '/login' });
    const user = userEventLib.setup({ advanceTimers: vi.advanceTimersByTime });
    await raiseNotification(user);
    const region = await findNotifications();

    await act(() => vi.advanceTimersByTimeAsync(4500));
    expect(region.getByText(MESSAGE)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(region.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('can be reached from the keyboard: F8 to the region, Tab to the notification, Escape closes it', async () => {
    const { userEvent } = renderWithProviders({ route: '/login' });
    await raiseNotification(userEvent);
    const region = screen.getByRole('region', { name: 'Notifications' });

    await userEvent.keyboard('[F8]');
    expect(region).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    expect(region).toContainElement(focused);
    expect(focused).toHaveTextContent(MESSAGE);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region).queryByText(MESSAGE)).not.toBeInTheDocument());
  });
});
