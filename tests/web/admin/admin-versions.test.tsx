// A decision names the version of the request the admin saw; when the lawyer has sent it again
// meanwhile, the page reloads the request, says what changed and keeps the note typed
// (docs/decisions/0075-decisions-name-the-version-reviewed.md).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUrls, resubmit } from '../msw/admin-handlers';
import { expectNotification, recordRequests } from '../support';
import { card, expectErrorNotification, freshQueueForEachTest, openAdminDashboard } from './admin-page';

freshQueueForEachTest();

const CHANGED =
  'This request changed since you opened it: the lawyer changed the licence number and the government ID. Review it again before deciding.';

const posts = async (sent: ReturnType<typeof recordRequests>) =>
  (await sent.bodies()).filter((r) => r.method === 'POST').map(({ url, body }) => ({ url, body }));

describe('a request sent again while the admin looks at it', () => {
  it('is not approved unseen: the page reloads it, says what changed, and approves the new one only when asked again', async () => {
    const sent = recordRequests();
    const { userEvent } = await openAdminDashboard();
    expect(card('Eleanor Whitaker').getByText('SRA-482913')).toBeInTheDocument();
    // Eleanor sends another licence number and ID after the admin opened the page
    resubmit('501', { barNumber: 'SRA-999999' }, ['government_id']);

    await userEvent.click(screen.getByRole('button', { name: 'Approve Eleanor Whitaker' }));

    await expectErrorNotification('Could not approve Eleanor Whitaker', CHANGED);
    expect(screen.queryByText('Lawyer Approved')).not.toBeInTheDocument();
    // the card shows the new version, and says what changed until the next decision
    expect(await card('Eleanor Whitaker').findByText('SRA-999999')).toBeInTheDocument();
    expect(card('Eleanor Whitaker').getByText(CHANGED)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Approve Eleanor Whitaker' })).toBeEnabled(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Approve Eleanor Whitaker' }));
    await expectNotification('Lawyer Approved', 'The lawyer has been verified and can now receive cases.');
    expect(await posts(sent)).toEqual([
      { url: adminUrls.approve('501'), body: { version: 1 } },
      { url: adminUrls.approve('501'), body: { version: 2 } },
    ]);
  });

  it('keeps the rejection reason typed, in the dialog and after closing it', async () => {
    const sent = recordRequests();
    const { userEvent } = await openAdminDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Morag Campbell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Morag Campbell?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Licence not on the register.');
    resubmit('503', { city: 'Glasgow', experience: 2 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Application' }));

    const told =
      'This request changed since you opened it: the lawyer changed the location and the experience. Review it again before deciding.';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(told);
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Licence not on the register.');

    // the admin closes the dialog to look at the request again, then comes back
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(card('Morag Campbell').getByText('Glasgow')).toBeInTheDocument();
    expect(card('Morag Campbell').getByText(told)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Morag Campbell' }));
    const again = await screen.findByRole('dialog', { name: 'Reject Morag Campbell?' });
    expect(within(again).getByLabelText('Reason (optional)')).toHaveValue('Licence not on the register.');
    await userEvent.click(within(again).getByRole('button', { name: 'Reject Application' }));

    await expectNotification('Lawyer Rejected', 'The lawyer application has been rejected.');
    expect(await posts(sent)).toEqual([
      { url: adminUrls.reject('503'), body: { reason: 'Licence not on the register.', version: 1 } },
      { url: adminUrls.reject('503'), body: { reason: 'Licence not on the register.', version: 2 } },
    ]);
  });

  it('names a request sent again unchanged as such', async () => {
    const { userEvent } = await openAdminDashboard();
    resubmit('502', {});
    await userEvent.click(screen.getByRole('button', { name: 'Request More Info from Rajesh Kapoor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request more information from Rajesh Kapoor' });
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Please send your degree.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This request changed since you opened it: the lawyer sent it again. Review it again before deciding.',
    );
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Please send your degree.');
  });
});
