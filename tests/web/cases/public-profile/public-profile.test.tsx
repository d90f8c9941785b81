import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PASSWORD, sessionUser } from '../../msw/fixtures';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../render';
import { expectNotification } from '../../support';
import {
  LAWYER_ID,
  profileUrl,
  publicLawyer,
  review,
  reviewsOf,
  serveProfile,
  serveReports,
} from './public-profile-helpers';

const route = `/lawyers/${LAWYER_ID}`;
const heading = () => screen.findByRole('heading', { level: 1, name: 'Sarah Mitchell' });
const reviewsSection = () => within(screen.getByRole('region', { name: 'Reviews' }));
const bookingDialog = () => screen.findByRole('dialog', { name: 'Book a consultation with Sarah Mitchell' });

describe('the public lawyer profile', () => {
  it('shows every field, the title and the description', async () => {
    serveProfile(publicLawyer(), [
      review(1, { reply: { text: 'Thank you, Client1.', createdAt: '2026-10-02T10:00:00Z' } }),
      review(2),
    ]);
    renderWithProviders({ route });
    await heading();
    expect(screen.getByRole('img', { name: 'Sarah Mitchell' })).toHaveAttribute(
      'src',
      'https://cdn.example.test/sarah.jpg',
    );
    for (const text of [
      'Family Law',
      'Leeds',
      '12 years experience',
      '£180/hour',
      'Video call',
      'In person',
      'I help families through divorce and child arrangements.',
      'LLB, University of Leeds',
      'SRA number 612345 (Solicitors Regulation Authority)',
      'Verified on 3 March 2026',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByText('4.5 (2 reviews)').length).toBeGreaterThan(0);
    expect(
      reviewsSection().getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' }),
    ).toBeInTheDocument();
    expect(await reviewsSection().findByRole('article', { name: 'Review by Client1' })).toHaveTextContent(
      'Reply from Sarah Mitchell',
    );
    expect(reviewsSection().getByRole('article', { name: 'Review by Client2' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sarah Mitchell, Family Law in Leeds — LawMatch'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(
        /^Sarah Mitchell, Family Law in Leeds with 12 years' experience, rated 4\.5 from 2 reviews/,
      ),
    );
    // the site's header and footer, as on the trust pages
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("says 'Fee on request' when the lawyer set no rate", async () => {
    serveProfile(publicLawyer({ hourlyRate: null }));
    renderWithProviders({ route });
    await heading();
    expect(screen.getByText('Fee on request')).toBeInTheDocument();
  });

  it("with no reviews says 'No reviews yet' and shows no stars", async () => {
    serveProfile(publicLawyer({ rating: 0, reviews: 0 }));
    renderWithProviders({ route });
    await heading();
    expect(screen.getAllByText('No reviews yet').length).toBeGreaterThan(0);
    expect(screen.queryByText(/0\.0/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
    expect(reviewsSection().queryByRole('article')).not.toBeInTheDocument();
  });

  it('pages 23 reviews ten at a time with Show more reviews', async () => {
    const { pages } = serveProfile(publicLawyer({ reviews: 23 }), reviewsOf(23));
    const { userEvent: user } = renderWithProviders({ route });
    await heading();
    await waitFor(() => expect(reviewsSection().getAllByRole('article')).toHaveLength(10));
    expect(reviewsSection().getByText('Showing 10 of 23 reviews')).toBeInTheDocument();
    await user.click(reviewsSection().getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(reviewsSection().getAllByRole('article')).toHaveLength(20));
    await user.click(reviewsSection().getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(reviewsSection().getAllByRole('article')).toHaveLength(23));
    expect(reviewsSection().getByText('Review number 23')).toBeInTheDocument();
    expect(reviewsSection().queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(pages).toEqual([1, 2, 3]);
  });

  it('says the profile is not there on a 404, with a way home', async () => {
    serveProfile({ status: 404 });
    renderWithProviders({ route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lawyer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('keeps the frame while it loads, says a failure and tries again', async () => {
    serveProfile(publicLawyer());
    let fail = true;
    server.use(
      http.get(profileUrl(LAWYER_ID), async () => {
        if (!fail) return undefined;
        await delay(300);
        return HttpResponse.json({ detail: 'Down' }, { status: 503 });
      }),
    );
    const { userEvent: user } = renderWithProviders({ route });
    expect(await screen.findByText('Loading the profile...')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this profile.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading();
  });
});

describe('Book Consultation on the profile', () => {
  /** Signed out on the profile, Book Consultation: the sign-in page. */
  async function bookSignedOut() {
    serveProfile(publicLawyer());
    const utils = renderWithProviders({ route });
    await heading();
    await utils.userEvent.click(screen.getByRole('button', { name: /^Book Consultation with / }));
    await screen.findByRole('heading', { name: 'Welcome Back' });
    return utils;
  }

  /** Back on the profile with the booking open, and ?book=1 gone: a reload does not open it again. */
  async function expectBackWithBooking(router: ReturnType<typeof renderWithProviders>['router']) {
    expect(await bookingDialog()).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(route);
  }

  it('signed out, goes to sign-in and comes back with the booking open, once', async () => {
    const { userEvent: user, router } = await bookSignedOut();
    await user.type(screen.getByLabelText('Email'), 'client@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.selectOptions(screen.getByLabelText('Sign in as'), 'Client (Looking for Legal Help)');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectBackWithBooking(router);
  });

  it('signed out with no account, registers from sign-in and comes back with the booking open', async () => {
    const { userEvent: user, router } = await bookSignedOut();
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    await screen.findByRole('heading', { name: 'Create Account' });
    await user.type(screen.getByLabelText('Full name'), 'Nora New');
    await user.type(screen.getByLabelText('Email'), 'nora@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
    await user.selectOptions(screen.getByLabelText('I am a'), 'Client');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectBackWithBooking(router);
  });

  it('signed in as a client, opens the booking dialog', async () => {
    serveProfile(publicLawyer());
    const { userEvent: user } = renderWithProviders({ route, user: sessionUser('client') });
    await heading();
    await user.click(screen.getByRole('button', { name: /^Book Consultation with / }));
    const dialog = within(await bookingDialog());
    expect(await dialog.findByRole('button', { name: 'Confirm booking' })).toBeInTheDocument();
  });

  it('signed in as a lawyer, offers no booking and says why', async () => {
    serveProfile(publicLawyer());
    renderWithProviders({ route, user: sessionUser('lawyer') });
    await heading();
    expect(screen.queryByRole('button', { name: /^Book Consultation with / })).not.toBeInTheDocument();
    expect(screen.getByText('Booking is for clients: you are signed in as a lawyer.')).toBeInTheDocument();
  });
});

describe('Report a review', () => {
  const openReport = async (signedIn = true) => {
    serveProfile(publicLawyer(), [review(1)]);
    const utils = renderWithProviders({ route, user: signedIn ? sessionUser('client') : undefined });
    await heading();
    await utils.userEvent.click(
      await reviewsSection().findByRole('button', { name: 'Report the review by Client1' }),
    );
    return utils;
  };
  const reportDialog = () => screen.findByRole('dialog', { name: 'Report the review by Client1' });

  it('signed out, goes to sign-in', async () => {
    const { router } = await openReport(false);
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.state).toEqual({ from: route });
  });

  it('refuses a reason that is too short, beside the field', async () => {
    const { reasons } = serveReports();
    const { userEvent: user } = await openReport();
    const dialog = within(await reportDialog());
    await user.type(dialog.getByLabelText('Why are you reporting it?'), 'Too short');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Why are you reporting it?')).toHaveAttribute('aria-invalid', 'true');
    expect(reasons).toEqual([]);
  });

  // the one reason dialog (src/components/reason-dialog.tsx), checked by the contract's rule
  it('gives a refused reason the focus, and its message goes once the reason is long enough', async () => {
    const { reasons } = serveReports();
    const { userEvent: user } = await openReport();
    const dialog = within(await reportDialog());
    const field = dialog.getByLabelText('Why are you reporting it?');
    await user.type(field, '  Too short  ');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.type(field, '{Backspace}{Backspace}!!');
    await waitFor(() => expect(dialog.queryByText('Write at least 10 characters.')).not.toBeInTheDocument());
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(reasons).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(reasons).toEqual(['Too short!!']));
  });

  it('says when it was reported already, and keeps the reason', async () => {
    serveReports(() =>
      HttpResponse.json({ detail: 'You have reported this review already.' }, { status: 409 }),
    );
    const { userEvent: user } = await openReport();
    const dialog = within(await reportDialog());
    await user.type(dialog.getByLabelText('Why are you reporting it?'), 'This was never a consultation.');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('You have reported this review already.');
    expect(dialog.getByLabelText('Why are you reporting it?')).toHaveValue('This was never a consultation.');
  });

  it('keeps the reason after a failure, and thanks the person once it is sent', async () => {
    let fail = true;
    const { reasons } = serveReports();
    server.use(http.post('*/api/reviews/:id/report/', () => (fail ? HttpResponse.error() : undefined)));
    const { userEvent: user } = await openReport();
    const dialog = within(await reportDialog());
    await user.type(dialog.getByLabelText('Why are you reporting it?'), 'This was never a consultation.');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Could not send the report.');
    expect(dialog.getByLabelText('Why are you reporting it?')).toHaveValue('This was never a consultation.');
    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await expectNotification('Report sent', 'Thank you. We will look at this review.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reasons).toEqual(['This was never a consultation.']);
  });
});
