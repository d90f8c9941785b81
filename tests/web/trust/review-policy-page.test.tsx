import { describe, expect, it } from 'vitest';
import { expectTitle, openTrustPage, section, sectionHeadings } from './trust-helpers';

describe('the review policy', () => {
  it('says who can review, what a review shows and how ratings are worked out', async () => {
    await openTrustPage('/review-policy', 'How reviews work');
    await expectTitle('Review policy — LawMatch');
    expect(sectionHeadings()).toEqual([
      'Who can write a review',
      'What a review shows',
      'Reviews we check before they appear',
      'How ratings are worked out',
      'What we remove',
      'Reporting a review',
    ]);
    const who = section('Who can write a review');
    expect(
      who.getByText(/Only the client of a consultation booked through LawMatch can review it/),
    ).toBeInTheDocument();
    expect(who.getByText('One review per consultation.')).toBeInTheDocument();
    expect(who.getByText(/may reply to a review once/)).toBeInTheDocument();
    const shows = section('What a review shows');
    expect(shows.getByText("the client's first name only;")).toBeInTheDocument();
    expect(shows.getByText('the month of the consultation;')).toBeInTheDocument();
    expect(shows.getByText(/"Verified consultation"/)).toBeInTheDocument();
    expect(section('How ratings are worked out').getByText(/from these reviews only/)).toBeInTheDocument();
  });

  it('says what is removed, that removed reviews are hidden with a reason, and how to report one', async () => {
    await openTrustPage('/review-policy', 'How reviews work');
    const removed = section('What we remove');
    for (const kind of [
      /^fake reviews/,
      /^reviews paid for or rewarded/,
      /^reviews by the lawyer/,
      /^personal data/,
      /^abuse/,
      /^confidential details/,
    ])
      expect(removed.getByText(kind)).toBeInTheDocument();
    expect(removed.getByText(/hidden from the lawyer's profile, not deleted/)).toBeInTheDocument();
    const report = section('Reporting a review');
    expect(report.getByText(/Report button/)).toBeInTheDocument();
    expect(report.getByRole('link', { name: 'support@lawmatch.test' })).toBeInTheDocument();
    expect(report.getByRole('link', { name: 'complain to us' })).toHaveAttribute('href', '/complaints');
  });

  it('says which reviews are held for a check before they appear, and that no one pays to publish or remove one', async () => {
    // docs/decisions/0111-held-reviews.md
    await openTrustPage('/review-policy', 'How reviews work');
    const held = section('Reviews we check before they appear');
    expect(held.getByText(/we hold some reviews for a check before they appear/)).toBeInTheDocument();
    expect(
      held.getByText('its consultation was booked less than 24 hours before it started; or'),
    ).toBeInTheDocument();
    expect(
      held.getByText("the client's account was less than 24 hours old when they booked it."),
    ).toBeInTheDocument();
    expect(
      held.getByText(/is not shown anywhere and does not count in the lawyer's rating/),
    ).toBeInTheDocument();
    expect(held.getByText(/Lawyers never pay to publish a review/)).toBeInTheDocument();
    expect(held.getByText(/or to have one removed/)).toBeInTheDocument();
  });
});
