// What the booking tests share: lawyers on the dashboard after a post, the booking dialog and
// its parts as a person finds them, a fixed 'now', and the store of the booking fake
// (tests/web/msw/booking-handlers.ts; docs/decisions/0098-book-consultation-dialog.md).
import { screen, within } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import type { MatchedLawyer } from '@/api/contract';
import { apiConfig } from '@/api/config';
import {
  answerMatch,
  findLawyerCard,
  openDashboard,
  postCase,
  resultsArea,
  type User,
} from '../case-helpers';

export const BOOK_URL = `${apiConfig.profiles}/api/consultations/`;
export const UPCOMING_URL = `${apiConfig.profiles}/api/consultations/?when=upcoming`;
export const STATS_URL = `${apiConfig.profiles}/api/accounts/me/stats/`;
export const dialogName = (lawyer: string) => `Book a consultation with ${lawyer}`;

/** Posts a case whose match answers `lawyers`, and waits for their cards. */
export async function showLawyers(...lawyers: MatchedLawyer[]) {
  answerMatch(lawyers);
  const utils = await openDashboard();
  await postCase(utils.userEvent);
  await resultsArea().findAllByRole('article');
  return utils;
}

/** Presses Book Consultation on the lawyer's card and waits for the dialog's times. */
export async function openBooking(user: User, lawyer = 'Sarah Mitchell') {
  const card = await findLawyerCard(lawyer);
  await user.click(card.getByRole('button', { name: `Book Consultation with ${lawyer}` }));
  const dialog = within(await screen.findByRole('dialog', { name: dialogName(lawyer) }));
  await dialog.findByRole('button', { name: 'Confirm booking' });
  return dialog;
}

export type Dialog = Awaited<ReturnType<typeof openBooking>>;

export const timesOf = (dialog: Dialog) =>
  within(dialog.getByRole('group', { name: 'Start time (London time)' }));

/** Chooses the day (by its label's start, 'Mon 30 Mar') and the time ('09:00 BST'). */
export async function chooseTime(user: User, dialog: Dialog, time: string, day?: string) {
  if (day) {
    const select = dialog.getByLabelText('Day');
    const option = within(select).getByRole('option', { name: new RegExp(`^${day}`) });
    await user.selectOptions(select, option);
  }
  await user.click(timesOf(dialog).getByRole('radio', { name: time }));
}

/** The free times listed on the day shown, as the radios name them. */
export const listedTimes = (dialog: Dialog) =>
  timesOf(dialog)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

/** Date (only Date: the timers and the network stay real) reads `iso` as now, for this test. */
export function fakeNow(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
