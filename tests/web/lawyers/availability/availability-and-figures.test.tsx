// The availability switch kept on the server, and the four figures live from it; where the
// backend has neither (404), the spec's local switch and fixed figures
// (docs/decisions/0095-the-lawyers-leads-screens.md).
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import { openDashboard, verifiedLawyer } from '../lawyer-helpers';
import { LIVE_STATS, leadUrls, useLeadBackend, withoutLeadExtensions } from '../lead-handlers';
import { onePage } from '../../msw/pages';

useLeadBackend();

const findSwitch = () => screen.findByRole('switch', { name: 'Availability Status' });

function figures() {
  return within(screen.getByRole('list', { name: 'Your figures' }));
}

/** Each card's text, once the figures have settled. */
async function cardTexts(settledOn: string) {
  await figures().findByText(settledOn);
  return figures()
    .getAllByRole('listitem')
    .map((card) => card.textContent);
}

describe('the availability switch, saved on the server', () => {
  it('starts as the server says and saves a change with PUT {available}, then says so', async () => {
    server.use(
      http.get(leadUrls.availability, () => HttpResponse.json({ available: false }), { once: true }),
    );
    const requests = recordRequests();
    const { userEvent } = await openDashboard(verifiedLawyer);
    const toggle = await findSwitch();
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('New bookings are paused.')).toBeInTheDocument();

    await userEvent.click(toggle);
    await expectNotification("You're now available", 'Clients can book consultations with you');
    expect(toggle).toBeChecked();
    expect(screen.getByText('You are accepting new consultations.')).toBeInTheDocument();
    const puts = (await requests.bodies()).filter(
      (r) => r.url === leadUrls.availability && r.method === 'PUT',
    );
    expect(puts.map((r) => r.body)).toEqual([{ available: true }]);
    // nothing is kept in the browser
    expect(localStorage.getItem('pref:availability:23')).toBeNull();
  });

  it('takes no other change while it saves, then gives the leads that follow from it', async () => {
    let answer: () => void = () => {};
    server.use(
      http.put(
        leadUrls.availability,
        async () => {
          await new Promise<void>((resolve) => (answer = resolve));
          return HttpResponse.json({ available: false });
        },
        { once: true },
      ),
    );
    const { userEvent } = await openDashboard(verifiedLawyer);
    expect(
      await screen.findByRole('heading', { name: 'Contact with my daughter after divorce' }),
    ).toBeInTheDocument();
    const toggle = await findSwitch();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-disabled', 'true'));
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveFocus();

    // the server now gives no leads to this lawyer
    server.use(http.get(leadUrls.list, () => HttpResponse.json(onePage([]))));
    answer();
    await expectNotification("You're now unavailable", 'New bookings are paused');
    expect(toggle).not.toHaveAttribute('aria-disabled');
    expect(
      await screen.findByText('You are unavailable: switch your availability on to see new cases'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Contact with my daughter after divorce' }),
    ).not.toBeInTheDocument();
  });

  it('puts the switch back and says why when the save fails', async () => {
    server.use(
      http.put(leadUrls.availability, () =>
        HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
      ),
    );
    const { userEvent } = await openDashboard(verifiedLawyer);
    const toggle = await findSwitch();
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your availability was not changed: The server had a problem (500). Please try again.',
    );
    expect(toggle).toBeChecked();
    expect(toggle).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('You are accepting new consultations.')).toBeInTheDocument();
    expect(screen.queryByText("You're now unavailable")).not.toBeInTheDocument();
  });

  it('is the local switch of the spec where the backend has no such setting (404)', async () => {
    withoutLeadExtensions();
    const requests = recordRequests();
    const { userEvent } = await openDashboard(verifiedLawyer);
    const toggle = await findSwitch();
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    await expectNotification("You're now unavailable", 'New bookings are paused');
    expect(toggle).not.toBeChecked();
    expect(localStorage.getItem('pref:availability:23')).toBe('off');
    expect(requests.sent.filter((r) => r.method === 'PUT')).toEqual([]);
  });
});

describe('the figures', () => {
  it('are the live ones: this week, all time, from N reviews, this month in pounds', async () => {
    await openDashboard(verifiedLawyer);
    expect(await cardTexts('From 9 reviews')).toEqual([
      'New Cases3This week',
      'Total Consultations17All time',
      'Average Rating4.6From 9 reviews',
      'Monthly Earnings£1,234.50This month',
    ]);
  });

  it('say No reviews yet when there are none, never 0 stars', async () => {
    server.use(
      http.get(leadUrls.stats, () =>
        HttpResponse.json({ ...LIVE_STATS, averageRating: null, reviews: 0, monthlyEarningsPence: 0 }),
      ),
    );
    await openDashboard(verifiedLawyer);
    const [, , rating, earnings] = await cardTexts('No reviews yet');
    expect(rating).toBe('Average RatingNo reviews yet');
    expect(earnings).toBe('Monthly Earnings£0This month');
  });

  it('say how many consultations were reported as not attended, when any were', async () => {
    server.use(http.get(leadUrls.stats, () => HttpResponse.json({ ...LIVE_STATS, noShows: 2 })));
    await openDashboard(verifiedLawyer);
    const [, consultations] = await cardTexts('All time; 2 not attended');
    expect(consultations).toBe('Total Consultations17All time; 2 not attended');
  });

  it('show their frame with placeholders while they load, and no spinner', async () => {
    server.use(
      http.get(leadUrls.stats, async () => {
        await delay(300);
        return HttpResponse.json(LIVE_STATS);
      }),
    );
    await openDashboard(verifiedLawyer);
    expect(
      figures()
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([
      'New CasesThis week',
      'Total ConsultationsAll time',
      'Average Rating',
      'Monthly EarningsThis month',
    ]);
    expect(screen.getByRole('list', { name: 'Your figures' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading your figures…')).toHaveAttribute('role', 'status');
    await cardTexts('From 9 reviews');
    expect(screen.getByRole('list', { name: 'Your figures' })).toHaveAttribute('aria-busy', 'false');
  });

  it('are the spec’s fixed ones where the backend keeps none (404)', async () => {
    withoutLeadExtensions();
    await openDashboard(verifiedLawyer);
    expect(await cardTexts('From 32 reviews')).toEqual([
      'New Cases12This week',
      'Total Consultations48All time',
      'Average Rating4.8From 32 reviews',
      'Monthly Earnings£2,450This month',
    ]);
  });

  it('say when they could not be loaded, with Try again', async () => {
    const fail = () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 });
    // the query tries once more before it says so
    server.use(
      http.get(leadUrls.stats, fail, { once: true }),
      http.get(leadUrls.stats, fail, { once: true }),
    );
    const { userEvent } = await openDashboard(verifiedLawyer);
    expect(await screen.findByText(/Your figures could not be loaded/)).toHaveTextContent(
      'Your figures could not be loaded: The server had a problem (500). Please try again.',
    );
    expect(figures().queryByText('12')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await cardTexts('From 9 reviews');
    expect(screen.queryByText(/Your figures could not be loaded/)).not.toBeInTheDocument();
  });
});
