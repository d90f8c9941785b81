// The admin's figures of spec §9, live (docs/decisions/0104-admin-live-figures-and-reported-reviews.md):
// from the server in spec §9's order, the spec's fixed ones marked as samples only where the
// backend keeps none (404), and a failure told with Try again.
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminStatsSchema } from '@/api/stats-contract';
import { adminUrls } from '../msw/admin-handlers';
import { caseUrls } from '../msw/case-handlers';
import { server } from '../msw/server';
import { expectNotification } from '../support';
import { card, freshQueueForEachTest, openAdminDashboard } from './admin-page';

freshQueueForEachTest();

const LIVE = adminStatsSchema.parse({
  role: 'admin',
  users: 2_318,
  activeLawyers: 176,
  cases: 101,
  monthlyRevenuePence: 123_450,
  averageRating: 4.56,
  reviews: 1,
  completionRate: 0.875,
});

const overview = () => within(screen.getByRole('region', { name: 'Platform overview' }));
/** Each figure as 'label: value (note)', in the order shown. */
const shown = () =>
  overview()
    .getAllByRole('term')
    .map((term) => {
      const values = [];
      for (let dd = term.nextElementSibling; dd && dd.tagName === 'DD'; dd = dd.nextElementSibling)
        values.push(dd.textContent);
      return `${term.textContent}: ${values.join(' | ')}`;
    });

describe("the admin's figures", () => {
  it('are live from the server, in the order of spec §9, while loading keeping the cards', async () => {
    server.use(
      http.get(caseUrls.stats, async () => {
        await delay(200);
        return HttpResponse.json(LIVE);
      }),
    );
    await openAdminDashboard({ waitForList: false });
    expect(screen.getByText('Loading the platform figures…')).toHaveAttribute('role', 'status');
    expect(shown()).toEqual([
      'Total Users: ',
      'Active Lawyers: ',
      'Total Cases: ',
      'Monthly Revenue: ',
      'Average Rating: ',
      'Completion Rate: ',
    ]);
    await overview().findByText('2,318');
    // each says what it counts (docs/decisions/0118-admin-figures-that-mean-something.md)
    expect(shown()).toEqual([
      'Total Users: 2,318 | Client, lawyer and admin accounts',
      'Active Lawyers: 176 | Verified now and taking new cases',
      'Total Cases: 101 | Every case posted, open or closed',
      'Monthly Revenue: £1,234.50 | Fees of consultations held this month, paid to lawyers directly',
      'Average Rating: 4.6 | From 1 published review',
      'Completion Rate: 88% | Held, of the consultations held or cancelled this month',
    ]);
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading the platform figures…')).not.toBeInTheDocument();
  });

  it('say so in words when there are no reviews and no consultation has ended this month', async () => {
    server.use(
      http.get(caseUrls.stats, () =>
        HttpResponse.json({ ...LIVE, averageRating: null, reviews: 0, completionRate: null }),
      ),
    );
    await openAdminDashboard({ waitForList: false });
    await overview().findByText('2,318');
    expect(shown().slice(4)).toEqual([
      'Average Rating: No reviews yet | Reviews show once published',
      'Completion Rate: None this month | No consultation was held or cancelled this month',
    ]);
  });

  it('count the consultations reported as not attended beside the completion rate', async () => {
    server.use(http.get(caseUrls.stats, () => HttpResponse.json({ ...LIVE, noShows: 3 })));
    await openAdminDashboard({ waitForList: false });
    await overview().findByText('2,318');
    expect(shown().at(-1)).toBe(
      'Completion Rate: 88% | Held, of the consultations held or cancelled this month; 3 not attended',
    );
  });

  it("are spec §9's fixed figures, marked as samples, where the backend keeps none (404)", async () => {
    server.use(http.get(caseUrls.stats, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    await openAdminDashboard({ waitForList: false });
    expect(await screen.findByText('Sample data')).toBeInTheDocument();
    expect(shown()).toEqual([
      'Total Users: 1,247',
      'Active Lawyers: 89',
      'Total Cases: 456',
      'Monthly Revenue: £15,750',
      'Average Rating: 4.7',
      'Completion Rate: 94%',
    ]);
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('say when they could not be loaded, with Try again, and show no sample figures', async () => {
    const fail = () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 });
    // the query tries once more before it says so
    server.use(
      http.get(caseUrls.stats, fail, { once: true }),
      http.get(caseUrls.stats, fail, { once: true }),
    );
    const { userEvent } = await openAdminDashboard({ waitForList: false });
    expect(
      await screen.findByText(/The platform figures could not be loaded/, {}, { timeout: 3000 }),
    ).toHaveTextContent(
      'The platform figures could not be loaded: The server had a problem (500). Please try again.',
    );
    expect(overview().queryByText('1,247')).not.toBeInTheDocument();
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // the default answer: spec §9's values, live
    await overview().findByText('1,247');
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('follow an approval and a rejection without a reload', async () => {
    // the server's count moves with each decision it keeps
    let decided = 0;
    server.use(http.get(caseUrls.stats, () => HttpResponse.json({ ...LIVE, activeLawyers: 176 + decided })));
    const counted = () => {
      decided += 1; // and on to the queue's own answer
    };
    server.use(http.post(adminUrls.approve(':id'), counted), http.post(adminUrls.reject(':id'), counted));
    const { userEvent } = await openAdminDashboard();
    const active = () => shown()[1];
    await waitFor(() => expect(active()).toBe('Active Lawyers: 176 | Verified now and taking new cases'));

    await userEvent.click(card('Eleanor Whitaker').getByRole('button', { name: 'Approve Eleanor Whitaker' }));
    await waitFor(() => expect(active()).toBe('Active Lawyers: 177 | Verified now and taking new cases'));

    await userEvent.click(card('Morag Campbell').getByRole('button', { name: 'Reject Morag Campbell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Morag Campbell?' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'The bar number is not on the register.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Application' }));
    await expectNotification('Lawyer Rejected', 'The lawyer application has been rejected.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(active()).toBe('Active Lawyers: 178 | Verified now and taking new cases'));
  });
});
