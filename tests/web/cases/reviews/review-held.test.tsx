// A review the server holds for a check before it appears (docs/decisions/0111-held-reviews.md):
// once sent, the client is told it will appear once checked, not that it is published.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { consultationFixture, resetConsultations } from '../../msw/consultation-handlers';
import { holdReviewOf, resetLawyerReviews, storedReview } from '../../msw/review-handlers';
import { expectNotification } from '../../support';
import { openDashboard } from '../case-helpers';

beforeEach(() => {
  resetConsultations([
    consultationFixture({
      id: '811',
      status: 'completed',
      startsAt: '2030-01-10T10:00:00Z',
      endsAt: '2030-01-10T10:30:00Z',
    }),
  ]);
  resetLawyerReviews();
});

async function writeReview() {
  const { userEvent } = await openDashboard();
  const card = within(await screen.findByRole('region', { name: 'Your Reviews' }));
  await userEvent.click(
    await card.findByRole('button', { name: 'Write a review of your consultation with Vera Verified' }),
  );
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Review your consultation with Vera Verified' }),
  );
  await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
  await userEvent.type(dialog.getByLabelText('Your review (optional)'), 'Very helpful.');
  await userEvent.click(dialog.getByRole('button', { name: 'Submit review' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return card;
}

describe('a review held for a check', () => {
  it('tells the client it will appear once checked', async () => {
    holdReviewOf('811');
    const card = await writeReview();
    await expectNotification(
      'Thank you. Your review will appear once we have checked it.',
      'Your review of Vera Verified is sent.',
    );
    expect(screen.queryByText('Your review of Vera Verified is published.')).not.toBeInTheDocument();
    expect(await card.findByText('You rated this 5 out of 5')).toBeVisible();
    // the server keeps it out of the lawyer's reviews until an admin publishes it
    expect(storedReview('9811')).toBeUndefined();
  });

  it('a review not held is published, as before', async () => {
    await writeReview();
    await expectNotification('Thank you for your review.', 'Your review of Vera Verified is published.');
    expect(screen.queryByText(/will appear once we have checked it/)).not.toBeInTheDocument();
  });
});
