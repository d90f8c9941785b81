// The cards and the View Profile dialog read a rating as ratingWords does
// (docs/decisions/0101-reviews-from-consultations.md), and the dialog leads to the full profile
// (docs/decisions/0103-public-lawyer-profile.md).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLawyers } from './booking/book-helpers';
import { findLawyerCard, lawyer } from './case-helpers';
import { publicLawyer, serveProfile } from './public-profile/public-profile-helpers';

describe('a lawyer card and its profile dialog', () => {
  it("say 'No reviews yet' with no reviews, never 0.0 or a star", async () => {
    await showLawyers(lawyer({ rating: 0, reviews: 0 }));
    const card = await findLawyerCard('Sarah Mitchell');
    expect(card.getByText('No reviews yet')).toBeInTheDocument();
    expect(card.queryByText(/0\.0/)).not.toBeInTheDocument();
  });

  it('link the profile dialog to the full profile', async () => {
    serveProfile(publicLawyer());
    const { userEvent: user, router } = await showLawyers(lawyer({ id: '101', rating: 4.25, reviews: 4 }));
    const card = await findLawyerCard('Sarah Mitchell');
    expect(card.getByText('4.3 (4 reviews)')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'View Profile of Sarah Mitchell' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sarah Mitchell' }));
    expect(dialog.getByText('4.3 (4 reviews)')).toBeInTheDocument();
    await user.click(dialog.getByRole('link', { name: 'Open full profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sarah Mitchell' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lawyers/101');
  });
});
