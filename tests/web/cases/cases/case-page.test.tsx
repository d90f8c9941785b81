// /cases/{id}: one case, its responses and the lawyers matched to it
// (docs/decisions/0094-the-clients-cases-screens.md). Edit and Close case: case-actions.test.tsx.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { urls } from '../../msw/handlers';
import { recordRequests } from '../../support';
import { backendKeepsNoCases } from '../case-helpers';
import { DESCRIPTION, fact, openCase, section, seedCaseWithResponses, TITLE } from './case-page-helpers';

beforeEach(seedCaseWithResponses);

describe('a case’s page', () => {
  it('shows the case: title, description, place, area, urgency, status and date', async () => {
    await openCase();
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getByText(DESCRIPTION)).toBeInTheDocument();
    expect(fact('Place')).toHaveTextContent('Manchester');
    expect(fact('Area of law')).toHaveTextContent('Property Law');
    expect(fact('Urgency')).toHaveTextContent('Medium');
    expect(fact('Status')).toHaveTextContent('Open');
    expect(fact('Posted')).toHaveTextContent('1 November 2026');
    expect(screen.getByRole('link', { name: 'Back to your cases' })).toHaveAttribute('href', '/cases');
  });

  it('shows each response: message, fee in words, date and the lawyer’s card with View Profile', async () => {
    const { userEvent } = await openCase();
    const responses = section('Responses');
    const amelia = within(responses.getByRole('article', { name: 'Response from Amelia Hughes' }));
    expect(amelia.getByText('I can take this on for a fixed fee.')).toBeInTheDocument();
    expect(amelia.getByText('Fixed fee £250')).toBeInTheDocument();
    expect(amelia.getByText('Responded 2 November 2026')).toBeInTheDocument();
    expect(
      within(responses.getByRole('article', { name: 'Response from Priya Sharma' })).getByText(
        '£120 per hour',
      ),
    ).toBeInTheDocument();
    const tom = within(responses.getByRole('article', { name: 'Response from Tom Baker' }));
    expect(tom.getByText('No fee given')).toBeInTheDocument();
    expect(tom.getByText('Responded 4 November 2026')).toBeInTheDocument();

    await userEvent.click(amelia.getByRole('button', { name: 'View Profile of Amelia Hughes' }));
    expect(await screen.findByRole('dialog', { name: 'Amelia Hughes' })).toBeInTheDocument();
  });

  it('matches the case as it is kept and shows the lawyers as the dashboard does', async () => {
    const requests = recordRequests();
    await openCase();
    const matched = section('Matched lawyers');
    expect(await matched.findByRole('article', { name: 'Sarah Mitchell' })).toBeInTheDocument();
    expect(matched.getByText('87% match')).toBeInTheDocument();
    expect(matched.getByRole('button', { name: 'View Profile of Sarah Mitchell' })).toBeEnabled();
    await requests.bodies();
    expect(requests.to(urls.match).map((r) => r.body)).toStrictEqual([
      { city: 'Manchester', issue: DESCRIPTION, category: 'Property Law' },
    ]);
  });

  it('says when a case is not found (404), with the way to the list', async () => {
    await openCase('999');
    expect(screen.getByRole('heading', { level: 1, name: 'Case not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your cases' })).toHaveAttribute('href', '/cases');
  });

  it('says the case is not found where the backend keeps no cases (404)', async () => {
    backendKeepsNoCases();
    await openCase();
    expect(screen.getByRole('heading', { level: 1, name: 'Case not found' })).toBeInTheDocument();
  });
});
