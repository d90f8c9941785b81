// Deciding on a backend with the lists by state: Approve asks first, naming the lawyer, and
// Reject requires the reason the lawyer will see; a failure is told in the dialog and keeps
// what was typed (docs/decisions/0028-failures-are-told-and-lose-nothing.md).
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../msw/server';
import { expectNotification, recordRequests } from '../support';
import { deskUrls, openDesk, shownNames } from './desk-backend';

const posts = async (sent: ReturnType<typeof recordRequests>) =>
  (await sent.bodies()).filter((r) => r.method === 'POST').map(({ url, body }) => ({ url, body }));

describe('approving', () => {
  it('asks first, naming the lawyer: Cancel sends nothing and gives the focus back', async () => {
    const sent = recordRequests();
    const { userEvent } = await openDesk();
    const approve = screen.getByRole('button', { name: 'Approve Priya Shah' });
    await userEvent.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approve Priya Shah?' });
    expect(dialog).toHaveTextContent('The lawyer is verified and can receive cases.');
    // the safe choice has the focus
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(approve).toHaveFocus();
    await userEvent.click(approve);
    await screen.findByRole('dialog', { name: 'Approve Priya Shah?' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await posts(sent)).toEqual([]);
    expect(shownNames()).toEqual(['Priya Shah', 'Owen Price']);
  });

  it('approves once confirmed, with the version reviewed', async () => {
    const sent = recordRequests();
    const { userEvent } = await openDesk();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Owen Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Owen Price?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expectNotification('Lawyer Approved', 'The lawyer has been verified and can now receive cases.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await posts(sent)).toEqual([{ url: deskUrls.approve('602'), body: { version: 1 } }]);
  });

  it('says in the dialog why an approval failed, and Approve works again', async () => {
    const { userEvent } = await openDesk();
    server.use(
      http.post(deskUrls.approve(':id'), () => HttpResponse.json({ detail: 'x' }, { status: 503 }), {
        once: true,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve Priya Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Priya Shah?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server had a problem (503). Please try again.',
    );
    expect(await screen.findByText('Could not approve Priya Shah')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expectNotification('Lawyer Approved', 'The lawyer has been verified and can now receive cases.');
  });

  it('says what deciding a re-check does', async () => {
    const { userEvent } = await openDesk();
    await userEvent.click(screen.getByRole('tab', { name: 'Re-checks (1)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Tom Hughes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Tom Hughes?' });
    expect(dialog).toHaveTextContent(
      'The proposed details replace the approved ones, and the lawyer stays verified.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject Tom Hughes' }));
    expect(await screen.findByRole('dialog', { name: 'Reject Tom Hughes?' })).toHaveTextContent(
      'The lawyer keeps the approved details and stays verified, and is told your reason.',
    );
  });
});

describe('rejecting', () => {
  it('requires the reason: without one it says so and sends nothing; with one it sends it', async () => {
    const sent = recordRequests();
    const { userEvent } = await openDesk();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Owen Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Owen Price?' });
    const reason = within(dialog).getByLabelText('Reason');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Application' }));
    expect(
      await within(dialog).findByText('Please write the reason the lawyer will see'),
    ).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Application' }));
    expect(within(dialog).getByText('Please write the reason the lawyer will see')).toBeInTheDocument();
    expect(await posts(sent)).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'The BSB register lists no barrister by this number.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Application' }));
    await expectNotification('Lawyer Rejected', 'The lawyer application has been rejected.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await posts(sent)).toEqual([
      {
        url: deskUrls.reject('602'),
        body: { reason: 'The BSB register lists no barrister by this number.', version: 1 },
      },
    ]);
  });

  it('keeps the reason typed when the call fails', async () => {
    const { userEvent } = await openDesk();
    server.use(
      http.post(
        deskUrls.reject(':id'),
        () => HttpResponse.json({ reason: ['This field may not be blank.'] }, { status: 400 }),
        { once: true },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject Priya Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Priya Shah?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Blurred ID');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter a reason.');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Blurred ID');
    expect(within(dialog).getByRole('button', { name: 'Reject Application' })).toBeEnabled();
  });
});
