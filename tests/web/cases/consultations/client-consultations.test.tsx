import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBooking } from '../../msw/booking-handlers';
import {
  consultationsMissing,
  consultationUrls,
  resetConsultations,
  storedConsultation,
} from '../../msw/consultation-handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import { openDashboard } from '../case-helpers';
import { findItem, openUpcoming, upcomingCard } from './client-consultations-helpers';

// The client's side of docs/consultations.md, on the dashboard
// (docs/decisions/0098-book-consultation-dialog.md).
beforeEach(() => {
  resetConsultations();
  resetBooking();
});

describe('Upcoming Consultations on the client dashboard', () => {
  it('lists each with the lawyer, the type, the London time with its zone, the state and the fee', async () => {
    await openUpcoming();
    const items = await upcomingCard().findAllByRole('article');
    expect(items).toHaveLength(4);

    const video = await findItem(/Video call · Mon, 14 Jan 2030, 10:00 GMT/);
    expect(video.getByRole('heading', { name: 'Vera Verified' })).toBeInTheDocument();
    expect(video.getByText('Confirmed')).toBeInTheDocument();
    expect(video.getByText('Fee £75')).toBeInTheDocument();
    expect(video.getByText(/Paid to the lawyer directly/)).toBeInTheDocument();

    const summer = await findItem(/Phone call · Tue, 16 Jul 2030, 14:00 BST/);
    expect(summer.getByText('Fee £90.50')).toBeInTheDocument();
    expect(summer.getByText(/^The lawyer will call you on/)).toBeInTheDocument();

    const proposed = await findItem(/In person · Thu, 18 Jul 2030, 15:00 BST/);
    expect(proposed.getByText('New time proposed')).toBeInTheDocument();
    expect(proposed.getByText('Fee on request')).toBeInTheDocument();

    const requested = await findItem(/Phone call · Tue, 15 Jan 2030, 09:00 GMT/);
    expect(requested.getByText('Requested')).toBeInTheDocument();
    expect(requested.getByText('Waiting for Vera Verified to confirm.')).toBeInTheDocument();
  });

  it("says 'No upcoming consultations' when there are none, and offers the calendar feed", async () => {
    resetConsultations([]);
    const { userEvent } = await openUpcoming();
    expect(await upcomingCard().findByText('No upcoming consultations')).toBeInTheDocument();

    await userEvent.click(upcomingCard().getByRole('button', { name: 'Get calendar address' }));
    const address = await upcomingCard().findByLabelText<HTMLInputElement>('Your private calendar address');
    expect(address.value).toMatch(/\/api\/calendar\/11-.+\.ics$/);
  });

  it('is not shown where the backend does not book (404)', async () => {
    server.use(...consultationsMissing());
    const requests = recordRequests();
    await openDashboard();
    await waitFor(() => expect(requests.sent.some((r) => r.url.includes('/api/consultations/'))).toBe(true));
    await waitFor(() => expect(screen.queryByText('Loading your consultations…')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Upcoming Consultations' })).not.toBeInTheDocument();
  });

  it('says why the list could not be read, and Retry reads it again', async () => {
    let failing = true;
    server.use(
      http.get(consultationUrls.list, () => (failing ? HttpResponse.json({}, { status: 500 }) : undefined)),
    );
    const { userEvent } = await openUpcoming();
    expect(await upcomingCard().findByRole('alert')).toHaveTextContent(
      'Your consultations could not be loaded.',
    );
    failing = false;
    await userEvent.click(upcomingCard().getByRole('button', { name: 'Retry' }));
    expect(await upcomingCard().findAllByRole('article')).toHaveLength(4);
  });
});

describe('a time the lawyer proposed', () => {
  it('Accept confirms it', async () => {
    const { userEvent } = await openUpcoming();
    const item = await findItem(/In person · Thu, 18 Jul 2030/);
    expect(item.queryByRole('button', { name: 'Cancel consultation' })).not.toBeInTheDocument();
    await userEvent.click(item.getByRole('button', { name: 'Accept' }));

    await expectNotification(
      'New time accepted',
      'Your consultation with Vera Verified is confirmed for Thu, 18 Jul 2030, 15:00 BST.',
    );
    expect(storedConsultation('702')?.status).toBe('confirmed');
    const confirmed = await findItem(/In person · Thu, 18 Jul 2030/);
    expect(await confirmed.findByText('Confirmed')).toBeInTheDocument();
    expect(confirmed.getByText('At 1 Chancery Lane, London WC2A 1LS')).toBeInTheDocument();
  });

  it('Decline ends it, with a reason if one is given', async () => {
    const { userEvent } = await openUpcoming();
    const requests = recordRequests();
    const item = await findItem(/In person · Thu, 18 Jul 2030/);
    await userEvent.click(item.getByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline the new time?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline new time' }));

    await expectNotification('New time declined', 'Vera Verified is told: Thu, 18 Jul 2030, 15:00 BST.');
    const sent = await requests.bodies();
    expect(sent.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toEqual([
      [consultationUrls.act('702', 'decline'), {}],
    ]);
    expect(storedConsultation('702')?.status).toBe('declined');
  });
});

describe('Cancel consultation', () => {
  it('needs a reason, sends it, and the consultation leaves the list', async () => {
    const { userEvent } = await openUpcoming();
    const item = await findItem(/Phone call · Tue, 15 Jan 2030/);
    await userEvent.click(item.getByRole('button', { name: 'Cancel consultation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this consultation?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await dialog.findByText('Say why you are cancelling.')).toBeInTheDocument();

    await userEvent.type(dialog.getByLabelText('Why are you cancelling?'), 'I found help nearer home.');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));
    await expectNotification('Consultation cancelled', 'Vera Verified is told: Tue, 15 Jan 2030, 09:00 GMT.');
    expect(storedConsultation('701')).toMatchObject({
      status: 'cancelled',
      reason: 'I found help nearer home.',
      closedBy: 'client',
    });
    await waitFor(() => expect(upcomingCard().getAllByRole('article')).toHaveLength(3));
  });

  it('tells a failure in the dialog and keeps the reason', async () => {
    server.use(http.post(consultationUrls.act('701', 'cancel'), () => HttpResponse.error()));
    const { userEvent } = await openUpcoming();
    const item = await findItem(/Phone call · Tue, 15 Jan 2030/);
    await userEvent.click(item.getByRole('button', { name: 'Cancel consultation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this consultation?' }));
    await userEvent.type(dialog.getByLabelText('Why are you cancelling?'), 'Moved away.');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The consultation could not be cancelled. Could not reach the server.',
    );
    expect(dialog.getByLabelText('Why are you cancelling?')).toHaveValue('Moved away.');
    expect(storedConsultation('701')?.status).toBe('requested');
  });
});
