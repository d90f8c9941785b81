// A lead on its own page (/leads/:id): the case, the lawyer's own response or Respond to Case,
// Dismiss, and a case that is not available (docs/decisions/0095-the-lawyers-leads-screens.md).
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../render';
import { expectNotification } from '../../support';
import { verifiedLawyer } from '../lawyer-helpers';
import { leadUrls, useLeadBackend } from '../lead-handlers';

useLeadBackend();

async function openLead(id: string, title: string) {
  const page = renderWithProviders({ route: `/leads/${id}`, user: verifiedLawyer });
  // the first visit in a file loads the lazy route chunks
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  return page;
}

function facts() {
  return within(screen.getByRole('region', { name: 'The case' }));
}

/** The term's definition in the case's facts. */
function fact(term: string) {
  return facts().getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('a lead not yet answered', () => {
  it('shows the case with the client’s first name, Respond to Case and Dismiss, and the way back', async () => {
    await openLead('501', 'Contact with my daughter after divorce');

    expect(fact('Client')).toBe('Hannah');
    expect(fact('Area of law')).toBe('Family Law');
    expect(fact('Place')).toBe('London');
    expect(fact('Posted')).toBe('20 Nov 2026');
    expect(facts().getByText('High urgency')).toBeInTheDocument();
    expect(facts().getByText(/will not let me see our daughter since the divorce/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your response' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Respond to Case: Contact with my daughter after divorce' }),
    ).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Dismiss Contact with my daughter after divorce' }),
    ).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/lawyer-dashboard',
    );
  });

  it('takes a response, then shows it in place of Respond to Case', async () => {
    const { userEvent } = await openLead('503', 'Moving abroad with the children');
    await userEvent.click(
      screen.getByRole('button', { name: 'Respond to Case: Moving abroad with the children' }),
    );
    const message = await screen.findByLabelText('Message to the client');
    await userEvent.click(message);
    await userEvent.paste('I advise parents on relocation cases and can meet you on Friday.');
    await userEvent.selectOptions(screen.getByLabelText('How you charge'), 'By the hour');
    await userEvent.type(screen.getByLabelText('Rate an hour (£)'), '95.5');
    await userEvent.type(screen.getByLabelText('Timescale'), 'A first meeting this week');
    await userEvent.click(screen.getByRole('button', { name: 'Send Response' }));

    await expectNotification(
      'Response sent',
      'Priya can now read your response to "Moving abroad with the children".',
    );
    const response = within(await screen.findByRole('region', { name: 'Your response' }));
    expect(
      response.getByText('I advise parents on relocation cases and can meet you on Friday.'),
    ).toBeInTheDocument();
    // the quote as the client reads it (docs/services-and-prices.md)
    expect(response.getByText('£95.50 an hour + VAT = £114.60 an hour')).toBeInTheDocument();
    expect(response.getByText('Timescale: A first meeting this week')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Respond to Case/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your response' })).toHaveFocus();
  });

  it('goes back to the dashboard once dismissed, where the lead is gone', async () => {
    const { userEvent, router } = await openLead('503', 'Moving abroad with the children');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Moving abroad with the children' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lawyer-dashboard');
    await expectNotification(
      'Case dismissed',
      '"Moving abroad with the children" is no longer in your list.',
    );
    expect(
      await screen.findByRole('heading', { name: 'Contact with my daughter after divorce' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Moving abroad with the children' }),
    ).not.toBeInTheDocument();
  });

  it('stays, and says why, when the dismissal fails', async () => {
    server.use(http.post(leadUrls.dismiss('503'), () => HttpResponse.error()));
    const { userEvent, router } = await openLead('503', 'Moving abroad with the children');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Moving abroad with the children' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The case was not dismissed.');
    expect(alert).toHaveTextContent('Could not reach the server. Check your connection and try again.');
    expect(router.state.location.pathname).toBe('/leads/503');
  });
});

describe('a lead already answered', () => {
  it('shows the lawyer’s own response with its fee, and no Respond to Case', async () => {
    await openLead('502', 'Financial settlement on separation');
    expect(fact('Client')).toBe('Oliver');
    const response = within(screen.getByRole('region', { name: 'Your response' }));
    expect(response.getByText(/I can help you agree a fair settlement/)).toBeInTheDocument();
    expect(response.getByText('Fixed fee £250')).toBeInTheDocument();
    expect(response.getByText('Sent 19 November 2026 at 11:15')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Respond to Case/ })).not.toBeInTheDocument();
  });
});

describe('a case that is not available', () => {
  it('says so on a 404, with the way back to the dashboard', async () => {
    await openLead('999', 'This case is not available');
    expect(screen.getByText(/It may have been closed or dismissed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/lawyer-dashboard',
    );
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeInTheDocument();
  });

  it('says a failure is one, with Try again', async () => {
    const fail = () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 });
    // the query tries once more before it says so
    server.use(
      http.get(leadUrls.one('501'), fail, { once: true }),
      http.get(leadUrls.one('501'), fail, { once: true }),
    );
    const { userEvent } = await openLead('501', 'Client case');
    expect(screen.getByRole('alert')).toHaveTextContent('The server had a problem (500). Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact with my daughter after divorce' }),
    ).toBeInTheDocument();
  });
});
