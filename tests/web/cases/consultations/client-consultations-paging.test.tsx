// The client's dashboard lists a page at a time (docs/decisions/0110-limits-on-writing.md): the
// upcoming consultations and, in 'Your Reviews', the past ones, each with its count and Show more.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { consultationFixture, resetConsultations } from '../../msw/consultation-handlers';
import { resetLawyerReviews } from '../../msw/review-handlers';
import { openDashboard } from '../case-helpers';
import { openUpcoming, upcomingCard } from './client-consultations-helpers';

const DAY = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** `n` consultations of one status, a day apart from `from` (soonest first). */
const consultations = (n: number, status: 'confirmed' | 'completed', from: number) =>
  Array.from({ length: n }, (_, i) =>
    consultationFixture({
      id: `${status}-${i + 1}`,
      status,
      startsAt: at(from + i * DAY),
      endsAt: at(from + i * DAY + 1_800_000),
    }),
  );

beforeEach(() => resetLawyerReviews());

describe('Upcoming Consultations, a page at a time', () => {
  it('shows 20 with the count, and Show more the rest, the focus on the first it brought', async () => {
    resetConsultations(consultations(25, 'confirmed', Date.UTC(2030, 0, 7, 10)));
    const { userEvent } = await openUpcoming();
    expect(await upcomingCard().findAllByRole('article')).toHaveLength(20);
    expect(upcomingCard().getByText('Showing 20 of 25 upcoming consultations')).toBeInTheDocument();

    await userEvent.click(upcomingCard().getByRole('button', { name: 'Show more upcoming consultations' }));
    await waitFor(() => expect(upcomingCard().getAllByRole('article')).toHaveLength(25));
    const items = within(upcomingCard().getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(items[20]).toHaveFocus();
    expect(within(items[20]!).getByText(/Sun, 27 Jan 2030/)).toBeInTheDocument();
    expect(upcomingCard().getByText('Showing 25 of 25 upcoming consultations')).toBeInTheDocument();
    expect(upcomingCard().queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();
  });
});

describe('Your Reviews, from the past consultations a page at a time', () => {
  it('lists the completed ones of the first page, and Show more looks through the next', async () => {
    resetConsultations(consultations(23, 'completed', Date.UTC(2029, 0, 1, 10)));
    const { userEvent } = await openDashboard();
    const card = within(await screen.findByRole('region', { name: 'Your Reviews' }));
    expect(await card.findAllByRole('article')).toHaveLength(20);
    expect(card.getByText('From 20 of your 23 past consultations')).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Show more past consultations' }));
    await waitFor(() => expect(card.getAllByRole('article')).toHaveLength(23));
    expect(card.getAllByRole('listitem')[20]).toHaveFocus();
    expect(card.getByText('From 23 of your 23 past consultations')).toBeInTheDocument();
    // each can still be reviewed
    expect(card.getAllByRole('button', { name: /^Write a review/ })).toHaveLength(23);
  });
});
