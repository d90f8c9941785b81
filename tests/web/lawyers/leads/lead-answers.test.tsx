// A lead's follow-up answers (docs/decisions/0132-follow-up-questions-and-time-limits.md): each
// question with its answer in words, beside the case; a lead from a backend without them shows none.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { renderWithProviders } from '../../render';
import { verifiedLawyer } from '../lawyer-helpers';
import { LEADS, useLeadBackend } from '../lead-handlers';

const [first, ...others] = LEADS;
useLeadBackend(() => [
  { ...first!, answers: { family_children: 'yes', family_safety: 'not_sure', family_hearing: '2026-12-03' } },
  ...others,
]);

async function openLead(id: string) {
  renderWithProviders({ route: `/leads/${id}`, user: verifiedLawyer });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return within(screen.getByRole('region', { name: 'The case' }));
}

describe('a lead’s answers', () => {
  it('shows each question with the answer in words', async () => {
    const facts = await openLead('501');
    expect(facts.getByRole('heading', { name: 'Answers to our questions' })).toBeInTheDocument();
    const answer = (q: string) => facts.getByText(q, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(answer('Are children involved?')).toBe('Yes');
    expect(answer('Is anyone at risk of harm?')).toBe('Not sure');
    expect(answer('If there is a court hearing, when is it?')).toBe('3 December 2026');
    expect(facts.queryByText('Has a court case already started?')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows none for a lead without answers', async () => {
    const facts = await openLead('502');
    expect(facts.queryByRole('heading', { name: 'Answers to our questions' })).not.toBeInTheDocument();
  });
});
