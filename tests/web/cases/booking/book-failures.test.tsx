import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bookedConsultations,
  bookingUrls,
  resetBooking,
  TAKEN,
  takeMeanwhile,
} from '../../msw/booking-handlers';
import { resetCases } from '../../msw/case-handlers';
import { server } from '../../msw/server';
import { backendWithoutExtensions, expectNotification, recordRequests } from '../../support';
import {
  BOOK_URL,
  chooseTime,
  dialogName,
  fakeNow,
  listedTimes,
  openBooking,
  showLawyers,
  timesOf,
} from './book-helpers';
import { findLawyerCard, lawyer } from '../case-helpers';

// docs/decisions/0098-book-consultation-dialog.md: every failure keeps what was chosen and typed
beforeEach(() => {
  resetBooking();
  resetCases();
});

async function fillPhoneBooking(
  user: Parameters<typeof chooseTime>[0],
  dialog: Awaited<ReturnType<typeof openBooking>>,
) {
  await user.click(dialog.getByRole('radio', { name: 'Phone call' }));
  await user.type(await dialog.findByLabelText('Your phone number'), '07700 900123');
  await user.type(dialog.getByLabelText('Note for the lawyer (optional)'), 'Deposit');
}

describe('a time taken meanwhile (409)', () => {
  it('says so, offers the next free times, keeps the type, number and note, and books one of them', async () => {
    fakeNow('2026-11-24T10:00:00Z');
    const { userEvent } = await showLawyers(lawyer());
    const dialog = await openBooking(userEvent);
    await fillPhoneBooking(userEvent, dialog);
    await chooseTime(userEvent, dialog, '09:00 GMT', 'Thu 26 Nov');
    takeMeanwhile('2026-11-26T09:00:00Z');
    const requests = recordRequests();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(`${TAKEN} The next free times are below.`);
    expect(listedTimes(dialog)).toEqual(['09:30 GMT', '14:00 GMT']);
    expect(
      timesOf(dialog)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect(dialog.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    expect(dialog.getByLabelText('Your phone number')).toHaveValue('07700 900123');
    expect(dialog.getByLabelText('Note for the lawyer (optional)')).toHaveValue('Deposit');
    // the free times are read again
    await waitFor(() =>
      expect(requests.sent.filter((r) => r.url.includes('/slots/')).length).toBeGreaterThan(0),
    );

    await userEvent.click(timesOf(dialog).getByRole('radio', { name: '09:30 GMT' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bookedConsultations()).toMatchObject([
      { startsAt: '2026-11-26T09:30:00Z', type: 'phone', phone: '07700 900123', note: 'Deposit' },
    ]);
  });

  it('offers all the free times again on request', async () => {
    fakeNow('2026-11-24T10:00:00Z');
    const { userEvent } = await showLawyers(lawyer());
    const dialog = await openBooking(userEvent);
    await chooseTime(userEvent, dialog, '09:00 GMT', 'Thu 26 Nov');
    takeMeanwhile('2026-11-26T09:00:00Z');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));
    await dialog.findByRole('alert');

    await userEvent.click(dialog.getByRole('button', { name: 'Show all free times' }));
    expect(within(dialog.getByLabelText('Day')).getAllByRole('option').length).toBeGreaterThan(1);
  });
});

describe('a refusal of fields (400)', () => {
  it('shows each message beside its field and keeps everything', async () => {
    server.use(
      http.post(bookingUrls.book, () =>
        HttpResponse.json(
          {
            startsAt: ['Choose a time at least 24 hours from now.'],
            phone: ['This number cannot be called.'],
            note: ['Ensure this field has no more than 1000 characters.'],
          },
          { status: 400 },
        ),
      ),
    );
    const { userEvent } = await showLawyers(lawyer());
    const dialog = await openBooking(userEvent);
    await fillPhoneBooking(userEvent, dialog);
    const time = listedTimes(dialog)[0]!;
    await chooseTime(userEvent, dialog, time);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));

    const phone = dialog.getByLabelText('Your phone number');
    expect(await dialog.findByText('This number cannot be called.')).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('This number cannot be called.'));
    expect(dialog.getByLabelText('Note for the lawyer (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Keep this to 1000 characters or fewer.'),
    );
    expect(dialog.getByRole('group', { name: 'Start time (London time)' })).toHaveAccessibleDescription(
      'Choose a time at least 24 hours from now.',
    );
    expect(phone).toHaveValue('07700 900123');
    expect(timesOf(dialog).getByRole('radio', { name: time })).toBeChecked();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('any other failure', () => {
  it('tells the reason in the dialog and keeps everything', async () => {
    server.use(http.post(bookingUrls.book, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })));
    const { userEvent } = await showLawyers(lawyer());
    const dialog = await openBooking(userEvent);
    await fillPhoneBooking(userEvent, dialog);
    const time = listedTimes(dialog)[0]!;
    await chooseTime(userEvent, dialog, time);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your consultation could not be booked. The server had a problem (500). Please try again.',
    );
    expect(timesOf(dialog).getByRole('radio', { name: time })).toBeChecked();
    expect(dialog.getByLabelText('Your phone number')).toHaveValue('07700 900123');
    expect(dialog.getByLabelText('Note for the lawyer (optional)')).toHaveValue('Deposit');
  });

  it('opens the dialog with the reason and Retry when the free times cannot be read', async () => {
    let failing = true;
    server.use(
      http.get(bookingUrls.slots, () =>
        failing ? HttpResponse.json({ detail: 'Boom' }, { status: 503 }) : undefined,
      ),
    );
    const { userEvent } = await showLawyers(lawyer());
    const card = await findLawyerCard('Sarah Mitchell');
    await userEvent.click(card.getByRole('button', { name: /^Book Consultation with / }));
    const dialog = within(await screen.findByRole('dialog', { name: dialogName('Sarah Mitchell') }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The free times could not be loaded.');

    failing = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByRole('button', { name: 'Confirm booking' })).toBeInTheDocument();
  });
});

describe('a backend with only the spec’s calls', () => {
  it("keeps 'Booking coming soon' and shows no consultations card", async () => {
    backendWithoutExtensions();
    const { userEvent } = await showLawyers(lawyer());
    const requests = recordRequests();
    const card = await findLawyerCard('Sarah Mitchell');
    await userEvent.click(card.getByRole('button', { name: /^Book Consultation with / }));

    await expectNotification('Booking coming soon', 'Online booking is not available yet.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.to(BOOK_URL)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Upcoming Consultations' })).not.toBeInTheDocument();
  });
});
