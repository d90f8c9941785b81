import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { lawyerStatsSchema } from '@/api/stats-contract';
import { serveReports } from '../../cases/public-profile/public-profile-helpers';
import { manyReviews, reviewFixture } from '../../msw/lawyer-review-fixtures';
import {
  resetLawyerReviews,
  reviewScreensMissing,
  reviewScreenUrls,
  storedReview,
} from '../../msw/review-handlers';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../render';
import { expectNotification } from '../../support';
import { leadUrls, useLeadBackend } from '../lead-handlers';
import { openDashboard, unverifiedLawyer, verifiedLawyer } from '../lawyer-helpers';

// 'Your reviews' on the lawyer dashboard (docs/decisions/0105-review-screens.md)
useLeadBackend();
const VERA = verifiedLawyer.id;

/** The figures agree with the reviews kept: their average and count. */
function reviewsAre(reviews: ReturnType<typeof manyReviews>, lawyerId = VERA) {
  resetLawyerReviews(lawyerId, reviews);
  const average = reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : null;
  const stats = lawyerStatsSchema.parse({
    role: 'lawyer',
    newCases: 3,
    totalConsultations: 17,
    averageRating: average,
    reviews: reviews.length,
    monthlyEarningsPence: 0,
  });
  server.use(http.get(leadUrls.stats, () => HttpResponse.json(stats)));
}

beforeEach(() => reviewsAre([]));

const section = () => within(screen.getByRole('region', { name: 'Your reviews' }));
const list = () =>
  within(section().getByRole('list', { name: 'Reviews of your consultations, newest first' }));
const review = async (author: string) =>
  within(await section().findByRole('article', { name: `Review by ${author}` }));

// the WCAG 2.2 AA tags of the e2e scans (e2e/axe.ts, docs/decisions/0029-accessible-at-two-widths.md);
// contrast needs a real layout, which those scans have
async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

