// The booking dialog's fee by the one rule, the case it is about, a paused lawyer, and what it
// says while it opens and once a time is chosen (docs/decisions/0116-one-fee-rule.md,
// docs/decisions/0098-book-consultation-dialog.md).
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingUrls, resetBooking, setLawyerBooking } from '../../msw/booking-handlers';
import { resetCases } from '../../msw/case-handlers';
import { server } from '../../msw/server';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { recordRequests } from '../../support';
import { findLawyerCard, lawyer } from '../case-helpers';
import { BOOK_URL, chooseTime, dialogName, fakeNow, openBooking, showLawyers } from './book-helpers';

beforeEach(() => {
  resetBooking();
  resetCases();
});

const feeLine = (dialog: Awaited<ReturnType<typeof openBooking>>) =>
  dialog.getByText(/Paid to the lawyer directly/);

describe('the fee, by the one rule', () => {
  it.each([
    ['the fixed first-consultation fee where the lawyer set one', 7_500, 'First consultation fee £75'],
    ['the hourly rate for the length where they set none', null, 'Fee £140 for 30 minutes'],
  ])('is %s', async (_, firstFeePence, words) => {
    setLawyerBooking('101', { firstFeePence });
    const { userEvent } = await showLawyers(lawyer({ hourlyRate: 280 }));
    const dialog = await openBooking(userEvent);
    expect(feeLine(dialog)).toHaveTextContent(`${words} · Paid to the lawyer directly`);
  });
});

describe('the case it is about', () => {
  it('lists the open cases, chooses the case the results are of, and may be about none', async () => {
    fakeNow('2026-11-24T10:00:00Z');
    const { userEvent } = await showLawyers(lawyer());
    const requests = recordRequests();
    const dialog = await openBooking(userEvent);
    const about = dialog.getByRole('combobox', { name: 'About which case?' });
    expect(about).toHaveDisplayValue('Child arrangements after separation');
    expect(
      within(about)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Not about a case',
      'Child arrangements after separation',
      'Unfair dismissal from my job',
      'Deposit not returned by my landlord',
    ]);
    await expectNoAxeViolations();

    await userEvent.selectOptions(about, 'Not about a case');
    await chooseTime(userEvent, dialog, '09:00 GMT', 'Thu 26 Nov');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = (await requests.bodies()).filter((r) => r.url === BOOK_URL).map((r) => r.body);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('caseId');
  });
});

describe('a lawyer who has paused their bookings', () => {
  it('says they are not taking bookings and offers nothing to confirm', async () => {
    setLawyerBooking('101', { available: false });
    const { userEvent } = await showLawyers(lawyer());
    const card = await findLawyerCard('Sarah Mitchell');
    await userEvent.click(card.getByRole('button', { name: 'Book Consultation with Sarah Mitchell' }));
    const dialog = within(await screen.findByRole('dialog', { name: dialogName('Sarah Mitchell') }));
    expect(await dialog.findByText('Not taking bookings at the moment')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument();
    expect(dialog.queryByText(/Paid to the lawyer directly/)).not.toBeInTheDocument();
  });
});

describe('while it opens, and once a time is chosen', () => {
  it('shows that it is opening until the free times arrive', async () => {
    const { userEvent } = await showLawyers(lawyer());
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(bookingUrls.slots, async () => {
        await answered;
        await delay(0);
        return HttpResponse.json({ durationMinutes: 30, types: ['video'], slots: [] });
      }),
    );
    const card = await findLawyerCard('Sarah Mitchell');
    const book = card.getByRole('button', { name: 'Book Consultation with Sarah Mitchell' });
    expect(book).toHaveTextContent(/^Book Consultation$/);
    await userEvent.click(book);
    expect(book).toHaveAttribute('aria-busy', 'true');
    expect(card.getByTestId('booking-opening')).toBeInTheDocument();
    expect(card.getByText('Opening the booking with Sarah Mitchell…')).toHaveAttribute('aria-live', 'polite');

    release();
    expect(await screen.findByRole('dialog', { name: dialogName('Sarah Mitchell') })).toBeInTheDocument();
    expect(book).not.toHaveAttribute('aria-busy');
    expect(card.queryByTestId('booking-opening')).not.toBeInTheDocument();
  });

  it("says back the time chosen: 'You chose …'", async () => {
    fakeNow('2026-11-24T10:00:00Z');
    const { userEvent } = await showLawyers(lawyer());
    const dialog = await openBooking(userEvent);
    expect(dialog.queryByText(/^You chose/)).not.toBeInTheDocument();
    await chooseTime(userEvent, dialog, '14:00 GMT', 'Thu 26 Nov');
    expect(dialog.getByText(/^You chose/)).toHaveTextContent('You chose Thu, 26 Nov 2026, 14:00 GMT');
  });
});
