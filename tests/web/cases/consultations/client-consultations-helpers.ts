// What the tests of the client's consultations share: the dashboard's card and its items, and
// consultations timed from now (tests/web/msw/consultation-handlers.ts keeps them).
import { screen, within } from '@testing-library/react';
import type { Consultation } from '@/api/booking-contract';
import { consultationFixture } from '../../msw/consultation-handlers';
import { openDashboard } from '../case-helpers';

const MINUTE = 60_000;
const instant = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A consultation of the fixture client with Vera Verified starting `minutes` from now. */
export function startingIn(minutes: number, fields: Partial<Consultation> & { id: string }, length = 30) {
  const start = Date.now() + minutes * MINUTE;
  return consultationFixture({
    startsAt: instant(start),
    endsAt: instant(start + length * MINUTE),
    ...fields,
  });
}

export const upcomingCard = () => within(screen.getByRole('region', { name: 'Upcoming Consultations' }));

/** Opens the client dashboard and waits for its consultations card to list them. */
export async function openUpcoming() {
  const utils = await openDashboard();
  await screen.findByRole('region', { name: 'Upcoming Consultations' });
  return utils;
}

/** The item whose name (the lawyer, then the type and time) matches. */
export async function findItem(name: RegExp) {
  return within(await upcomingCard().findByRole('article', { name }));
}
