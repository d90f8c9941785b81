import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { consultationsMissing } from '../../msw/consultation-handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import { answerMatch, findLawyerCard, lawyer, openDashboard, postCase, resultsArea } from '../case-helpers';
import { publicLawyer, review, serveProfile } from '../public-profile/public-profile-helpers';

/** Posts a case whose match answer is `lawyers`, and waits for the cards. */
async function showLawyers(...lawyers: ReturnType<typeof lawyer>[]) {
  answerMatch(lawyers);
  const utils = await openDashboard();
  await postCase(utils.userEvent);
  await resultsArea().findAllByRole('article');
  return utils;
}

describe('a matched lawyer card', () => {
  it('shows picture, name, specialization, score, rating, reviews, Verified, location, experience and £/hour', async () => {
    await showLawyers(lawyer({ profile_picture: 'https://cdn.example.test/sarah.jpg' }));
    const card = await findLawyerCard('Sarah Mitchell');

    expect(card.getByRole('img', { name: 'Sarah Mitchell' })).toHaveAttribute(
      'src',
      'https://cdn.example.test/sarah.jpg',
    );
    expect(card.getByRole('heading', { level: 3, name: 'Sarah Mitchell' })).toBeInTheDocument();
    expect(card.getByText('Family Law')).toBeInTheDocument();
    expect(card.getByText('87% match')).toBeInTheDocument();
    expect(card.getByText('4.9 (127 reviews)')).toBeInTheDocument();
    expect(card.getByText('Verified')).toBeInTheDocument();
    expect(card.getByText('London')).toBeInTheDocument();
    expect(card.getByText('8 years experience')).toBeInTheDocument();
    expect(card.getByText('£150/hour')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /^Book Consultation with / })).toBeEnabled();
    expect(card.getByRole('button', { name: /^View Profile/ })).toBeEnabled();
  });

  it('shows no Verified badge for a lawyer who is not verified, and singular units', async () => {
    await showLawyers(lawyer({ isVerified: false, reviews: 1, rating: 4, experience: 1 }));
    const card = await findLawyerCard('Sarah Mitchell');
    expect(card.queryByText('Verified')).not.toBeInTheDocument();
    expect(card.getByText('4.0 (1 review)')).toBeInTheDocument();
    expect(card.getByText('1 year experience')).toBeInTheDocument();
  });

  it.each([
    ['a fraction', 0.87],
    ['a percentage', 87],
    ['a fraction that rounds', 0.8666],
  ])('shows a score given as %s (%s) as 87% match', async (_, matchScore) => {
    await showLawyers(lawyer({ matchScore }));
    const card = await findLawyerCard('Sarah Mitchell');
    expect(card.getByText('87% match')).toBeInTheDocument();
  });

  it.each([
    [1, '100% match'],
    [0, '0% match'],
    [100, '100% match'],
    [42.4, '42% match'],
  ])('shows a score of %s as "%s" (a whole percent; 1 counts as a fraction)', async (matchScore, shown) => {
    await showLawyers(lawyer({ matchScore }));
    expect((await findLawyerCard('Sarah Mitchell')).getByText(shown)).toBeInTheDocument();
  });

  describe('picture', () => {
    it.each([
      ['missing (null)', null],
      ['absent', undefined],
      ['empty', ''],
      ['blank', '   '],
    ])('shows the placeholder when the picture is %s', async (_, profile_picture) => {
      await showLawyers(lawyer({ profile_picture }));
      const card = await findLawyerCard('Sarah Mitchell');
      expect(card.getByRole('img', { name: 'Sarah Mitchell (no photo)' })).toHaveTextContent('SM');
      expect(card.queryByRole('img', { name: 'Sarah Mitchell' })).not.toBeInTheDocument();
      expect(resultsArea().getByRole('article').querySelector('img')).toBeNull();
    });

    it('shows the placeholder when the picture fails to load', async () => {
      await showLawyers(lawyer({ profile_picture: 'https://cdn.example.test/gone.jpg' }));
      const card = await findLawyerCard('Sarah Mitchell');
      const picture = card.getByRole('img', { name: 'Sarah Mitchell' });
      expect(picture).toHaveAttribute('src', 'https://cdn.example.test/gone.jpg');

      fireEvent.error(picture);
      expect(await card.findByRole('img', { name: 'Sarah Mitchell (no photo)' })).toHaveTextContent('SM');
      expect(card.queryByRole('img', { name: 'Sarah Mitchell' })).not.toBeInTheDocument();
    });
  });

  describe('View Profile (docs/decisions/0012-view-profile-opens-a-dialog.md)', () => {
    it("opens a dialog with that lawyer's details and closes it with Escape", async () => {
      const { userEvent } = await showLawyers(
        lawyer({
          id: 1,
          name: 'Amelia Hughes',
          matchScore: 96,
          hourlyRate: 280,
          experience: 14,
          rating: 4.9,
          reviews: 127,
        }),
        lawyer({
          id: 2,
          name: 'Rhys Evans',
          location: 'Cardiff',
          matchScore: 0.61,
          hourlyRate: 150,
          experience: 6,
          rating: 4.4,
          reviews: 23,
          isVerified: false,
        }),
      );
      const card = await findLawyerCard('Rhys Evans');
      await userEvent.click(card.getByRole('button', { name: /^View Profile/ }));

      const dialog = within(await screen.findByRole('dialog', { name: 'Rhys Evans' }));
      expect(dialog.getByText('Family Law')).toBeInTheDocument();
      expect(dialog.getByText('61% match')).toBeInTheDocument();
      expect(dialog.getByText('4.4 (23 reviews)')).toBeInTheDocument();
      expect(dialog.getByText('Cardiff')).toBeInTheDocument();
      expect(dialog.getByText('6 years experience')).toBeInTheDocument();
      expect(dialog.getByText('£150/hour')).toBeInTheDocument();
      expect(dialog.queryByText('Verified')).not.toBeInTheDocument();
      expect(dialog.getByRole('img', { name: 'Rhys Evans (no photo)' })).toBeInTheDocument();
      // nothing of the other lawyer
      expect(dialog.queryByText('Amelia Hughes')).not.toBeInTheDocument();
      expect(dialog.queryByText('£280/hour')).not.toBeInTheDocument();

      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // focus goes back to the button that opened it
      expect(card.getByRole('button', { name: /^View Profile/ })).toHaveFocus();
    });

    it('leads with what the card does not show: the bio, the first fee, how they meet, the latest review', async () => {
      serveProfile(
        publicLawyer({
          bio: 'I help families through divorce and child arrangements.',
          firstFeePence: 7500,
          consultationTypes: ['video', 'in_person'],
          recentReviews: [
            review(1, { text: '', clientFirstName: 'Tom' }),
            review(2, { text: 'Clear and kind.', clientFirstName: 'Priya' }),
          ],
        }),
      );
      const { userEvent } = await showLawyers(lawyer({ matchScore: 61 }));
      await userEvent.click(
        (await findLawyerCard('Sarah Mitchell')).getByRole('button', { name: /^View Profile/ }),
      );
      const dialog = within(await screen.findByRole('dialog', { name: 'Sarah Mitchell' }));

      const bio = await dialog.findByText('I help families through divorce and child arrangements.');
      expect(dialog.getByText('£75')).toBeInTheDocument();
      expect(dialog.getByText('Video call, In person')).toBeInTheDocument();
      // the latest review with words, not one without
      expect(dialog.getByText('“Clear and kind.”')).toBeInTheDocument();
      expect(dialog.getByText('Priya, latest review')).toBeInTheDocument();
      // first, before the facts the card already shows
      const score = dialog.getByText('61% match');
      expect(bio.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it("shows the card's facts alone when the profile cannot be read", async () => {
      serveProfile({ status: 404 });
      const { userEvent } = await showLawyers(lawyer({ matchScore: 61 }));
      await userEvent.click(
        (await findLawyerCard('Sarah Mitchell')).getByRole('button', { name: /^View Profile/ }),
      );
      const dialog = within(await screen.findByRole('dialog', { name: 'Sarah Mitchell' }));
      await waitFor(() => expect(dialog.queryByText('Loading the profile…')).not.toBeInTheDocument());
      expect(dialog.getByText('61% match')).toBeInTheDocument();
      expect(dialog.queryByText(/latest review/)).not.toBeInTheDocument();
    });

    it('names each View Profile button after its lawyer', async () => {
      await showLawyers(lawyer({ id: 1, name: 'Amelia Hughes' }), lawyer({ id: 2, name: 'Rhys Evans' }));
      expect(screen.getByRole('button', { name: 'View Profile of Amelia Hughes' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'View Profile of Rhys Evans' })).toBeInTheDocument();
    });
  });

  describe('Book Consultation (docs/decisions/0098-book-consultation-dialog.md)', () => {
    it("on the card opens the booking dialog with that lawyer's free times", async () => {
      const { userEvent } = await showLawyers(lawyer());
      const card = await findLawyerCard('Sarah Mitchell');
      await userEvent.click(card.getByRole('button', { name: /^Book Consultation with / }));

      const dialog = within(
        await screen.findByRole('dialog', { name: 'Book a consultation with Sarah Mitchell' }),
      );
      expect(await dialog.findByRole('button', { name: 'Confirm booking' })).toBeInTheDocument();
    });

    it('in the profile dialog closes the profile and opens the booking dialog', async () => {
      const { userEvent } = await showLawyers(lawyer());
      const card = await findLawyerCard('Sarah Mitchell');
      await userEvent.click(card.getByRole('button', { name: /^View Profile/ }));
      const profile = within(await screen.findByRole('dialog', { name: 'Sarah Mitchell' }));
      await userEvent.click(profile.getByRole('button', { name: /^Book Consultation with / }));

      expect(
        await screen.findByRole('dialog', { name: 'Book a consultation with Sarah Mitchell' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Sarah Mitchell' })).not.toBeInTheDocument();
    });

    describe('on a backend without booking (its slots call answers 404)', () => {
      beforeEach(() => server.use(...consultationsMissing()));

      it('on the card says booking is coming soon and books nothing', async () => {
        const { userEvent } = await showLawyers(lawyer());
        const requests = recordRequests();
        const card = await findLawyerCard('Sarah Mitchell');
        await userEvent.click(card.getByRole('button', { name: /^Book Consultation with / }));

        await expectNotification('Booking coming soon', 'Online booking is not available yet.');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(requests.sent.filter((r) => r.method !== 'GET')).toHaveLength(0);
      });

      it('in the profile dialog closes the dialog and says booking is coming soon', async () => {
        const { userEvent } = await showLawyers(lawyer());
        const requests = recordRequests();
        const card = await findLawyerCard('Sarah Mitchell');
        await userEvent.click(card.getByRole('button', { name: /^View Profile/ }));
        const dialog = within(await screen.findByRole('dialog', { name: 'Sarah Mitchell' }));
        await userEvent.click(dialog.getByRole('button', { name: /^Book Consultation with / }));

        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        // the notification is not hidden behind a modal dialog: the region is reachable by role
        await expectNotification('Booking coming soon', 'Online booking is not available yet.');
        expect(requests.sent.filter((r) => r.method !== 'GET')).toHaveLength(0);
      });
    });
  });
});
