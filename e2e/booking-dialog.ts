// The booking dialog, as the journeys that book a consultation use it. Several of them book the
// demo lawyer at the same moment and keep apart by the time each takes (the first, the middle or
// the last offered); late in the afternoon the first day offered may have a single time, which
// they then share. The product's answer to a time taken meanwhile is part of the journey: the
// dialog says so and offers the next free times, and a person takes one and confirms again.
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

type TimeOffered = 'first' | 'middle' | 'last';

const startTimes = (dialog: Locator) =>
  dialog.getByRole('group', { name: 'Start time (London time)' }).getByRole('radio');

/** Chooses one of the start times the dialog offers, by keyboard. */
export async function chooseTime(dialog: Locator, which: TimeOffered) {
  const times = startTimes(dialog);
  await expect(times.first()).toBeVisible();
  const count = await times.count();
  const time =
    which === 'first' ? times.first() : which === 'last' ? times.last() : times.nth(Math.floor(count / 2));
  await time.focus();
  await time.press('Space');
  await expect(time).toBeChecked();
}

/** Confirms the booking with `activate` (a click, or a key on the focused button), and, when the
 * time was taken meanwhile, takes the first of the times offered instead and confirms again.
 * Resolves once the dialog has closed. */
export async function confirmBooking(
  dialog: Locator,
  activate: (button: Locator) => Promise<void> = (button) => button.click(),
) {
  const confirm = dialog.getByRole('button', { name: 'Confirm booking' });
  const taken = dialog.getByRole('alert').filter({ hasText: 'This time has just been taken.' });
  await activate(confirm);
  await expect.poll(async () => (await dialog.isHidden()) || (await taken.isVisible())).toBe(true);
  if (await dialog.isHidden()) return;
  await chooseTime(dialog, 'first');
  await activate(confirm);
  await expect(dialog).toBeHidden();
}
