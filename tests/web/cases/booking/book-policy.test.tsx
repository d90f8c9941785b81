// The lawyer's cancellation policy in the booking dialog, before anything is booked
// (docs/decisions/0129-cancellation-policy-and-no-shows.md).
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBooking, setLawyerBooking } from '../../msw/booking-handlers';
import { resetCases } from '../../msw/case-handlers';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { lawyer } from '../case-helpers';
import { chooseTime, fakeNow, openBooking, showLawyers } from './book-helpers';

beforeEach(() => {
  resetBooking();
  resetCases();
});

describe('the cancellation policy', () => {
  it('says it in hours, then, once a time is chosen, until when in London time', async () => {
    fakeNow('2026-11-24T06:00:00Z');
    setLawyerBooking('101', { freeUntilHours: 48 });
    const { userEvent } = await showLawyers(lawyer());
    const dialog = await openBooking(userEvent);
    expect(dialog.getByText('Free to cancel until 48 hours before the start')).toBeInTheDocument();
    await chooseTime(userEvent, dialog, '09:00 GMT', 'Mon 30 Nov');
    expect(dialog.getByText('Free to cancel until Saturday 28 November, 09:00 GMT')).toBeInTheDocument();
    expect(dialog.getByText(/After that, only Sarah Mitchell can cancel or move it\./)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('names the zone as it falls: 72 hours before 09:00 BST on the Monday after the clocks change is 08:00 GMT', async () => {
    fakeNow('2026-03-26T06:00:00Z');
    setLawyerBooking('101', { freeUntilHours: 72 });
    const { userEvent } = await showLawyers(lawyer());
    const dialog = await openBooking(userEvent);
    await chooseTime(userEvent, dialog, '09:00 BST', 'Mon 30 Mar');
    expect(dialog.getByText('Free to cancel until Friday 27 March, 08:00 GMT')).toBeInTheDocument();
  });

  it('says there is no free cancellation for a time already inside the policy', async () => {
    fakeNow('2026-11-24T06:00:00Z');
    setLawyerBooking('101', { freeUntilHours: 168 });
    const { userEvent } = await showLawyers(lawyer());
    const dialog = await openBooking(userEvent);
    await chooseTime(userEvent, dialog, '09:00 GMT');
    expect(dialog.getByText('No free cancellation for this time')).toBeInTheDocument();
    expect(
      dialog.getByText(
        /Free to cancel until 168 hours before the start, so once it is confirmed only Sarah Mitchell can cancel or move it\./,
      ),
    ).toBeInTheDocument();
  });

  it('is not shown where the backend keeps no policy', async () => {
    setLawyerBooking('101', { freeUntilHours: null });
    const { userEvent } = await showLawyers(lawyer());
    const dialog = await openBooking(userEvent);
    expect(dialog.queryByText(/Free to cancel/)).not.toBeInTheDocument();
  });
});
