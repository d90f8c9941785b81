// A lawyer turns their own reminders off and on again from the booking settings page; the switch
// saves at once, and a backend without the setting shows none
// (docs/decisions/0130-invitations-and-reminders.md, docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '@/api/booking-contract';
import { server } from '../../msw/server';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { availabilityUrl, findForm, openSettings, useFreshSettings } from './availability-settings-helpers';

useFreshSettings();

const ON = /24 hours and 1 hour before each confirmed consultation/;
const OFF = 'You get no reminders. Your clients still get theirs.';

describe('Reminders', () => {
  it('are on by default; the switch turns them off and on, saving each change at once', async () => {
    const { userEvent, puts } = await openSettings();
    const reminders = await screen.findByRole('switch', { name: 'Reminders' });
    expect(reminders).toBeChecked();
    expect(reminders).toHaveAccessibleDescription(ON);
    await expectNoAxeViolations();

    reminders.focus();
    await userEvent.keyboard(' ');
    await waitFor(async () => expect(await puts()).toEqual([{ reminders: false }]));
    await waitFor(() => expect(reminders).not.toBeChecked());
    expect(reminders).toHaveAccessibleDescription(OFF);

    await userEvent.click(reminders);
    await waitFor(async () => expect(await puts()).toEqual([{ reminders: false }, { reminders: true }]));
    await waitFor(() => expect(reminders).toBeChecked());
  });

  it('a refusal says so and leaves the switch as it was', async () => {
    server.use(
      http.put(availabilityUrl, () => HttpResponse.json({ detail: 'Server is busy.' }, { status: 503 })),
    );
    const { userEvent } = await openSettings();
    const reminders = await screen.findByRole('switch', { name: 'Reminders' });
    await userEvent.click(reminders);
    expect(await screen.findByText(/Your reminders were not changed/)).toBeInTheDocument();
    expect(reminders).toBeChecked();
  });

  it('from a backend without the setting: no switch, the rest of the page as before', async () => {
    const { reminders: _left, ...without } = defaultAvailability();
    server.use(http.get(availabilityUrl, () => HttpResponse.json(without)));
    await openSettings();
    await findForm();
    expect(screen.queryByRole('switch', { name: 'Reminders' })).not.toBeInTheDocument();
  });
});
