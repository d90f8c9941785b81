// Booking from a case's page (docs/decisions/0116-one-fee-rule.md): the fee offered on the case
// wins over the lawyer's first-consultation fee while the booking is about the case; a closed case
// invites no booking; the public profile opened from a case keeps it.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBooking, setLawyerBooking } from '../../msw/booking-handlers';
import { caseResponse, storedCase } from '../../msw/case-fixtures';
import { resetCases } from '../../msw/case-handlers';
import { lawyerCardSchema } from '@/api/cases-contract';
import { lawyerFixture } from '../../msw/fixtures';
import { dialogName } from '../booking/book-helpers';
import { openCase, section, seedCaseWithResponses } from './case-page-helpers';

beforeEach(() => {
  resetBooking();
});

const amelia = lawyerCardSchema.parse({ ...lawyerFixture, id: 201, name: 'Amelia Hughes' });

async function openBookingOf(user: Awaited<ReturnType<typeof openCase>>['userEvent'], name: string) {
  const response = within(await screen.findByRole('article', { name: `Response from ${name}` }));
  await user.click(response.getByRole('button', { name: `Book Consultation with ${name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: dialogName(name) }));
  await dialog.findByRole('button', { name: 'Confirm booking' });
  return dialog;
}

describe('booking from an open case', () => {
  it('keeps the fixed fee offered on the case, and the first-consultation fee once about no case', async () => {
    seedCaseWithResponses();
    setLawyerBooking('201', { firstFeePence: 7_500 });
    const { userEvent } = await openCase();
    const dialog = await openBookingOf(userEvent, 'Amelia Hughes');
    const about = dialog.getByRole('combobox', { name: 'About which case?' });
    expect(about).toHaveDisplayValue('Deposit not returned by my landlord');
    expect(dialog.getByText(/Paid to the lawyer directly/)).toHaveTextContent(/^Fixed fee £250/);

    await userEvent.selectOptions(about, 'Not about a case');
    expect(dialog.getByText(/Paid to the lawyer directly/)).toHaveTextContent(/^First consultation fee £75/);
  });

  it('links the profile with the case, so a booking there is about it', async () => {
    seedCaseWithResponses();
    const { userEvent } = await openCase();
    const response = within(await screen.findByRole('article', { name: 'Response from Amelia Hughes' }));
    await userEvent.click(response.getByRole('button', { name: 'View Profile of Amelia Hughes' }));
    const profile = within(await screen.findByRole('dialog', { name: 'Amelia Hughes' }));
    expect(profile.getByRole('link', { name: 'Open full profile' })).toHaveAttribute(
      'href',
      '/lawyers/201?case=1',
    );
  });
});

describe('a closed case', () => {
  it('offers no Book Consultation beside its responses, nor on the profile dialog', async () => {
    resetCases([
      storedCase({
        id: 1,
        status: 'closed',
        closedAt: '2026-11-10T09:00:00Z',
        consultations: [],
        responses: [caseResponse({ id: 1, lawyer: amelia, fee: { kind: 'fixed', amountPence: 25_000 } })],
      }),
      storedCase({ id: 2, title: 'Unfair dismissal from my job' }),
    ]);
    const { userEvent } = await openCase();
    const responses = section('Responses');
    expect(
      await responses.findByRole('article', { name: 'Response from Amelia Hughes' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book Consultation/ })).not.toBeInTheDocument();
    expect(
      section('Consultations').getByText('No consultations were booked about this case.'),
    ).toBeInTheDocument();
    // the profile from here is not about the closed case, and offers no booking either
    await userEvent.click(responses.getByRole('button', { name: 'View Profile of Amelia Hughes' }));
    const profile = within(await screen.findByRole('dialog', { name: 'Amelia Hughes' }));
    expect(profile.getByRole('link', { name: 'Open full profile' })).toHaveAttribute('href', '/lawyers/201');
    expect(profile.queryByRole('button', { name: /^Book Consultation/ })).not.toBeInTheDocument();
  });
});
