// The lists by state: tabs with their counts above the spec's list, New first; the search box
// still filters the list shown; a decision moves the request to its new list and the counts
// follow (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md for the backend
// without them: desk-fallback.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../msw/server';
import { expectNotification, lastingFault, recordRequests } from '../support';
import { card, expectPendingCount, openAdminDashboard } from './admin-page';
import { deskUrls, openDesk, shownNames, tabNames, withDeskBackend } from './desk-backend';

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the lists by state', () => {
  it('shows each list with its count, New first, and switches lists', async () => {
    const sent = recordRequests();
    const { userEvent } = await openDesk();
    expect(screen.getByRole('tablist', { name: 'Verification requests by state' })).toBeInTheDocument();
    expect(tabNames()).toEqual([
      'New (2)',
      'More info requested (1)',
      'Re-checks (1)',
      'Approved (1)',
      'Rejected (1)',
    ]);
    expect(tab('New (2)')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'New (2)' })).toContainElement(
      screen.getByRole('article', { name: 'Priya Shah' }),
    );
    expect(shownNames()).toEqual(['Priya Shah', 'Owen Price']);
    // waiting for an admin: the new requests and the re-checks
    expectPendingCount(3);

    await userEvent.click(tab('Rejected (1)'));
    expect(await screen.findByRole('article', { name: 'Gareth Evans' })).toBeInTheDocument();
    expect(shownNames()).toEqual(['Gareth Evans']);
    expect(tab('Rejected (1)')).toHaveAttribute('aria-selected', 'true');
    expect(tab('New (2)')).toHaveAttribute('aria-selected', 'false');
    // decided: it cannot be decided again, but its documents and history stay in reach
    const gareth = card('Gareth Evans');
    expect(gareth.queryByRole('button', { name: 'Approve Gareth Evans' })).not.toBeInTheDocument();
    expect(gareth.queryByRole('button', { name: 'Reject Gareth Evans' })).not.toBeInTheDocument();
    expect(gareth.getByRole('button', { name: 'View Documents of Gareth Evans' })).toBeEnabled();
    expect(gareth.getByRole('button', { name: 'History of Gareth Evans' })).toBeEnabled();
    expect(gareth.getByText('Reason given: Licence number not on the register.')).toBeInTheDocument();

    expect(sent.to(deskUrls.queue('new'))).toHaveLength(1);
    expect(sent.to(deskUrls.queue('rejected'))).toHaveLength(1);
    expect(sent.to(deskUrls.counts)).toHaveLength(1);
  });

  it('moves between the lists with the arrow keys, Home and End', async () => {
    const { userEvent } = await openDesk();
    await userEvent.click(tab('New (2)'));
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('More info requested (1)')).toHaveFocus();
    expect(tab('More info requested (1)')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Hannah Cole' })).toBeInTheDocument();
    expect(card('Hannah Cole').getByText('Asked for: A clearer ID, please.')).toBeInTheDocument();

    await userEvent.keyboard('{End}');
    expect(tab('Rejected (1)')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('New (2)')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Rejected (1)')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('New (2)')).toHaveFocus();
    expect(await screen.findByRole('article', { name: 'Priya Shah' })).toBeInTheDocument();
    // one tab stop for the tabs: Tab goes on to the search box
    await userEvent.tab();
    expect(screen.getByRole('searchbox', { name: 'Search requests' })).toHaveFocus();
  });

  it('filters the list shown as the admin types (docs/decisions/0007)', async () => {
    const { userEvent } = await openDesk();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'OWEN');
    await waitFor(() => expect(shownNames()).toEqual(['Owen Price']));
    expectPendingCount(3);
    await userEvent.click(tab('Re-checks (1)'));
    expect(await screen.findByText(/No requests match “OWEN”/)).toBeInTheDocument();
  });

  it('moves a decided request to its new list, updates the counts and keeps the focus', async () => {
    const { userEvent } = await openDesk();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Priya Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Priya Shah?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await expectNotification('Lawyer Approved', 'The lawyer has been verified and can now receive cases.');
    await waitFor(() => expect(shownNames()).toEqual(['Owen Price']));
    await waitFor(() => expect(tabNames()).toContain('Approved (2)'));
    expect(tabNames()).toContain('New (1)');
    expectPendingCount(2);
    // the card left with the focused button: the keyboard user is put back at the list heading
    expect(screen.getByRole('heading', { name: 'Lawyer Verification Requests' })).toHaveFocus();

    await userEvent.click(tab('Approved (2)'));
    await waitFor(() => expect(shownNames()).toEqual(['Priya Shah', 'Fiona MacLeod']));
  });

  it('tells when the counts cannot load, and Retry loads the lists', async () => {
    withDeskBackend();
    const fault = lastingFault(() => HttpResponse.json({ detail: 'x' }, { status: 500 }));
    server.use(http.get(deskUrls.counts, fault.answer));
    const { userEvent } = await openAdminDashboard({ waitForList: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the verification requests.');
    expect(alert).toHaveTextContent('The server had a problem (500). Please try again.');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    fault.end();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Priya Shah' })).toBeInTheDocument();
    expect(tab('New (2)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
