// 'New Client Cases' with the lawyer's real leads: what each shows, Responded, Dismiss, and the
// list's other states (docs/decisions/0095-the-lawyers-leads-screens.md).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import { openDashboard, unverifiedLawyer, verifiedLawyer } from '../lawyer-helpers';
import { LEADS, leadUrls, useLeadBackend, withoutLeadExtensions } from '../lead-handlers';
import { onePage } from '../../msw/pages';

useLeadBackend();

function casesCard() {
  const card = screen
    .getByRole('heading', { level: 3, name: 'New Client Cases' })
    .closest('[data-slot="card"]');
  if (!(card instanceof HTMLElement)) throw new Error('no New Client Cases card');
  return within(card);
}

/** The titles of the leads in the list, in order. */
const leadTitles = () =>
  casesCard()
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
    .filter((title) => title !== 'New Client Cases');

/** The list item of the lead whose heading is `title`, once the list has loaded. */
async function findLead(title: string) {
  const heading = await casesCard().findByRole('heading', { level: 3, name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`"${title}" is not in a list item`);
  return within(item);
}

describe('a verified lawyer with leads', () => {
  it('sees each lead: title, client first name, area, place, distance, posted date and urgency', async () => {
    await openDashboard(verifiedLawyer);

    const first = await findLead('Contact with my daughter after divorce');
    expect(first.getByText('Hannah · Family Law')).toBeInTheDocument();
    expect(first.getByText('London')).toBeInTheDocument();
    expect(first.getByText('Same city')).toBeInTheDocument();
    expect(first.getByText('Posted 20 Nov 2026')).toBeInTheDocument();
    expect(first.getByText('High urgency')).toHaveClass('bg-red-100');
    expect(
      first.getByRole('button', { name: 'Respond to Case: Contact with my daughter after divorce' }),
    ).toBeEnabled();
    expect(
      first.getByRole('link', { name: 'View Details of Contact with my daughter after divorce' }),
    ).toHaveAttribute('href', '/leads/501');
    expect(
      first.getByRole('button', { name: 'Dismiss Contact with my daughter after divorce' }),
    ).toBeEnabled();

    // no distance given: none shown
    const third = await findLead('Moving abroad with the children');
    expect(third.getByText('Priya · Family Law')).toBeInTheDocument();
    expect(third.getByText('Low urgency')).toHaveClass('bg-emerald-100');
    expect(third.queryByText(/miles|Same city/)).not.toBeInTheDocument();

    // the real list is not marked as samples, and the samples are gone
    expect(casesCard().queryByText('Sample data')).not.toBeInTheDocument();
    expect(screen.queryByText('Child arrangements after separation')).not.toBeInTheDocument();
  });

  it('shows Responded instead of Respond to Case on a lead already answered', async () => {
    await openDashboard(verifiedLawyer);
    const answered = await findLead('Financial settlement on separation');
    expect(answered.getByText('Responded')).toBeInTheDocument();
    expect(answered.queryByRole('button', { name: /Respond to Case/ })).not.toBeInTheDocument();
    expect(answered.getByText('36 miles away')).toBeInTheDocument();
  });

  it('goes to the lead page with View Details', async () => {
    const { userEvent, router } = await openDashboard(verifiedLawyer);
    const lead = await findLead('Moving abroad with the children');
    await userEvent.click(
      lead.getByRole('link', { name: 'View Details of Moving abroad with the children' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moving abroad with the children' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/leads/503');
  });
});

describe('Dismiss', () => {
  it('hides the lead from the list, says so with Undo and returns the focus to the list heading', async () => {
    const requests = recordRequests();
    const { userEvent } = await openDashboard(verifiedLawyer);
    const lead = await findLead('Moving abroad with the children');

    await userEvent.click(lead.getByRole('button', { name: 'Dismiss Moving abroad with the children' }));

    // a status line with Undo, not a notification (docs/decisions/0119-smaller-things.md)
    expect(await casesCard().findByRole('status')).toHaveTextContent('Lead dismissed.');
    expect(
      casesCard().getByRole('button', { name: 'Undo: bring back Moving abroad with the children' }),
    ).toBeEnabled();
    expect(screen.queryByText('Case dismissed')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Moving abroad with the children' }),
    ).not.toBeInTheDocument();
    expect(
      casesCard().getByRole('heading', { name: 'Contact with my daughter after divorce' }),
    ).toBeInTheDocument();
    expect(requests.to(leadUrls.dismiss('503'))).toHaveLength(1);
    expect(requests.to(leadUrls.dismiss('503'))[0]!.method).toBe('POST');
    expect(screen.getByRole('heading', { level: 3, name: 'New Client Cases' })).toHaveFocus();
  });

  it('Undo brings the lead back in its place, and the line goes', async () => {
    const requests = recordRequests();
    const { userEvent } = await openDashboard(verifiedLawyer);
    const lead = await findLead('Moving abroad with the children');
    const before = leadTitles();
    await userEvent.click(lead.getByRole('button', { name: 'Dismiss Moving abroad with the children' }));
    await waitFor(() => expect(leadTitles()).not.toContain('Moving abroad with the children'));

    await userEvent.click(
      casesCard().getByRole('button', { name: 'Undo: bring back Moving abroad with the children' }),
    );

    await waitFor(() => expect(leadTitles()).toEqual(before));
    expect(casesCard().queryByText('Lead dismissed.')).not.toBeInTheDocument();
    expect(casesCard().queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'New Client Cases' })).toHaveFocus();
    expect(requests.to(leadUrls.dismiss('503')).map((r) => r.method)).toEqual(['POST', 'DELETE']);
  });

  it('a failed Undo says why and keeps Undo', async () => {
    server.use(
      http.delete(leadUrls.dismiss('503'), () =>
        HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
      ),
    );
    const { userEvent } = await openDashboard(verifiedLawyer);
    const lead = await findLead('Moving abroad with the children');
    await userEvent.click(lead.getByRole('button', { name: 'Dismiss Moving abroad with the children' }));
    const undo = await casesCard().findByRole('button', { name: /^Undo/ });

    await userEvent.click(undo);

    expect(
      await casesCard().findByText(/Could not undo\. The server had a problem \(500\)/),
    ).toBeInTheDocument();
    expect(undo).toBeEnabled();
    expect(leadTitles()).not.toContain('Moving abroad with the children');
  });

  it('keeps the lead and says why when the dismissal fails, and works on a second try', async () => {
    server.use(
      http.post(
        leadUrls.dismiss('501'),
        () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
        { once: true },
      ),
    );
    const { userEvent } = await openDashboard(verifiedLawyer);
    const lead = await findLead('Contact with my daughter after divorce');
    const dismiss = lead.getByRole('button', { name: 'Dismiss Contact with my daughter after divorce' });

    await userEvent.click(dismiss);

    const alert = await lead.findByRole('alert');
    expect(alert).toHaveTextContent('The case was not dismissed.');
    expect(alert).toHaveTextContent('The server had a problem (500). Please try again.');
    expect(lead.getByRole('heading', { name: 'Contact with my daughter after divorce' })).toBeInTheDocument();
    expect(dismiss).toBeEnabled();

    await userEvent.click(dismiss);
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Contact with my daughter after divorce' }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe('the list says why it is empty', () => {
  it('when there are no leads', async () => {
    server.use(http.get(leadUrls.list, () => HttpResponse.json(onePage([]))));
    await openDashboard(verifiedLawyer);
    expect(await casesCard().findByText(/^No new cases right now\./)).toBeInTheDocument();
    expect(casesCard().queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('to an unverified lawyer: leads come once verified, with the way to the profile', async () => {
    await openDashboard(unverifiedLawyer);
    expect(await casesCard().findByText(/Leads appear once your profile is verified/)).toBeInTheDocument();
    expect(casesCard().getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/lawyer-profile',
    );
    expect(casesCard().queryByRole('listitem')).not.toBeInTheDocument();
    expect(casesCard().queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('to an unavailable lawyer: switch availability on to see new cases', async () => {
    server.use(http.get(leadUrls.availability, () => HttpResponse.json({ available: false })));
    await openDashboard(verifiedLawyer);
    expect(
      await casesCard().findByText('You are unavailable: switch your availability on to see new cases'),
    ).toBeInTheDocument();
    expect(casesCard().queryByRole('listitem')).not.toBeInTheDocument();
  });
});

describe('a backend without cases (404)', () => {
  it("shows the spec's sample cases, marked Sample data, whose buttons are coming soon", async () => {
    withoutLeadExtensions();
    const { userEvent } = await openDashboard(verifiedLawyer);
    expect(await casesCard().findByText('Sample data')).toBeInTheDocument();
    // the sample cases' list loads on demand (docs/decisions/0138-schemas-built-on-first-use.md)
    await casesCard().findByRole('heading', { level: 3, name: 'Child arrangements after separation' });
    const titles = casesCard()
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'New Client Cases',
      'Child arrangements after separation',
      'Unfair dismissal after 4 years',
      'Boundary dispute with neighbour',
    ]);
    expect(casesCard().queryByRole('button', { name: /^Dismiss/ })).not.toBeInTheDocument();
    await userEvent.click(
      casesCard().getByRole('button', { name: 'Respond to Case: Unfair dismissal after 4 years' }),
    );
    await expectNotification('Coming soon', 'Responding to cases is not available yet.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a failure to load the leads', () => {
  it('is told, with Try again, which loads them', async () => {
    // the query tries a failure other than a 404 once more before it says so
    server.use(
      http.get(
        leadUrls.list,
        () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
        {
          once: true,
        },
      ),
      http.get(
        leadUrls.list,
        () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { userEvent } = await openDashboard(verifiedLawyer);
    const alert = await casesCard().findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Could not load your new cases.');
    expect(alert).toHaveTextContent('The server had a problem (500). Please try again.');
    expect(casesCard().queryByText('Sample data')).not.toBeInTheDocument();

    await userEvent.click(casesCard().getByRole('button', { name: 'Try again' }));
    expect(await findLead(LEADS[0]!.title)).toBeTruthy();
    expect(casesCard().queryByRole('alert')).not.toBeInTheDocument();
  });
});
