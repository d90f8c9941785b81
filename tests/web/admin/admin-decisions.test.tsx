import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUrls } from '../msw/admin-handlers';
import { server } from '../msw/server';
import { expectNotification, recordRequests } from '../support';
import {
  card,
  expectErrorNotification,
  expectPendingCount,
  freshQueueForEachTest,
  openAdminDashboard,
} from './admin-page';

freshQueueForEachTest();

const posts = (sent: ReturnType<typeof recordRequests>) =>
  sent.bodies().then((all) => all.filter((r) => r.method === 'POST'));

async function expectGone(name: string) {
  await waitFor(() => expect(screen.queryByRole('article', { name })).not.toBeInTheDocument());
}

describe('deciding a verification request', () => {
  it('approves: one call, the spec notification, and the request leaves the list', async () => {
    const sent = recordRequests();
    const { userEvent } = await openAdminDashboard();
    await userEvent.click(card('Eleanor Whitaker').getByRole('button', { name: 'Approve Eleanor Whitaker' }));

    await expectNotification('Lawyer Approved', 'The lawyer has been verified and can now receive cases.');
    await expectGone('Eleanor Whitaker');
    expectPendingCount(2);
    // the version shown (docs/decisions/0075-decisions-name-the-version-reviewed.md)
    expect(await posts(sent)).toEqual([
      { method: 'POST', url: adminUrls.approve('501'), body: { version: 1 } },
    ]);
    // keyboard users are not dropped on the page body with the removed button
    expect(screen.getByRole('heading', { name: 'Lawyer Verification Requests' })).toHaveFocus();
  });

  it('decides once on a double click', async () => {
    const sent = recordRequests();
    const { userEvent } = await openAdminDashboard();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Approve Rajesh Kapoor' }));
    await expectGone('Rajesh Kapoor');
    expect((await posts(sent)).map((r) => r.url)).toEqual([adminUrls.approve('502')]);
  });

  it.each([
    [
      'with a reason',
      'Bar number does not match the SRA register.',
      { reason: 'Bar number does not match the SRA register.', version: 1 },
    ],
    // a rejection without a reason: the local API now refuses it, so only a backend without the
    // lists by state takes one (desk-decisions.test.tsx, admin-sample-mode.test.tsx)
  ])('rejects after confirming, %s', async (_case, reason, body) => {
    const sent = recordRequests();
    const { userEvent } = await openAdminDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Morag Campbell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Morag Campbell?' });
    expect(await posts(sent)).toEqual([]); // nothing is decided before the confirmation
    if (reason) await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), reason);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Application' }));

    await expectNotification('Lawyer Rejected', 'The lawyer application has been rejected.');
    await expectGone('Morag Campbell');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expectPendingCount(2);
    expect(await posts(sent)).toEqual([{ method: 'POST', url: adminUrls.reject('503'), body }]);
  });

  it('cancelling a rejection decides nothing', async () => {
    const sent = recordRequests();
    const { userEvent } = await openAdminDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Morag Campbell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Morag Campbell?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject Morag Campbell' })).toHaveFocus();
    expect(await posts(sent)).toEqual([]);
    expectPendingCount(3);
  });

  it('requests more information with a required message', async () => {
    const sent = recordRequests();
    const { userEvent } = await openAdminDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Request More Info from Rajesh Kapoor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request more information from Rajesh Kapoor' });
    const message = within(dialog).getByLabelText('Message');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(
      await within(dialog).findByText('Please write what the lawyer should send or explain'),
    ).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(await posts(sent)).toEqual([]);

    await userEvent.type(message, 'Please upload your law degree certificate.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await expectNotification('Information Requested', 'Your message has been sent to Rajesh Kapoor.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await posts(sent)).toEqual([
      {
        method: 'POST',
        url: adminUrls.requestInfo('502'),
        body: { message: 'Please upload your law degree certificate.', version: 1 },
      },
    ]);
    // it now waits for the lawyer, so it leaves the pending queue on the refetch
    await expectGone('Rajesh Kapoor');
    expectPendingCount(2);
  });

  it('keeps the request and says why when a decision fails', async () => {
    server.use(
      http.post(adminUrls.approve(':id'), () => HttpResponse.json({ detail: 'x' }, { status: 503 })),
    );
    const { userEvent } = await openAdminDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Eleanor Whitaker' }));

    await expectErrorNotification(
      'Could not approve Eleanor Whitaker',
      'The server had a problem (503). Please try again.',
    );
    expect(screen.queryByText('Lawyer Approved')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Eleanor Whitaker' })).toBeInTheDocument();
    expectPendingCount(3);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Approve Eleanor Whitaker' })).toBeEnabled(),
    );
  });

  it('keeps the dialog and what was typed when the call fails', async () => {
    server.use(
      http.post(
        adminUrls.reject(':id'),
        () => HttpResponse.json({ detail: 'This request has already been approved.' }, { status: 409 }),
        {
          once: true,
        },
      ),
    );
    const { userEvent } = await openAdminDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Eleanor Whitaker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Eleanor Whitaker?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Expired ID');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Application' }));

    // the modal hides the page (and its notification) from assistive technology, so the
    // dialog says it too
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This request has already been approved.',
    );
    // the notification system loads with the first notification: it may arrive a moment later
    expect(await screen.findByText('Could not reject Eleanor Whitaker')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reject Eleanor Whitaker?' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Expired ID');
    expect(within(dialog).getByRole('button', { name: 'Reject Application' })).toBeEnabled();
  });
});
