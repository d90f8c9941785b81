import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookedConsultations, resetBooking, setLawyerBooking } from '../../msw/booking-handlers';
import { resetCases } from '../../msw/case-handlers';
import { expectNotification } from '../../support';
import {
  chooseTime,
  dialogName,
  fakeNow,
  listedTimes,
  openBooking,
  showLawyers,
  timesOf,
} from './book-helpers';
import { findLawyerCard, lawyer } from '../case-helpers';

// The lawyer's hours are London hours: 09:00 is 09:00 GMT in winter and 09:00 BST in summer,
// whatever the browser's zone (docs/decisions/0065-slots-on-a-london-grid.md).
beforeEach(() => {
  resetBooking();
  resetCases();
});

describe('London time around a clock change', () => {
  it.each([
    [
      'spring (the clocks go forward on Sun 28 Mar 2027)',
      '2027-03-22T10:00:00Z',
      ['2027-03-26T09:00:00Z', '2027-03-29T08:00:00Z'],
      ['Fri 26 Mar', '09:00 GMT'],
      ['Mon 29 Mar', '09:00 BST'],
      'Mon, 29 Mar 2027, 09:00 BST',
    ],
    [
      'autumn (the clocks go back on Sun 31 Oct 2027)',
      '2027-10-25T10:00:00Z',
      ['2027-10-29T08:00:00Z', '2027-11-01T09:00:00Z'],
      ['Fri 29 Oct', '09:00 BST'],
      ['Mon 1 Nov', '09:00 GMT'],
      'Mon, 1 Nov 2027, 09:00 GMT',
    ],
  ])(
    'in %s, shows each 09:00 with its zone and books the instant',
    async (_, now, starts, before, after, said) => {
      fakeNow(now);
      setLawyerBooking('101', { starts });
      const { userEvent } = await showLawyers(lawyer());
      const dialog = await openBooking(userEvent);

      expect(dialog.getByLabelText('Day')).toHaveDisplayValue(`${before[0]} (1 time)`);
      expect(listedTimes(dialog)).toEqual([before[1]]);
      await chooseTime(userEvent, dialog, after[1]!, after[0]);
      await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));

      await expectNotification(
        'Consultation requested',
        `Video call with Sarah Mitchell on ${said}. Sarah Mitchell will confirm it or propose another time.`,
      );
      expect(bookedConsultations()[0]?.startsAt).toBe(starts[1]);
    },
  );
});

describe('the keyboard alone', () => {
  it('books: Book Consultation, the type and the time by arrows, the number, Enter on Confirm booking', async () => {
    fakeNow('2026-11-24T06:00:00Z');
    const { userEvent: user } = await showLawyers(lawyer());
    const book = (await findLawyerCard('Sarah Mitchell')).getByRole('button', {
      name: 'Book Consultation with Sarah Mitchell',
    });
    book.focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: dialogName('Sarah Mitchell') }));
    await dialog.findByRole('button', { name: 'Confirm booking' });

    // the first field has the focus: the type, moved by the arrow keys
    const video = dialog.getByRole('radio', { name: 'Video call' });
    await waitFor(() => expect(video).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(dialog.getByRole('radio', { name: 'Phone call' })).toBeChecked();

    await user.tab();
    expect(dialog.getByLabelText('Day')).toHaveFocus();
    await user.tab();
    const times = timesOf(dialog).getAllByRole('radio');
    expect(times[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(times[1]).toBeChecked();

    await user.tab();
    expect(dialog.getByLabelText('Your phone number')).toHaveFocus();
    await user.keyboard('07700 900123');
    await user.tab();
    expect(dialog.getByLabelText('Note for the lawyer (optional)')).toHaveFocus();
    await user.tab();
    // the case it is about: the one the results are of
    expect(dialog.getByRole('combobox', { name: 'About which case?' })).toHaveFocus();
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Confirm booking' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bookedConsultations()).toMatchObject([
      { type: 'phone', phone: '07700 900123', startsAt: '2026-11-25T09:30:00Z' },
    ]);
    // the focus goes back to the button that opened it
    await waitFor(() => expect(book).toHaveFocus());
  });
});
