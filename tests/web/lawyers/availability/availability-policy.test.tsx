// The lawyer's cancellation policy in the booking settings
// (docs/decisions/0129-cancellation-policy-and-no-shows.md): 24 hours by default, 0 to 168,
// refused beside the field before anything is sent, with what was typed kept; not shown where the
// backend keeps no policy.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '@/api/booking-contract';
import { server } from '../../msw/server';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import {
  availabilityUrl,
  findForm,
  messageOf,
  openSettings,
  saveButton,
  useFreshSettings,
} from './availability-settings-helpers';

useFreshSettings();

const FIELD = 'Clients can cancel or reschedule until (hours before the start)';

describe('Cancellation policy', () => {
  it('shows 24 hours by default, says the range, and saves a new number', async () => {
    const { userEvent, puts } = await openSettings();
    const hours = (await findForm()).getByLabelText(FIELD);
    expect(hours).toHaveValue(24);
    expect(hours).toHaveAccessibleDescription('0 to 168 hours (a week); 0 lets them cancel until the start.');
    expect(screen.getByRole('region', { name: 'Cancellation policy' })).toBeInTheDocument();
    await expectNoAxeViolations();
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.click(saveButton());
    await waitFor(async () => expect(await puts()).toHaveLength(1));
    expect((await puts())[0]).toMatchObject({ cancellationPolicy: { freeUntilHours: 48 } });
  });

  it.each(['169', ''])('refuses %j beside the field, keeps it, and sends nothing', async (typed) => {
    const { userEvent, puts } = await openSettings();
    const hours = (await findForm()).getByLabelText(FIELD);
    await userEvent.clear(hours);
    if (typed) await userEvent.type(hours, typed);
    await userEvent.click(saveButton());
    await waitFor(() => expect(hours).toHaveFocus());
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(hours)).toMatch(/Ensure this value is less than or equal to 168\.|integer/);
    expect(hours).toHaveValue(typed === '' ? null : Number(typed));
    expect(await puts()).toEqual([]);
  });

  it('is not shown, nor sent, where the backend keeps no policy', async () => {
    const { cancellationPolicy: _, ...without } = defaultAvailability();
    server.use(http.get(availabilityUrl, () => HttpResponse.json(without)));
    const { userEvent, puts } = await openSettings();
    await findForm();
    expect(screen.queryByLabelText(FIELD)).not.toBeInTheDocument();
    await userEvent.click(saveButton());
    await waitFor(async () => expect(await puts()).toHaveLength(1));
    expect((await puts())[0]).not.toHaveProperty('cancellationPolicy');
  });
});
