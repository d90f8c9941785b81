// When the bell's calls fail (docs/decisions/0092-notification-bell-and-mail.md): a backend
// without notifications (404) shows no bell and is not asked again; any other failure is told in
// the panel with Retry; a failed mark-read says so and leaves the unread unread.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../msw/server';
import { expectNotification, recordRequests } from '../support';
import { bell, openClientDashboard, openPanel } from './bell-helpers';
import { notificationUrls, useNotificationBackend } from '../msw/notification-handlers';

useNotificationBackend();

const MARK_FAILED = 'Could not mark your notifications as read.';
const SERVER_PROBLEM = 'The server had a problem (500). Please try again.';
const serverError = () => HttpResponse.json({ detail: 'Internal server error.' }, { status: 500 });

describe('a backend without notifications', () => {
  it('shows no bell, and does not ask again', async () => {
    const requests = recordRequests();
    server.use(
      http.get(notificationUrls.list, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    const { queryClient } = await openClientDashboard();
    // the answer has been read: the query has settled on the 404
    await waitFor(() => expect(queryClient.getQueryState(['notifications'])?.status).toBe('error'));
    const nav = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(nav.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(requests.to(notificationUrls.list)).toHaveLength(1);
  });
});

describe('a list that cannot be loaded', () => {
  it('keeps the bell, tells the failure in the panel, and loads on Retry', async () => {
    let failing = true;
    // while failing, every answer is a 500; then the backend's own answers
    server.use(http.get(notificationUrls.list, () => (failing ? serverError() : undefined)));
    const { userEvent } = await openClientDashboard();
    const list = await openPanel(userEvent);
    expect(await list.findByText('Could not load your notifications.')).toBeInTheDocument();
    expect(list.getByRole('alert')).toHaveTextContent(SERVER_PROBLEM);
    expect(list.queryByText('No notifications yet')).not.toBeInTheDocument();

    failing = false;
    await userEvent.click(list.getByRole('button', { name: 'Retry' }));
    expect(await list.findByRole('link', { name: /Amelia Hughes/ })).toBeInTheDocument();
    expect(list.queryByText('Could not load your notifications.')).not.toBeInTheDocument();
    await bell('Notifications, 2 unread');
  });
});

describe('a mark-read that fails', () => {
  it('says so in the panel after Mark all as read, and keeps every unread one unread', async () => {
    server.use(http.post(notificationUrls.read, serverError));
    const { userEvent } = await openClientDashboard();
    const list = await openPanel(userEvent);
    await userEvent.click(list.getByRole('button', { name: 'Mark all as read' }));

    expect(await list.findByRole('alert')).toHaveTextContent(`${MARK_FAILED} ${SERVER_PROBLEM}`);
    expect(list.getAllByRole('link').map((link) => link.textContent?.startsWith('Unread'))).toEqual([
      true,
      true,
      false,
    ]);
    expect(list.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
    await bell('Notifications, 2 unread');
  });

  it('says so on the page a followed notification opened, and keeps it unread', async () => {
    server.use(http.post(notificationUrls.read, serverError));
    const { userEvent, router } = await openClientDashboard();
    const list = await openPanel(userEvent);
    await userEvent.click(list.getByRole('link', { name: /Amelia Hughes/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cases/1'));
    await expectNotification('Error', `${MARK_FAILED} ${SERVER_PROBLEM}`);
    const again = await openPanel(userEvent);
    expect(again.getByRole('link', { name: /Amelia Hughes/ }).textContent).toMatch(/^Unread: /);
    expect(again.getByRole('alert')).toHaveTextContent(MARK_FAILED);
    await bell('Notifications, 2 unread');
  });
});
