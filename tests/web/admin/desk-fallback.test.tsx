// A backend without the lists by state (`counts/` and `history/` answer 404) keeps today's
// page: the one pending list, no tabs, no history, Approve at once and an optional reason to
// reject (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUrls } from '../msw/admin-handlers';
import { server } from '../msw/server';
import { expectNotification, recordRequests } from '../support';
import { card, expectPendingCount, freshQueueForEachTest, openAdminDashboard } from './admin-page';

freshQueueForEachTest();

describe('on a backend without the lists by state', () => {
  it('shows the one pending list, without tabs or history', async () => {
    const sent = recordRequests();
    await openAdminDashboard();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^History of/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expectPendingCount(3);
    // the list fields it lacks show nothing, and break nothing
    const eleanor = card('Eleanor Whitaker');
    expect(eleanor.queryByRole('link', { name: /register/ })).not.toBeInTheDocument();
    expect(eleanor.queryByText('Education and bio')).not.toBeInTheDocument();
    expect(eleanor.queryByText(/ID (will be )?deleted/)).not.toBeInTheDocument();
    // the review calls only (the header's bell asks for its own)
    const review = (await sent.bodies()).filter((r) => r.url.startsWith(adminUrls.list));
    expect(review.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${adminUrls.list}counts/`,
      `GET ${adminUrls.pending}`,
    ]);
  });

  it('approves at once, and rejects with the reason optional', async () => {
    const { userEvent } = await openAdminDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Eleanor Whitaker' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectNotification('Lawyer Approved', 'The lawyer has been verified and can now receive cases.');

    await userEvent.click(screen.getByRole('button', { name: 'Reject Morag Campbell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Morag Campbell?' });
    expect(within(dialog).getByLabelText('Reason (optional)')).toBeInTheDocument();
  });

  it('a sample request is rejected without a reason: only the notification, no call', async () => {
    server.use(http.get(adminUrls.list, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    const sent = recordRequests();
    const { userEvent } = await openAdminDashboard({ waitForList: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Daniel Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Daniel Price?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Application' }));
    await expectNotification('Lawyer Rejected', 'The lawyer application has been rejected.');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Daniel Price' })).not.toBeInTheDocument(),
    );
    expect((await sent.bodies()).filter((r) => r.method === 'POST')).toEqual([]);
  });
});
