// The landing page's words are true (docs/decisions/0126-how-we-rank-and-true-landing-words.md):
// the spec's four steps, the fourth saying how paying really works as the terms do, and the
// spec's three sample cards, each labelled as an example.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../account/no-axe-violations';
import { renderWithProviders } from '../render';

async function openLanding() {
  const rendered = renderWithProviders({ route: '/' });
  await screen.findByRole('heading', { level: 1, name: 'Connect with Verified Legal Experts' });
  return rendered;
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('the landing page', () => {
  it('keeps the four steps, and the fourth says the client pays the lawyer directly, not LawMatch', async () => {
    await openLanding();
    const steps = region('How It Works');
    expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Post Your Case',
      'Get Matched',
      'Book a Consultation',
      'Pay Securely',
    ]);
    const pay = steps.getAllByRole('listitem')[3] as HTMLElement;
    expect(pay).toHaveTextContent(
      "See the fee before you book, then pay your lawyer directly, in the ways their firm accepts and under their regulator's rules. LawMatch takes no payment: no money passes through us.",
    );
    expect(pay).not.toHaveTextContent(/card payment provider/);
    expect(steps.getByRole('link', { name: 'How we rank the lawyers we match you with' })).toHaveAttribute(
      'href',
      '/how-we-rank',
    );
  });

  it('labels each of the three sample cards an example, on sight and to a screen reader', async () => {
    await openLanding();
    const featured = region('Featured Legal Professionals');
    const cards = featured.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(within(card).getByText('Example')).toBeVisible();
    expect(featured.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Rosalind Ferrers (example)',
      'Edmund Hale (example)',
      'Leena Varma (example)',
    ]);
    expect(featured.getByText('£150/hour')).toBeInTheDocument();
    expect(featured.getByText(/These three are examples, not real lawyers/)).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
