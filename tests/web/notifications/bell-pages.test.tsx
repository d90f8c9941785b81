// The bell's list a page at a time (docs/decisions/0110-limits-on-writing.md): the unread count is
// the server's, of all of them; the panel shows the first page with the count, Show more the next,
// and Mark all as read marks the later pages loaded too. Closed, the panel keeps only the first
// page, so that the poll asks for one.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationSchema, type Notification } from '@/api/cases-contract';
import { notificationUrls, useNotificationBackend } from '../msw/notification-handlers';
import { recordRequests } from '../support';
import { bell, openClientDashboard, openPanel } from './bell-helpers';

/** 25 notifications, newest first; the first 22 unread. */
const MANY: Notification[] = Array.from({ length: 25 }, (_, i) =>
  notificationSchema.parse({
    id: String(100 - i),
    kind: 'case_response',
    text: `Lawyer ${i + 1} responded to your case`,
    link: '/cases/1',
    createdAt: new Date(Date.UTC(2026, 10, 20, 12) - i * 60_000).toISOString(),
    readAt: i < 22 ? null : '2026-11-01T09:00:00Z',
  }),
);

useNotificationBackend(() => MANY);

describe('the bell with more notifications than a page', () => {
  it('counts every unread one, and the panel shows 20 of 25 with Show more', async () => {
    const sent = recordRequests();
    const { userEvent } = await openClientDashboard();
    const button = await bell('Notifications, 22 unread');
    expect(within(button).getByText('22')).toBeInTheDocument();

    const panel = await openPanel(userEvent);
    expect(panel.getAllByRole('link')).toHaveLength(20);
    expect(panel.getByText('Showing 20 of 25 notifications')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Show more notifications' }));
    await waitFor(() => expect(panel.getAllByRole('link')).toHaveLength(25));
    expect(panel.getAllByRole('listitem')[20]).toHaveFocus();
    expect(panel.getByText('Lawyer 25 responded to your case')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();
    // the panel is still open: the focus is inside it
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(sent.to(`${notificationUrls.list}?page=2`)).toHaveLength(1);
  });

  it('Mark all as read marks the later page too, and the count goes', async () => {
    const { userEvent } = await openClientDashboard();
    const panel = await openPanel(userEvent);
    await userEvent.click(panel.getByRole('button', { name: 'Show more notifications' }));
    await waitFor(() => expect(panel.getAllByRole('link')).toHaveLength(25));
    expect(panel.getByRole('link', { name: /Lawyer 21 responded/ })).toHaveTextContent(/^Unread:/);

    await userEvent.click(panel.getByRole('button', { name: 'Mark all as read' }));
    await bell('Notifications');
    expect(panel.getAllByRole('link')).toHaveLength(25);
    expect(panel.queryByText(/^Unread:/)).not.toBeInTheDocument();
    expect(panel.getByRole('link', { name: /Lawyer 21 responded/ })).not.toHaveTextContent(/^Unread:/);
  });

  it('closed, keeps only the first page: opened again, it shows 20 with Show more', async () => {
    const { userEvent } = await openClientDashboard();
    const panel = await openPanel(userEvent);
    await userEvent.click(panel.getByRole('button', { name: 'Show more notifications' }));
    await waitFor(() => expect(panel.getAllByRole('link')).toHaveLength(25));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();

    const again = await openPanel(userEvent);
    expect(again.getAllByRole('link')).toHaveLength(20);
    expect(again.getByRole('button', { name: 'Show more notifications' })).toBeInTheDocument();
  });
});
