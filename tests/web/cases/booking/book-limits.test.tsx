// A booking refused by a limit on consultations waiting for lawyers (docs/decisions/0110-limits-on-writing.md):
// 3 with one lawyer, or 10 in all. The dialog says the server's reason and keeps the time, the
// type, the number and the note picked; the free times are not replaced.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookedConsultations, bookingUrls, resetBooking } from '../../msw/booking-handlers';
import { resetCases } from '../../msw/case-handlers';
import { server } from '../../msw/server';
import { lawyer } from '../case-helpers';
import { chooseTime, listedTimes, openBooking, showLawyers, timesOf } from './book-helpers';

const ONE_LAWYER =
  'You have 3 consultations waiting for Sarah Mitchell to answer. Wait for an answer, or cancel one, before you book another.';
const IN_ALL =
  'You have 10 consultations waiting for lawyers to answer. Wait for answers, or cancel one, before you book another.';

beforeEach(() => {
  resetBooking();
  resetCases();
});

describe('a booking refused by a limit (409)', () => {
  it.each([
    ['3 waiting with one lawyer', ONE_LAWYER],
    ['10 waiting in all', IN_ALL],
  ])('%s: says the reason, and keeps what was picked and typed', async (_name, detail) => {
    server.use(http.post(bookingUrls.book, () => HttpResponse.json({ detail }, { status: 409 })));
    const { userEvent } = await showLawyers(lawyer());
    const dialog = await openBooking(userEvent);
    await userEvent.click(dialog.getByRole('radio', { name: 'Phone call' }));
    await userEvent.type(await dialog.findByLabelText('Your phone number'), '07700 900123');
    await userEvent.type(dialog.getByLabelText('Note for the lawyer (optional)'), 'About my deposit');
    const shown = listedTimes(dialog);
    const time = shown[1]!;
    await chooseTime(userEvent, dialog, time);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      `Your consultation could not be booked. ${detail}`,
    );
    expect(timesOf(dialog).getByRole('radio', { name: time })).toBeChecked();
    expect(listedTimes(dialog)).toEqual(shown);
    expect(dialog.queryByRole('button', { name: 'Show all free times' })).not.toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    expect(dialog.getByLabelText('Your phone number')).toHaveValue('07700 900123');
    expect(dialog.getByLabelText('Note for the lawyer (optional)')).toHaveValue('About my deposit');
    expect(bookedConsultations()).toEqual([]);
  });
});
