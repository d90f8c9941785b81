// Booking from a lawyer's public profile (docs/decisions/0116-one-fee-rule.md): the fee settings
// as the profile and the dialog say them, a paused lawyer offers nothing to book, and a profile
// opened from a case books about that case.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { bookingUrls, resetBooking, setLawyerBooking } from '../../msw/booking-handlers';
import { server } from '../../msw/server';
import { resetCases } from '../../msw/case-handlers';
import { sessionUser } from '../../msw/fixtures';
import { renderWithProviders } from '../../render';
import { recordRequests } from '../../support';
import { BOOK_URL, chooseTime, listedTimes } from '../booking/book-helpers';
import { LAWYER_ID, publicLawyer, serveProfile } from './public-profile-helpers';

const route = `/lawyers/${LAWYER_ID}`;
const heading = () => screen.findByRole('heading', { level: 1, name: 'Sarah Mitchell' });
const consultations = () => within(screen.getByRole('region', { name: 'Consultations' }));

beforeEach(() => {
  resetBooking();
  resetCases();
});

async function openDialog(user: ReturnType<typeof renderWithProviders>['userEvent']) {
  await user.click(screen.getByRole('button', { name: 'Book Consultation with Sarah Mitchell' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Book a consultation with Sarah Mitchell' }),
  );
  await dialog.findByRole('button', { name: 'Confirm booking' });
  return dialog;
}

describe('the fee on the profile and in its booking', () => {
  it.each([
    ['a fixed first-consultation fee', 7_500, 'First consultation: £75', 'First consultation fee £75'],
    ['none: the hourly rate for the length', null, null, 'Fee £140 for 30 minutes'],
  ])('%s', async (_, firstFeePence, profileWords, dialogWords) => {
    serveProfile(publicLawyer({ hourlyRate: 280, firstFeePence }));
    setLawyerBooking(LAWYER_ID, { firstFeePence });
    const { userEvent } = renderWithProviders({ route, user: sessionUser('client') });
    await heading();
    if (profileWords) expect(consultations().getByText(profileWords)).toBeInTheDocument();
    else expect(consultations().queryByText(/First consultation/)).not.toBeInTheDocument();
    const dialog = await openDialog(userEvent);
    expect(dialog.getByText(/Paid to the lawyer directly/)).toHaveTextContent(`${dialogWords} · Paid`);
  });
});

describe('a lawyer who has paused their bookings', () => {
  it('says they are not taking bookings, with no Book Consultation', async () => {
    serveProfile(publicLawyer({ acceptingBookings: false }));
    renderWithProviders({ route, user: sessionUser('client') });
    await heading();
    expect(screen.getByText('Not taking bookings at the moment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book Consultation/ })).not.toBeInTheDocument();
  });

  it('signed out too', async () => {
    serveProfile(publicLawyer({ acceptingBookings: false }));
    renderWithProviders({ route });
    await heading();
    expect(screen.getByText('Not taking bookings at the moment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book Consultation/ })).not.toBeInTheDocument();
  });
});

describe('opened from a case (?case=)', () => {
  it('books about that case', async () => {
    serveProfile(publicLawyer());
    const requests = recordRequests();
    const { userEvent } = renderWithProviders({ route: `${route}?case=2`, user: sessionUser('client') });
    await heading();
    const dialog = await openDialog(userEvent);
    expect(dialog.getByRole('combobox', { name: 'About which case?' })).toHaveDisplayValue(
      'Unfair dismissal from my job',
    );
    await chooseTime(userEvent, dialog, listedTimes(dialog)[0]!);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = (await requests.bodies()).filter((r) => r.url === BOOK_URL).map((r) => r.body);
    expect(sent).toMatchObject([{ lawyerId: LAWYER_ID, caseId: '2' }]);
  });
});

describe('Book Consultation on the profile', () => {
  it('shows that it is opening while the booking loads', async () => {
    serveProfile(publicLawyer());
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(bookingUrls.slots, async () => {
        await answered;
        return HttpResponse.json({ durationMinutes: 30, types: ['video'], slots: [] });
      }),
    );
    const { userEvent } = renderWithProviders({ route, user: sessionUser('client') });
    await heading();
    const book = screen.getByRole('button', { name: 'Book Consultation with Sarah Mitchell' });
    await userEvent.click(book);
    // the booking's code, the query cache and the free times load before the dialog opens
    expect(book).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Opening the booking with Sarah Mitchell…')).toBeInTheDocument();
    release();
    await screen.findByRole('dialog', { name: 'Book a consultation with Sarah Mitchell' });
    await waitFor(() => expect(book).not.toHaveAttribute('aria-busy'));
  });
});