describe("the lawyer's reviews", () => {
  it("says 'No reviews yet' with none, never 0 stars, with the section at #reviews", async () => {
    await openDashboard(verifiedLawyer);
    expect(await section().findByText('No reviews yet')).toBeVisible();
    expect(section().getByText(/Clients can review a consultation once it is completed/)).toBeVisible();
    expect(section().queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your reviews' })).toHaveAttribute('id', 'reviews');
  });

  it('asks for the signed-in lawyer’s own reviews, also while not verified', async () => {
    reviewsAre([reviewFixture({ id: '1', clientFirstName: 'Omar' })], unverifiedLawyer.id);
    await openDashboard(unverifiedLawyer);
    expect(await review('Omar')).toBeTruthy();
    expect(section().getByText('5.0 (1 review)')).toBeVisible();
  });

  it("a new lawyer with none reads 'No reviews yet', though no public profile has their reviews (404)", async () => {
    // the public call's 404 is "no such lawyer" (not verified); the own call answers an empty page
    // (docs/decisions/0117-no-such-call-or-no-such-thing.md)
    server.use(
      http.get(reviewScreenUrls.lawyerReviews(unverifiedLawyer.id), () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    await openDashboard(unverifiedLawyer);
    expect(await section().findByText('No reviews yet')).toBeVisible();
    expect(section().getByText(/Clients can review a consultation once it is completed/)).toBeVisible();
    expect(
      section().queryByText('Client reviews are not available on this server yet.'),
    ).not.toBeInTheDocument();
  });

  it('lists them newest first, ten at a time, with Show more reviews', async () => {
    reviewsAre(manyReviews(23));
    const { userEvent } = await openDashboard(verifiedLawyer);
    await review('Client1');
    expect(section().getByText('4.0 (23 reviews)')).toBeVisible();
    expect(list().getAllByRole('article')).toHaveLength(10);
    expect(list().getAllByRole('article')[0]).toHaveAccessibleName('Review by Client1');
    await expectNoAxeViolations();

    await userEvent.click(section().getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(20));
    // the focus goes to the first review the button brought
    expect(list().getAllByRole('listitem')[10]).toHaveFocus();
    await userEvent.click(section().getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(23));
    expect(list().getAllByRole('article')[22]).toHaveAccessibleName('Review by Client23');
    expect(section().queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(list().getAllByRole('listitem')[20]).toHaveFocus();
  });

  it('is a quiet line, with no samples, on a backend without reviews (404: no such call)', async () => {
    server.use(...reviewScreensMissing());
    await openDashboard(verifiedLawyer);
    expect(await section().findByText('Client reviews are not available on this server yet.')).toBeVisible();
    expect(section().queryByRole('article')).not.toBeInTheDocument();
    expect(section().queryByText(/Sample/)).not.toBeInTheDocument();
  });

  it('the notification link (#reviews) brings the section into view', async () => {
    renderWithProviders({ route: '/lawyer-dashboard#reviews', user: verifiedLawyer });
    const heading = await screen.findByRole('heading', { name: 'Your reviews' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('a reply', () => {
  beforeEach(() =>
    reviewsAre([
      reviewFixture({ id: '41', clientFirstName: 'Sarah', text: 'Very helpful.' }),
      reviewFixture({
        id: '40',
        clientFirstName: 'Tom',
        rating: 4,
        reply: { text: 'Thank you, Tom.', createdAt: '2030-01-20T10:00:00Z' },
      }),
    ]),
  );

  it('is written once: it shows in place and Reply leaves', async () => {
    const { userEvent } = await openDashboard(verifiedLawyer);
    const tom = await review('Tom');
    expect(tom.getByText('Reply from Vera Verified')).toBeVisible();
    expect(tom.queryByRole('button', { name: /Reply/ })).not.toBeInTheDocument();

    const sarah = await review('Sarah');
    await userEvent.click(sarah.getByRole('button', { name: 'Reply to Sarah' }));
    const field = sarah.getByLabelText('Your reply');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'Thank you, Sarah.');
    expect(sarah.getByText(/17 of 2,000 characters/)).toBeVisible();
    await expectNoAxeViolations();
    await userEvent.click(sarah.getByRole('button', { name: 'Publish reply' }));

    await expectNotification('Reply published', 'It shows under the review on your public profile.');
    const replied = await review('Sarah');
    expect(await replied.findByText('Thank you, Sarah.')).toBeVisible();
    expect(replied.getByText('Reply from Vera Verified')).toBeVisible();
    expect(replied.queryByRole('button', { name: /Reply/ })).not.toBeInTheDocument();
    expect(storedReview('41')?.review.reply?.text).toBe('Thank you, Sarah.');
  });

  it('asks for some text before sending', async () => {
    const { userEvent } = await openDashboard(verifiedLawyer);
    const sarah = await review('Sarah');
    await userEvent.click(sarah.getByRole('button', { name: 'Reply to Sarah' }));
    await userEvent.type(sarah.getByLabelText('Your reply'), '   ');
    await userEvent.click(sarah.getByRole('button', { name: 'Publish reply' }));
    expect(sarah.getByLabelText('Your reply')).toHaveAccessibleDescription(/This field may not be blank\./);
    expect(storedReview('41')?.review.reply).toBeNull();
  });

  it.each([
    [
      'a server failure',
      () => HttpResponse.json({}, { status: 500 }),
      'Your reply could not be published. The server had a problem (500).',
    ],
    [
      'a network failure',
      () => HttpResponse.error(),
      'Your reply could not be published. Could not reach the server.',
    ],
  ])(
    '%s is told and keeps the text, also when the form is closed and opened again',
    async (_name, respond, message) => {
      server.use(http.post(reviewScreenUrls.reply('41'), respond));
      const { userEvent } = await openDashboard(verifiedLawyer);
      const sarah = await review('Sarah');
      await userEvent.click(sarah.getByRole('button', { name: 'Reply to Sarah' }));
      await userEvent.type(sarah.getByLabelText('Your reply'), 'Thank you, Sarah.');
      await userEvent.click(sarah.getByRole('button', { name: 'Publish reply' }));

      expect(await sarah.findByRole('alert')).toHaveTextContent(message);
      expect(sarah.getByLabelText('Your reply')).toHaveValue('Thank you, Sarah.');
      await userEvent.click(sarah.getByRole('button', { name: 'Cancel' }));
      expect(sarah.getByRole('button', { name: 'Reply to Sarah' })).toHaveFocus();
      await userEvent.click(sarah.getByRole('button', { name: 'Reply to Sarah' }));
      expect(sarah.getByLabelText('Your reply')).toHaveValue('Thank you, Sarah.');
    },
  );

  it('a 400 shows its message beside the reply, which stays', async () => {
    server.use(
      http.post(reviewScreenUrls.reply('41'), () =>
        HttpResponse.json({ text: ['Ensure this field has no more than 2000 characters.'] }, { status: 400 }),
      ),
    );
    const { userEvent } = await openDashboard(verifiedLawyer);
    const sarah = await review('Sarah');
    await userEvent.click(sarah.getByRole('button', { name: 'Reply to Sarah' }));
    await userEvent.type(sarah.getByLabelText('Your reply'), 'Thanks.');
    await userEvent.click(sarah.getByRole('button', { name: 'Publish reply' }));
    await waitFor(() =>
      expect(sarah.getByLabelText('Your reply')).toHaveAccessibleDescription(
        /Keep this to 2000 characters or fewer\./,
      ),
    );
    expect(sarah.getByLabelText('Your reply')).toHaveValue('Thanks.');
  });

  it('a 409 says it was replied to already, and shows the reply there is', async () => {
    const { userEvent } = await openDashboard(verifiedLawyer);
    const sarah = await review('Sarah');
    await userEvent.click(sarah.getByRole('button', { name: 'Reply to Sarah' }));
    await userEvent.type(sarah.getByLabelText('Your reply'), 'Thank you again.');
    // replied meanwhile, from another tab
    storedReview('41')!.review.reply = { text: 'Thank you, Sarah.', createdAt: '2030-01-21T10:00:00Z' };
    await userEvent.click(sarah.getByRole('button', { name: 'Publish reply' }));

    const replied = await review('Sarah');
    expect(await replied.findByText('You have replied to this review already.')).toBeVisible();
    expect(await replied.findByText('Thank you, Sarah.')).toBeVisible();
    expect(replied.queryByRole('button', { name: /Reply/ })).not.toBeInTheDocument();
  });
});

describe('Report on one of their own reviews', () => {
  beforeEach(() =>
    reviewsAre([
      reviewFixture({
        id: '40',
        clientFirstName: 'Tom',
        rating: 1,
        text: 'Never met this lawyer.',
        reply: { text: 'We have no record of this consultation.', createdAt: '2030-01-20T10:00:00Z' },
      }),
    ]),
  );

  it('sends the reason, thanks the lawyer, and gives the focus back to Report', async () => {
    const { reasons } = serveReports();
    const { userEvent } = await openDashboard(verifiedLawyer);
    const tom = await review('Tom');
    const report = tom.getByRole('button', { name: 'Report the review by Tom' });
    await userEvent.click(report);
    const dialog = within(await screen.findByRole('dialog', { name: 'Report the review by Tom' }));
    await userEvent.type(
      dialog.getByLabelText('Why are you reporting it?'),
      'No consultation with this client ever took place.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reasons).toEqual(['No consultation with this client ever took place.']);
    await expectNotification('Report sent', 'Thank you. We will look at this review.');
    expect(report).toHaveFocus();
  });

  it('says when it was reported already, and keeps the reason', async () => {
    serveReports(() => HttpResponse.json({ detail: 'Already reported.' }, { status: 409 }));
    const { userEvent } = await openDashboard(verifiedLawyer);
    await userEvent.click((await review('Tom')).getByRole('button', { name: 'Report the review by Tom' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report the review by Tom' }));
    const field = dialog.getByLabelText('Why are you reporting it?');
    await userEvent.type(field, 'No consultation with this client ever took place.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await dialog.findByText('You have reported this review already.')).toBeVisible();
    expect(field).toHaveValue('No consultation with this client ever took place.');
  });
});
