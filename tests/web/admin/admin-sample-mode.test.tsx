import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUrls } from '../msw/admin-handlers';
import { server } from '../msw/server';
import { expectNotification, recordRequests } from '../support';
import { card, expectPendingCount, openAdminDashboard, withoutListsByState } from './admin-page';

// docs/decisions/0008-admin-decisions-call-the-review-extension.md: a backend without the
// review extension answers the list (and the counts of the lists by state) with 404
function withoutExtension() {
  withoutListsByState();
  server.use(http.get(adminUrls.list, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
}

async function openSampleDashboard() {
  withoutExtension();
  const utils = await openAdminDashboard({ waitForList: false });
  await screen.findByRole('article', { name: 'Amelia Clarke' });
  return utils;
}

describe('admin dashboard on a backend without the review extension', () => {
  it('shows the sample requests, marked as sample data', async () => {
    await openSampleDashboard();
    const heading = screen.getByRole('heading', { name: 'Lawyer Verification Requests' });
    expect(heading.parentElement).toHaveTextContent('Sample data');
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Amelia Clarke',
      'Daniel Price',
      "Siobhan O'Neill",
    ]);
    expectPendingCount(3);
    expect(card('Daniel Price').getByText('Cardiff')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Approve and Reject only notify and drop the request here: no call is made', async () => {
    const sent = recordRequests();
    const { userEvent } = await openSampleDashboard();

    await userEvent.click(screen.getByRole('button', { name: 'Approve Amelia Clarke' }));
    await expectNotification('Lawyer Approved', 'The lawyer has been verified and can now receive cases.');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Amelia Clarke' })).not.toBeInTheDocument(),
    );
    expectPendingCount(2);

    await userEvent.click(screen.getByRole('button', { name: 'Reject Daniel Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Daniel Price?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Missing bar certificate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Application' }));
    await expectNotification('Lawyer Rejected', 'The lawyer application has been rejected.');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Daniel Price' })).not.toBeInTheDocument(),
    );
    expectPendingCount(1);

    await userEvent.click(screen.getByRole('button', { name: "View Documents of Siobhan O'Neill" }));
    const documents = await screen.findByRole('dialog', { name: "Documents of Siobhan O'Neill" });
    expect(within(documents).getAllByText('Sample data: no file to open.')).toHaveLength(2);
    expect(within(documents).getByText(/Not submitted/)).toBeInTheDocument();

    // the review calls only (the header's bell asks for its own)
    const review = (await sent.bodies()).filter((r) => r.url.startsWith(adminUrls.list));
    expect(review.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${adminUrls.list}counts/`,
      `GET ${adminUrls.pending}`,
    ]);
  });

  it('Request More Info says that nothing was sent for a sample', async () => {
    const sent = recordRequests();
    const { userEvent } = await openSampleDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Request More Info from Daniel Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request more information from Daniel Price' });
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Please send your bar certificate.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await expectNotification('Sample data', 'This is a sample request, so no message was sent.');
    expect(screen.getByRole('article', { name: 'Daniel Price' })).toBeInTheDocument();
    expect((await sent.bodies()).filter((r) => r.method === 'POST')).toEqual([]);
  });
});
