import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookedConsultations, resetBooking, setLawyerBooking, slotsUrl } from '../../msw/booking-handlers';
import { resetCases } from '../../msw/case-handlers';
import { expectNotification, recordRequests } from '../../support';
import {
  BOOK_URL,
  chooseTime,
  dialogName,
  fakeNow,
  listedTimes,
  openBooking,
  showLawyers,
  STATS_URL,
  UPCOMING_URL,
} from './book-helpers';
import { backendKeepsNoCases, lawyer } from '../case-helpers';

// docs/decisions/0098-book-consultation-dialog.md
beforeEach(() => {
  resetBooking();
  resetCases();
});

const slotCalls = (sent: { method: string; url: string }[]) =>
  sent
    .filter((r) => r.method === 'GET' && r.url.startsWith(slotsUrl('101')))
    .map((r) => new URL(r.url).searchParams);

describe('Book Consultation from a matched card', () => {
  it('books the chosen video time about the case just kept, and says so in London time', async () => {
    fakeNow('2026-11-24T10:00:00Z');
    const { userEvent } = await showLawyers(lawyer());
    const requests = recordRequests();
    const dialog = await openBooking(userEvent);

    expect(dialog.getByRole('radio', { name: 'Video call' })).toBeChecked();
    await chooseTime(userEvent, dialog, '14:00 GMT', 'Thu 26 Nov');
    await userEvent.type(dialog.getByLabelText('Note for the lawyer (optional)'), '  About my deposit.  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));

    await expectNotification(
      'Consultation requested',
      'Video call with Sarah Mitchell on Thu, 26 Nov 2026, 14:00 GMT. Sarah Mitchell will confirm it or propose another time.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = await requests.bodies();
    expect(sent.filter((r) => r.url === BOOK_URL).map((r) => r.body)).toEqual([
      {
        lawyerId: '101',
        startsAt: '2026-11-26T14:00:00Z',
        type: 'video',
        caseId: '100',
        note: 'About my deposit.',
      },
    ]);
    // the lists and the figures are read again
    await waitFor(() => expect(requests.to(UPCOMING_URL).length).toBeGreaterThan(0));
    const booked = sent.findIndex((r) => r.url === BOOK_URL);
    await waitFor(() =>
      expect(requests.sent.findLastIndex((r) => r.url === STATS_URL)).toBeGreaterThan(booked),
    );
  });

  it('asks the number to call for a phone consultation, checks it, and sends it', async () => {
    const { userEvent } = await showLawyers(lawyer());
    const requests = recordRequests();
    const dialog = await openBooking(userEvent);
    expect(dialog.queryByLabelText('Your phone number')).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('radio', { name: 'Phone call' }));
    const phone = await dialog.findByLabelText('Your phone number');
    await chooseTime(userEvent, dialog, listedTimes(dialog)[0]!);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));
    expect(await dialog.findByText('Add the number the lawyer should call.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(phone, '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));
    expect(await dialog.findByText('Enter a valid phone number, such as 07700 900123.')).toBeInTheDocument();
    expect(requests.to(BOOK_URL)).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '07700 900123');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bookedConsultations()).toMatchObject([{ type: 'phone', phone: '07700 900123', caseId: '100' }]);
    // the times were asked again for the type chosen
    expect(slotCalls(requests.sent).some((q) => q.get('type') === 'phone')).toBe(true);
  });

  it('offers only the types the lawyer offers', async () => {
    setLawyerBooking('101', { types: ['phone', 'in_person'] });
    const { userEvent } = await showLawyers(lawyer());
    const dialog = await openBooking(userEvent);
    const types = within(dialog.getByRole('group', { name: 'Type of consultation' }));
    expect(types.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Phone call',
      'In person',
    ]);
    expect(types.getByRole('radio', { name: 'Phone call' })).toBeChecked();
  });

  it("asks for the lawyer's times from today's London date, 31 days at a time, until the horizon", async () => {
    fakeNow('2026-11-24T10:00:00Z');
    setLawyerBooking('101', { horizonDays: 41 });
    const { userEvent } = await showLawyers(lawyer());
    const requests = recordRequests();
    const dialog = await openBooking(userEvent);
    await waitFor(() =>
      expect(slotCalls(requests.sent).filter((q) => q.get('type') === 'video')).toHaveLength(3),
    );

    const windows = slotCalls(requests.sent).map((q) => [q.get('from'), q.get('days'), q.get('type')]);
    expect(windows).toEqual([
      ['2026-11-24', '31', null],
      ['2026-11-24', '31', 'video'],
      ['2026-12-25', '31', 'video'],
      ['2027-01-25', '31', 'video'],
    ]);
    // the days of both windows are offered, up to the horizon's last weekday (Mon 4 Jan)
    const days = within(dialog.getByLabelText('Day')).getAllByRole('option');
    expect(days.at(-1)).toHaveTextContent(/^Mon 4 Jan/);
  });

  it('books without a case where the backend keeps none', async () => {
    backendKeepsNoCases();
    const { userEvent } = await showLawyers(lawyer());
    const dialog = await openBooking(userEvent);
    await chooseTime(userEvent, dialog, listedTimes(dialog)[0]!);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(bookedConsultations()).toHaveLength(1));
    expect(bookedConsultations()[0]?.caseId).toBeNull();
  });
});

describe('the fee (docs/decisions/0068-payment-stays-on-paper.md)', () => {
  it.each([
    ['the card’s hourly rate for the length', 150, 30, 'Fee £75 for 30 minutes'],
    ['pence when the length needs them', 155, 45, 'Fee £116.25 for 45 minutes'],
    ['on request without a rate', null, 30, 'Fee on request'],
  ])('is %s', async (_, hourlyRate, durationMinutes, words) => {
    setLawyerBooking('101', { durationMinutes });
    const { userEvent } = await showLawyers(lawyer({ hourlyRate }));
    const dialog = await openBooking(userEvent);
    expect(dialog.getByText(words)).toBeInTheDocument();
    expect(dialog.getByText('Paid to the lawyer directly', { exact: false })).toBeInTheDocument();
  });
});

describe('a lawyer who cannot be booked', () => {
  it('says so when the lawyer offers no type (not taking bookings)', async () => {
    setLawyerBooking('101', { types: [], available: false });
    const { userEvent } = await showLawyers(lawyer());
    const card = within(await screen.findByRole('article', { name: 'Sarah Mitchell' }));
    await userEvent.click(card.getByRole('button', { name: /^Book Consultation with / }));
    const dialog = within(await screen.findByRole('dialog', { name: dialogName('Sarah Mitchell') }));
    expect(
      await dialog.findByText('Sarah Mitchell is not taking bookings at the moment. Please try again later.'),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument();
  });

  it('says so when there is no free time', async () => {
    setLawyerBooking('101', { starts: [] });
    const { userEvent } = await showLawyers(lawyer());
    const dialog = await openBooking(userEvent);
    expect(
      await dialog.findByText(
        /^Sarah Mitchell has no free times for this type of consultation at the moment/,
      ),
    ).toBeInTheDocument();
  });
});
