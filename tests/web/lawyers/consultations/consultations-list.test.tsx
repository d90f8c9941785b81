// The lawyer's 'Upcoming Consultations' with the booking extension: what each consultation shows,
// the empty list, a failure to load, the calendar feed, and the spec's samples where the backend
// does not book (docs/decisions/0099-consultations-on-the-dashboards.md).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { consultationsMissing, consultationUrls, resetConsultations } from '../../msw/consultation-handlers';
import { server } from '../../msw/server';
import { recordRequests } from '../../support';
import {
  consultationAt,
  consultationsCard,
  openConsultations,
  useConsultationBackend,
} from './consultations-helpers';
import { openDashboard, verifiedLawyer } from '../lawyer-helpers';

useConsultationBackend();

describe("the lawyer's upcoming consultations", () => {
  it('lists them soonest first with the client, type, London time with its zone, status, fee and note', async () => {
    await openConsultations();
    const card = consultationsCard();
    expect(card.queryByText('Sample data')).not.toBeInTheDocument();
    const items = card.getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Chloe Client',
      'Chloe',
      'Chloe Client',
      'Chloe',
    ]);

    const video = consultationAt('Mon, 14 Jan 2030, 10:00 GMT');
    expect(video.getByText('Video call')).toBeInTheDocument();
    expect(video.getByText('Confirmed')).toHaveClass('bg-emerald-100');
    expect(video.getByText('Fee £75')).toBeInTheDocument();
    expect(video.getByText('30 minutes')).toBeInTheDocument();

    // a request: the client's first name only, their note, no phone number yet
    const request = consultationAt('Tue, 15 Jan 2030, 09:00 GMT');
    expect(request.getByText('Phone call')).toBeInTheDocument();
    expect(request.getByText('Requested')).toBeInTheDocument();
    expect(request.getByText('Fee £60')).toBeInTheDocument();
    expect(request.getByText('Note from Chloe')).toBeInTheDocument();
    expect(
      request.getByText('I would like to agree contact with my daughter before the school holidays.'),
    ).toBeInTheDocument();
    expect(request.queryByText(/07700/)).not.toBeInTheDocument();

    // summer time is BST; a confirmed phone consultation gives the number to call
    const phone = consultationAt('Tue, 16 Jul 2030, 14:00 BST');
    expect(phone.getByText('45 minutes')).toBeInTheDocument();
    expect(phone.getByText('Fee £90.50')).toBeInTheDocument();
    expect(phone.getByRole('link', { name: '07700 900456' })).toHaveAttribute('href', 'tel:07700900456');

    const proposal = consultationAt('Thu, 18 Jul 2030, 15:00 BST');
    expect(proposal.getByText('In person')).toBeInTheDocument();
    expect(proposal.getByText('New time proposed')).toBeInTheDocument();
    expect(proposal.getByText('Fee on request')).toBeInTheDocument();
  });

  it('says exactly "No upcoming consultations" when there are none', async () => {
    resetConsultations([]);
    await openConsultations('No upcoming consultations');
    expect(consultationsCard().queryByRole('listitem')).not.toBeInTheDocument();
    expect(consultationsCard().queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and Try again loads it', async () => {
    let fail = true;
    server.use(
      http.get(consultationUrls.list, () =>
        fail ? HttpResponse.json({ detail: 'Server Error' }, { status: 500 }) : undefined,
      ),
    );
    const { userEvent } = await openDashboard(verifiedLawyer);
    const card = consultationsCard();
    // the dashboard's queries try a failure once more before they say so
    expect(await card.findByText('Could not load your consultations.', {}, { timeout: 5000 })).toBeVisible();
    expect(card.getByRole('alert')).toHaveTextContent('The server had a problem (500)');

    fail = false;
    await userEvent.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText('Mon, 14 Jan 2030, 10:00 GMT', { exact: false })).toBeInTheDocument();
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the calendar feed below the list', () => {
  it('makes a private address to subscribe to, and a new one on request', async () => {
    const sent = recordRequests();
    const { userEvent } = await openConsultations();
    const card = consultationsCard();
    expect(card.getByRole('heading', { name: 'Calendar feed' })).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Get calendar address' }));
    const address = await card.findByLabelText('Your private calendar address');
    expect((address as HTMLInputElement).value).toMatch(/\/api\/calendar\/23-[\w-]+\.ics$/);
    const first = (address as HTMLInputElement).value;

    await userEvent.click(card.getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => expect(address).not.toHaveValue(first));
    expect(sent.to(consultationUrls.token).map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('says why when the address could not be made', async () => {
    server.use(
      http.post(consultationUrls.token, () =>
        HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 403 }),
      ),
    );
    const { userEvent } = await openConsultations();
    await userEvent.click(consultationsCard().getByRole('button', { name: 'Get calendar address' }));
    expect(
      await consultationsCard().findByText(/Authentication credentials were not provided\./),
    ).toBeVisible();
  });
});

describe('a backend that does not book (404)', () => {
  it("keeps the spec's sample consultations, marked as sample data, with no feed", async () => {
    server.use(...consultationsMissing());
    await openConsultations('Oliver Bennett');
    const card = consultationsCard();
    expect(card.getByText('Sample data')).toBeInTheDocument();
    expect(card.getByText('Grace Thompson')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Join Meeting with Oliver Bennett' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Reschedule with Grace Thompson' })).toBeInTheDocument();
    expect(card.queryByRole('heading', { name: 'Calendar feed' })).not.toBeInTheDocument();
    expect(screen.queryByText('Could not load your consultations.')).not.toBeInTheDocument();
  });
});
