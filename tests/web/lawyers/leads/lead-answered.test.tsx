// A lead says how many lawyers have answered, of the 5 a case takes (fair leads,
// docs/decisions/0125-fair-leads-and-response-time.md): in the dashboard's list and on the
// lead's page; a backend that does not say shows nothing of it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { renderWithProviders } from '../../render';
import { openDashboard, verifiedLawyer } from '../lawyer-helpers';
import { LEADS, useLeadBackend } from '../lead-handlers';

const COUNTS: Record<string, number | undefined> = { '501': 2, '502': 1, '503': 0 };
useLeadBackend(() => LEADS.map((lead) => ({ ...lead, responseCount: COUNTS[lead.id] })));

async function findLead(title: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: title }, { timeout: 5000 });
  const item = heading.closest('li');
  if (!item) throw new Error(`"${title}" is not in a list item`);
  return within(item);
}

describe('the list of leads', () => {
  it('says how many have answered each lead, or that no one has yet', async () => {
    await openDashboard(verifiedLawyer);
    expect(
      (await findLead('Contact with my daughter after divorce')).getByText('2 of 5 have answered'),
    ).toBeVisible();
    expect(
      (await findLead('Financial settlement on separation')).getByText('1 of 5 has answered'),
    ).toBeVisible();
    expect(
      (await findLead('Moving abroad with the children')).getByText('No one has answered yet'),
    ).toBeVisible();
    await expectNoAxeViolations();
  });
});

describe("a lead's page", () => {
  it('says how many have answered among the facts', async () => {
    renderWithProviders({ route: '/leads/501', user: verifiedLawyer });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Contact with my daughter after divorce' },
      { timeout: 5000 },
    );
    const facts = within(screen.getByRole('region', { name: 'The case' }));
    expect(facts.getByText('Answered', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '2 of 5 have answered',
    );
  });
});
