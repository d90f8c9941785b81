// A case with the 5 responses a case can take (fair leads,
// docs/decisions/0125-fair-leads-and-response-time.md): its page tells the client no more lawyers
// will respond; a case with fewer, or closed, says nothing of it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lawyerCardSchema } from '@/api/cases-contract';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { caseResponse, storedCase } from '../../msw/case-fixtures';
import { resetCases } from '../../msw/case-handlers';
import { lawyerFixture } from '../../msw/fixtures';
import { openCase } from './case-page-helpers';

const NAMES = ['Amelia Hughes', 'Priya Sharma', 'Tom Baker', 'Rhys Evans', 'Fiona MacLeod'];
const { matchScore: _score, ...card } = lawyerFixture;

function seedCase(responses: number, status: 'open' | 'closed' = 'open') {
  resetCases([
    storedCase({
      id: 1,
      status,
      closedAt: status === 'closed' ? '2026-11-05T10:00:00Z' : null,
      responses: NAMES.slice(0, responses).map((name, i) =>
        caseResponse({ id: i + 1, lawyer: lawyerCardSchema.parse({ ...card, id: 300 + i, name }) }),
      ),
    }),
  ]);
}

const NOTICE = 'Your case has had the 5 responses a case can take: no more lawyers will respond.';

describe('a full case', () => {
  it('tells the client no more lawyers will respond', async () => {
    seedCase(5);
    await openCase();
    const notice = await screen.findByRole('region', { name: 'No more responses' });
    expect(notice).toHaveTextContent(NOTICE);
    expect(
      screen.getByText('Lawyers no longer see this case: it has all the responses it can take.'),
    ).toBeVisible();
    expect(screen.queryByText(/can see this case and respond/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says nothing of it with four responses', async () => {
    seedCase(4);
    await openCase();
    expect(screen.getByText(/can see this case and respond/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'No more responses' })).not.toBeInTheDocument();
  });

  it('says only that it is closed once closed', async () => {
    seedCase(5, 'closed');
    await openCase();
    expect(screen.getByText('This case is closed: lawyers can no longer see it or respond.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'No more responses' })).not.toBeInTheDocument();
  });
});
