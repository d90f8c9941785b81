// A lawyer is closed on the bank holidays where they practise unless they open on them
// (docs/decisions/0115-bank-holidays.md): the form shows the choice as kept and sends a change.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findForm, openSettings, saveButton, useFreshSettings } from './availability-settings-helpers';

useFreshSettings();

const CHOICE = 'Take bookings on bank holidays';

describe('Bank holidays', () => {
  it('are closed by default, and says why beside the choice', async () => {
    await openSettings();
    const choice = (await findForm()).getByRole('checkbox', { name: CHOICE });
    expect(choice).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription(/no one can book you on a bank holiday where you practise/);
  });

  it('opens on them when ticked, and closes again when unticked', async () => {
    const { userEvent, puts } = await openSettings();
    const choice = (await findForm()).getByRole('checkbox', { name: CHOICE });
    await userEvent.click(choice);
    await userEvent.click(saveButton());
    await waitFor(async () => expect(await puts()).toHaveLength(1));
    expect((await puts())[0]).toMatchObject({ openOnBankHolidays: true });
    // the answer kept it: the box stays ticked, and unticking sends false
    await waitFor(() => expect(choice).toBeChecked());
    await userEvent.click(choice);
    await userEvent.click(saveButton());
    await waitFor(async () => expect(await puts()).toHaveLength(2));
    expect((await puts())[1]).toMatchObject({ openOnBankHolidays: false });
  });
});
