// What each request shows to be checked: the regulator and its public register, education and
// bio, what a re-check changes, when the government ID is deleted, and the request's history.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REGULATOR_FACTS } from '@/api/regulators';
import { server } from '../msw/server';
import { lastingFault } from '../support';
import { card } from './admin-page';
import { deskUrls, openDesk } from './desk-backend';

async function openList(
  userEvent: Awaited<ReturnType<typeof openDesk>>['userEvent'],
  tab: string,
  name: string,
) {
  await userEvent.click(await screen.findByRole('tab', { name: tab }));
  await screen.findByRole('article', { name });
  return card(name);
}

describe('a request to check', () => {
  it('names the regulator with the licence number, and links to its register in a new tab', async () => {
    await openDesk();
    const priya = card('Priya Shah');
    expect(
      priya.getByText('Regulator: Solicitors Regulation Authority, SRA number 612001'),
    ).toBeInTheDocument();
    const link = priya.getByRole('link', {
      name: 'Check on the Solicitors Regulation Authority register for Priya Shah (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', REGULATOR_FACTS.SRA.register);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    const owen = card('Owen Price');
    expect(
      owen.getByText('Regulator: Bar Standards Board, BSB registration number BSB77120'),
    ).toBeInTheDocument();
    expect(owen.getByRole('link', { name: /Check on the Bar Standards Board register/ })).toHaveAttribute(
      'href',
      REGULATOR_FACTS.BSB.register,
    );
  });

  it('keeps education and bio folded until asked, after the spec’s details', async () => {
    const { userEvent } = await openDesk();
    const priya = card('Priya Shah');
    const education = priya.getByText('LLB Law, University of Leeds');
    expect(education).not.toBeVisible();
    await userEvent.click(priya.getByText('Education and bio'));
    expect(education).toBeVisible();
    expect(priya.getByText(/Family solicitor helping parents/)).toBeVisible();
    expect(card('Owen Price').getAllByText('Not given.')).toHaveLength(2);
  });

  it('shows what a re-check changes: approved → proposed, and the documents sent since', async () => {
    const { userEvent } = await openDesk();
    const tom = await openList(userEvent, 'Re-checks (1)', 'Tom Hughes');
    expect(tom.getByText('Change to verified details')).toBeInTheDocument();
    const changes = tom.getByRole('region', {
      name: /Change to verified details \(approved on 1 Jun 2025\)/,
    });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Name: Approved: Tom Hughes → Proposed: Thomas Hughes',
      'Licence number: Approved: 300300 → Proposed: 300301',
    ]);
    // uploaded after the approval: the ID only
    expect(within(changes).getByText('New documents: Government ID')).toBeInTheDocument();
  });

  it('says when the government ID will be deleted, or was', async () => {
    const { userEvent } = await openDesk();
    expect(screen.queryByText(/ID will be deleted|ID deleted/)).not.toBeInTheDocument();
    const fiona = await openList(userEvent, 'Approved (1)', 'Fiona MacLeod');
    expect(fiona.getByText('ID will be deleted on 9 Apr 2026')).toBeInTheDocument();
    const gareth = await openList(userEvent, 'Rejected (1)', 'Gareth Evans');
    expect(gareth.getByText('ID deleted on 2 May 2026')).toBeInTheDocument();
  });
});

describe('a request’s history', () => {
  it('lists every submission and decision: what, when in UK time, who, the version and the reason', async () => {
    const { userEvent } = await openDesk();
    const gareth = await openList(userEvent, 'Rejected (1)', 'Gareth Evans');
    await userEvent.click(gareth.getByRole('button', { name: 'History of Gareth Evans' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Gareth Evans' });
    const events = within(await within(dialog).findByRole('list', { name: 'Events' })).getAllByRole(
      'listitem',
    );
    expect(events.map((li) => li.firstChild?.textContent)).toEqual([
      'Sent for verification',
      'Rejected',
      'Government ID deleted',
    ]);
    // 09:15 UTC on 2 April is 10:15 in London (summer time)
    expect(events[1]).toHaveTextContent('When:2 Apr 2026, 10:15');
    expect(events[1]).toHaveTextContent('By:Ada Admin (admin)');
    expect(events[1]).toHaveTextContent('Version:1');
    expect(events[1]).toHaveTextContent('Reason:Licence number not on the register.');
    expect(events[0]).toHaveTextContent('By:Lawyer');
    expect(events[2]).toHaveTextContent('By:LawMatch, automatically');
    // read-only: nothing to press but Close
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Close']);

    await userEvent.keyboard('{Escape}');
    expect(gareth.getByRole('button', { name: 'History of Gareth Evans' })).toHaveFocus();
  });

  it('shows a decision just taken', async () => {
    const { userEvent } = await openDesk();
    await userEvent.click(screen.getByRole('button', { name: 'Request More Info from Owen Price' }));
    const ask = await screen.findByRole('dialog', { name: 'Request more information from Owen Price' });
    await userEvent.type(within(ask).getByLabelText('Message'), 'Your practising certificate, please.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Send Request' }));
    const owen = await openList(userEvent, 'More info requested (2)', 'Owen Price');
    await userEvent.click(owen.getByRole('button', { name: 'History of Owen Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Owen Price' });
    const event = await within(dialog).findByText('More information requested');
    expect(event.closest('li')).toHaveTextContent('Message:Your practising certificate, please.');
  });

  it('says so when the server keeps no history, and tells a failure with a Retry', async () => {
    const { userEvent } = await openDesk();
    const fault = lastingFault(() => HttpResponse.json({ detail: 'x' }, { status: 500 }));
    server.use(
      http.get(deskUrls.history('601'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
      http.get(deskUrls.history('602'), fault.answer),
    );
    await userEvent.click(screen.getByRole('button', { name: 'History of Priya Shah' }));
    const priya = await screen.findByRole('dialog', { name: 'History of Priya Shah' });
    expect(
      await within(priya).findByText('This server keeps no history of verification requests.'),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'History of Owen Price' }));
    const owen = await screen.findByRole('dialog', { name: 'History of Owen Price' });
    expect(await within(owen).findByRole('alert')).toHaveTextContent(
      'The server had a problem (500). Please try again.',
    );
    fault.end();
    await userEvent.click(within(owen).getByRole('button', { name: 'Retry loading the history' }));
    expect(await within(owen).findByText('Nothing is recorded yet.')).toBeInTheDocument();
  });
});
