// The notification bell in the signed-in header (docs/decisions/0092-notification-bell-and-mail.md):
// the unread count, the list newest first with London times and unread marks, following one to
// its page (which marks it read), Mark all as read, the empty list, and the keyboard.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '../msw/fixtures';
import { renderWithProviders } from '../render';
import { recordRequests } from '../support';
import {
  CLIENT_NOTIFICATIONS,
  notificationUrls,
  setNotifications,
  useNotificationBackend,
} from '../msw/notification-handlers';
import { bell, openClientDashboard, openPanel, panel } from './bell-helpers';

useNotificationBackend();

describe('the bell', () => {
  it('shows how many are unread, and lists the newest first with their time and whether read', async () => {
    const { userEvent } = await openClientDashboard();
    const button = await bell('Notifications, 2 unread');
    expect(within(button).getByText('2')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const list = await openPanel(userEvent);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = list.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      // summer: British Summer Time; winter: Greenwich Mean Time
      'Unread: Amelia Hughes responded to your case "Deposit not returned by my landlord"2 Jul 2026, 11:05 BST',
      'Unread: Daniel Okafor responded to your case "Unfair dismissal from my job"2 Nov 2026, 09:15 GMT',
      'Priya Shah responded to your case "Deposit not returned by my landlord"28 Oct 2026, 16:40 GMT',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/cases/1', '/cases/2', '/cases/1']);
    expect(within(links[0]!).getByText('2 Jul 2026, 11:05 BST')).toHaveAttribute(
      'datetime',
      '2026-07-02T10:05:00Z',
    );
    // unread ones stand out on screen too
    expect(within(links[0]!).getByText(/Amelia Hughes/)).toHaveClass('font-semibold');
    expect(within(links[2]!).getByText(/Priya Shah/)).not.toHaveClass('font-semibold');
    expect(list.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  });

  it('follows a notification to its page in the app and marks it read', async () => {
    const requests = recordRequests();
    const { userEvent, router } = await openClientDashboard();
    const list = await openPanel(userEvent);

    // the router's own navigation: no page load
    await userEvent.click(list.getByRole('link', { name: /Daniel Okafor/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/2'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    await bell('Notifications, 1 unread');
    const sent = (await requests.bodies()).filter((r) => r.url === notificationUrls.read);
    expect(sent).toEqual([{ method: 'POST', url: notificationUrls.read, body: { ids: ['30'] } }]);
  });

  it('marks nothing when a notification already read is followed', async () => {
    const requests = recordRequests();
    const { userEvent, router } = await openClientDashboard();
    const list = await openPanel(userEvent);
    await userEvent.click(list.getByRole('link', { name: /Priya Shah/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/1'));
    await bell('Notifications, 2 unread');
    expect(requests.to(notificationUrls.read)).toEqual([]);
  });

  it('marks all as read: the count goes, and no item is marked unread', async () => {
    const requests = recordRequests();
    const { userEvent } = await openClientDashboard();
    const list = await openPanel(userEvent);
    await userEvent.click(list.getByRole('button', { name: 'Mark all as read' }));

    await bell('Notifications');
    await waitFor(() =>
      expect(list.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument(),
    );
    expect(list.getAllByRole('link').map((link) => link.textContent?.startsWith('Unread'))).toEqual([
      false,
      false,
      false,
    ]);
    expect(within(await bell('Notifications')).queryByText(/\d/)).not.toBeInTheDocument();
    const sent = (await requests.bodies()).filter((r) => r.url === notificationUrls.read);
    expect(sent.map((r) => r.body)).toEqual([{}]);
  });

  it('shows no count when all are read, and says so when there are none', async () => {
    setNotifications(CLIENT_NOTIFICATIONS.map((n) => ({ ...n, readAt: '2026-11-03T08:00:00Z' })));
    const first = await openClientDashboard();
    const button = await bell('Notifications');
    expect(within(button).queryByText(/\d/)).not.toBeInTheDocument();
    const list = await openPanel(first.userEvent);
    expect(list.getAllByRole('link')).toHaveLength(3);
    expect(list.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    first.unmount();

    setNotifications([]);
    const second = await openClientDashboard();
    const empty = await openPanel(second.userEvent);
    expect(empty.getByText('No notifications yet')).toBeInTheDocument();
    expect(empty.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a notification without a page of this site as text, not as a link', async () => {
    setNotifications([
      { ...CLIENT_NOTIFICATIONS[0]!, id: '40', text: 'Elsewhere', link: 'https://elsewhere.example/x' },
      { ...CLIENT_NOTIFICATIONS[0]!, id: '41', text: 'Nowhere', link: null },
    ]);
    const { userEvent } = await openClientDashboard();
    const list = await openPanel(userEvent);
    expect(list.getByText('Elsewhere')).toBeInTheDocument();
    expect(list.getByText('Nowhere')).toBeInTheDocument();
    expect(list.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('by keyboard and pointer', () => {
  it('opens with Enter or Space, moves with Tab, and closes with Escape back on the bell', async () => {
    const { userEvent } = await openClientDashboard();
    const button = await bell('Notifications, 2 unread');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await panel();
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('link', { name: /Amelia Hughes/ })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('link', { name: /Daniel Okafor/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.keyboard(' ');
    expect(await panel()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveFocus();
  });

  it('closes when Tab leaves the panel or a press lands elsewhere', async () => {
    const { userEvent } = await openClientDashboard();
    const button = await bell('Notifications, 2 unread');
    await userEvent.click(button);
    const dialog = await panel();
    within(dialog)
      .getByRole('link', { name: /Priya Shah/ })
      .focus();
    await userEvent.tab();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();

    await userEvent.click(button);
    await panel();
    await userEvent.click(screen.getByRole('heading', { level: 1, name: 'Client Dashboard' }));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});

describe('every role has the bell', () => {
  it.each([
    ['lawyer', '/lawyer-dashboard', 'Lawyer Dashboard'],
    ['admin', '/admin-dashboard', 'Admin Dashboard'],
  ] as const)('the %s', async (role, route, heading) => {
    renderWithProviders({ route, user: sessionUser(role) });
    await screen.findByRole('heading', { level: 1, name: heading });
    const nav = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(await nav.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });
});
