import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUrls } from '../msw/admin-handlers';
import { server } from '../msw/server';
import { lastingFault, recordRequests } from '../support';
import { card, expectPendingCount, freshQueueForEachTest, openAdminDashboard } from './admin-page';
import { onePage } from '../msw/pages';

freshQueueForEachTest();

const ALL = ['Eleanor Whitaker', 'Rajesh Kapoor', 'Morag Campbell'];
const shownNames = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('admin dashboard', () => {
  it('shows the six fixed figures of spec §9, formatted en-GB', async () => {
    await openAdminDashboard();
    const figures = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toMatchObject({
      'Total Users': '1,247',
      'Active Lawyers': '89',
      'Total Cases': '456',
      'Monthly Revenue': '£15,750',
      'Average Rating': '4.7',
      'Completion Rate': '94%',
    });
  });

  it('loads the pending queue with the token and shows every request with its details', async () => {
    const sent = recordRequests();
    await openAdminDashboard();
    expect(sent.to(adminUrls.pending)).toHaveLength(1);
    expect(shownNames()).toEqual(ALL);
    expectPendingCount(3);

    const eleanor = card('Eleanor Whitaker');
    for (const text of [
      'eleanor.whitaker@whitakerfamilylaw.co.uk',
      'Family Law',
      'Manchester',
      '6 years experience',
      'SRA-482913',
      '12 Mar 2026',
    ]) {
      expect(eleanor.getByText(text)).toBeInTheDocument();
    }
    expect(card('Morag Campbell').getByText('1 year experience')).toBeInTheDocument();
    // spec §2's 'Bar number', with the UK words beside it (docs/decisions/0119-smaller-things.md)
    expect(eleanor.getByText(/^Bar number/)).toHaveTextContent(
      /^Bar number \((SRA number|SRA or Bar Standards Board number)\):$/,
    );
    for (const name of ['Approve', 'Reject', 'View Documents of', 'Request More Info from']) {
      expect(eleanor.getByRole('button', { name: `${name} Eleanor Whitaker` })).toBeEnabled();
    }
  });

  it('says in words which documents were sent, not by colour alone', async () => {
    await openAdminDashboard();
    const ticks = card('Rajesh Kapoor').getByRole('list', { name: 'Documents' });
    expect(
      within(ticks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ID submitted', 'Degree missing', 'Bar Certificate submitted']);
  });

  describe('search (docs/decisions/0007-admin-search-filters-the-list.md)', () => {
    it.each([
      ['name', 'WHITAKER', ['Eleanor Whitaker']],
      ['email', 'kapoorimmigration.com', ['Rajesh Kapoor']],
      ['specialization', 'property law', ['Morag Campbell']],
    ])('filters by %s as the admin types, ignoring case', async (_field, text, expected) => {
      const { userEvent } = await openAdminDashboard();
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search requests' }), text);
      await waitFor(() => expect(shownNames()).toEqual(expected));
      // the count is of the queue, not of the matches
      expectPendingCount(3);
      await userEvent.clear(screen.getByRole('searchbox', { name: 'Search requests' }));
      await waitFor(() => expect(shownNames()).toEqual(ALL));
    });

    it('says so when nothing matches', async () => {
      const { userEvent } = await openAdminDashboard();
      await userEvent.type(
        screen.getByRole('searchbox', { name: 'Search requests' }),
        'Conveyancing Glasgow',
      );
      expect(await screen.findByText(/No requests match “Conveyancing Glasgow”/)).toBeInTheDocument();
      expect(shownNames()).toEqual([]);
    });
  });

  it('shows placeholders while the queue loads', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(adminUrls.list, async () => {
        await held;
        return HttpResponse.json(onePage([]));
      }),
    );
    await openAdminDashboard({ waitForList: false });
    expect(await screen.findAllByTestId('request-placeholder')).toHaveLength(3);
    expect(screen.getByText('Loading verification requests…')).toBeInTheDocument();
    answer();
    expect(await screen.findByText(/No pending verification requests/)).toBeInTheDocument();
    expect(screen.queryByTestId('request-placeholder')).not.toBeInTheDocument();
    expectPendingCount(0);
  });

  it('tells what went wrong when the queue cannot load, and Retry loads it', async () => {
    const fault = lastingFault(() => HttpResponse.json({ detail: 'boom' }, { status: 500 }));
    server.use(http.get(adminUrls.list, fault.answer));
    const { userEvent } = await openAdminDashboard({ waitForList: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the verification requests.');
    expect(alert).toHaveTextContent('The server had a problem (500). Please try again.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    fault.end();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Eleanor Whitaker' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expectPendingCount(3);
  });

  it('treats a list that does not match the contract as an error, not sample data', async () => {
    server.use(http.get(adminUrls.list, () => HttpResponse.json(onePage([{ id: 1, name: 'No Email' }]))));
    await openAdminDashboard({ waitForList: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be read');
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
  });
});
