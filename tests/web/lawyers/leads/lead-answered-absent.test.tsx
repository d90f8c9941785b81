// A backend whose leads do not say how many have answered: the list shows nothing of it
// (docs/decisions/0125-fair-leads-and-response-time.md).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDashboard, verifiedLawyer } from '../lawyer-helpers';
import { useLeadBackend } from '../lead-handlers';

useLeadBackend();

describe('leads without a count', () => {
  it('say nothing of who has answered', async () => {
    await openDashboard(verifiedLawyer);
    await screen.findByRole(
      'heading',
      { level: 3, name: 'Contact with my daughter after divorce' },
      { timeout: 5000 },
    );
    expect(screen.queryByText(/have answered|has answered|No one has answered/)).not.toBeInTheDocument();
  });
});
