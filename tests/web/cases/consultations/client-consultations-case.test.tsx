import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookedConsultations, resetBooking } from '../../msw/booking-handlers';
import { storedCase } from '../../msw/case-fixtures';
import { caseUrl, resetCases } from '../../msw/case-handlers';
import { consultationFixture, resetConsultations, storedConsultation } from '../../msw/consultation-handlers';
import { recordRequests } from '../../support';
import { chooseTime, dialogName, listedTimes } from '../booking/book-helpers';
import { openCase, section, seedCaseWithResponses } from '../cases/case-page-helpers';

// A case's page: the consultations booked about it, and booking from its responses and matches
// (docs/decisions/0098-book-consultation-dialog.md).
beforeEach(() => {
  resetBooking();
  resetConsultations();
});

async function bookFrom(
  user: Awaited<ReturnType<typeof openCase>>['userEvent'],
  area: string,
  lawyer: string,
) {
  const card = within(await section(area).findByRole('article', { name: lawyer }));
  await user.click(card.getByRole('button', { name: /^Book Consultation with / }));
  const dialog = within(await screen.findByRole('dialog', { name: dialogName(lawyer) }));
  await dialog.findByRole('button', { name: 'Confirm booking' });
  return dialog;
}

describe("the case's consultations", () => {
  it('lists them with their actions, and reads the case again after one', async () => {
    const requested = consultationFixture({ id: '701', caseId: '1' });
    resetCases([storedCase({ id: 1, consultations: [requested] })]);
    resetConsultations([requested]);
    const { userEvent } = await openCase();
    const item = within(
      await section('Consultations').findByRole('article', { name: /^Vera Verified Phone call/ }),
    );
    expect(item.getByText('Requested')).toBeInTheDocument();
    const requests = recordRequests();

    await userEvent.click(item.getByRole('button', { name: 'Cancel consultation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this consultation?' }));
    await userEvent.type(dialog.getByLabelText('Why are you cancelling?'), 'Settled.');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(storedConsultation('701')?.status).toBe('cancelled'));
    await waitFor(() => expect(requests.to(caseUrl('1')).length).toBeGreaterThan(0));
  });

  it('says none are booked yet when the list is empty', async () => {
    resetCases([storedCase({ id: 1, consultations: [] })]);
    await openCase();
    expect(
      section('Consultations').getByText(/^No consultations booked about this case yet/),
    ).toBeInTheDocument();
  });

  it('shows nothing where the backend does not book (no consultations in the case)', async () => {
    resetCases([storedCase({ id: 1 })]);
    await openCase();
    expect(screen.queryByRole('region', { name: 'Consultations' })).not.toBeInTheDocument();
  });
});

describe('booking from the case page', () => {
  beforeEach(seedCaseWithResponses);

  it.each([
    ['a fixed fee', 'Amelia Hughes', 'Fixed fee £250'],
    ['an hourly fee, for the length', 'Priya Sharma', 'Fee £60 for 30 minutes'],
    ['no fee, so the card’s rate', 'Tom Baker', 'Fee £75 for 30 minutes'],
  ])('keeps the fee the response offered: %s', async (_, lawyer, words) => {
    const { userEvent } = await openCase();
    const dialog = await bookFrom(userEvent, 'Responses', lawyer);
    expect(dialog.getByText(words)).toBeInTheDocument();
  });

  it('books about this case, from a response and from a matched lawyer', async () => {
    const { userEvent } = await openCase();
    let dialog = await bookFrom(userEvent, 'Responses', 'Priya Sharma');
    await chooseTime(userEvent, dialog, listedTimes(dialog)[0]!);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await bookFrom(userEvent, 'Matched lawyers', 'Sarah Mitchell');
    await chooseTime(userEvent, dialog, listedTimes(dialog)[0]!);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(bookedConsultations()).toHaveLength(2));
    expect(bookedConsultations().map((c) => [c.lawyer.id, c.caseId])).toEqual([
      ['202', '1'],
      ['101', '1'],
    ]);
  });
});
