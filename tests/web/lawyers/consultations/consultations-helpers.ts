// What the tests of the lawyer's consultations share: Vera's dashboard with the fake booking
// backend (tests/web/msw/consultation-handlers.ts) fresh for each test, and one consultation's
// list item as a person finds it.
import { screen, within } from '@testing-library/react';
import { beforeEach } from 'vitest';
import type { Consultation } from '@/api/booking-contract';
import { resetConsultations } from '../../msw/consultation-handlers';
import { openDashboard, verifiedLawyer } from '../lawyer-helpers';
import { useLeadBackend } from '../lead-handlers';

/** Before each test: the leads backend, and the booking backend with `list` (the seeded four). */
export function useConsultationBackend(list?: () => Consultation[]) {
  useLeadBackend();
  beforeEach(() => resetConsultations(list?.()));
}

export function consultationsCard() {
  const heading = screen.getByRole('heading', { name: 'Upcoming Consultations' });
  const card = heading.closest('[data-slot="card"]');
  if (!(card instanceof HTMLElement)) throw new Error('no card around Upcoming Consultations');
  return within(card);
}

/** Vera's dashboard once her consultations have arrived (or the samples, or the empty text). */
export async function openConsultations(settledOn: string | RegExp = /Mon, 14 Jan 2030/) {
  const utils = await openDashboard(verifiedLawyer);
  await consultationsCard().findByText(settledOn, {}, { timeout: 5000 });
  return utils;
}

/** The list item of the consultation with the client named `name` (the first when several). */
export function consultationOf(name: string) {
  const headings = consultationsCard().getAllByRole('heading', { level: 3, name });
  const item = headings[0]?.closest('li');
  if (!item) throw new Error(`"${name}" is not in a list item`);
  return within(item);
}

/** The list item whose time reads `when` ('Mon, 14 Jan 2030, 10:00 GMT'). */
export function consultationAt(when: string) {
  const item = consultationsCard()
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(when));
  if (!item) throw new Error(`no consultation at ${when}`);
  return within(item);
}
