import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGULATOR_FACTS } from '@/api/regulators';
import { expectTitle, mainLink, openTrustPage, section, sectionHeadings } from './trust-helpers';

describe('the terms of use', () => {
  it('say what LawMatch is and is not, who answers for advice and fees, and the governing law', async () => {
    await openTrustPage('/terms', 'Terms of use');
    await expectTitle('Terms of use — LawMatch');
    expect(sectionHeadings()).toEqual([
      'What LawMatch is',
      'Lawyers and their fees',
      'What "verified" means',
      'Your account',
      'Acceptable use',
      'Reviews',
      'Privacy and complaints',
      'Changes and governing law',
    ]);
    expect(screen.getByText(/LawMatch is not a law firm and gives no legal advice/)).toBeInTheDocument();
    // docs/decisions/0068-payment-stays-on-paper.md
    expect(
      section('Lawyers and their fees').getByText(/You pay it to the lawyer directly/),
    ).toBeInTheDocument();
    expect(screen.getByText(/governed by the law of England and Wales/)).toBeInTheDocument();
  });

  it('explain verification as a yearly check, with each regulator’s register', async () => {
    await openTrustPage('/terms', 'Terms of use');
    const verified = section('What "verified" means');
    expect(verified.getByText(/a check at a point in time/)).toBeInTheDocument();
    // docs/decisions/0088-yearly-re-check.md
    expect(verified.getByText(/due by 1 November/)).toBeInTheDocument();
    expect(verified.getByText(/not verified again by 1 December/)).toBeInTheDocument();
    for (const { name, register } of Object.values(REGULATOR_FACTS))
      expect(verified.getByRole('link', { name })).toHaveAttribute('href', register);
  });

  it('send the review rules to the review policy', async () => {
    const { userEvent, router } = await openTrustPage('/terms', 'Terms of use');
    await userEvent.click(mainLink('review policy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'How reviews work' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/review-policy');
  });
});
