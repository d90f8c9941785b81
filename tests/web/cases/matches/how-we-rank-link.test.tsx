// Beside every list of matched lawyers, the way to how they are ordered
// (docs/decisions/0126-how-we-rank-and-true-landing-words.md): the dashboard's results and a
// case's matched lawyers, one line that says nobody pays for a place and leads to How we rank.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerMatch, findLawyerCard, lawyer, openDashboard, postCase, resultsArea } from '../case-helpers';
import { openCase, section, seedCaseWithResponses } from '../cases/case-page-helpers';

beforeEach(seedCaseWithResponses);

describe('How we rank beside the matched lawyers', () => {
  it('is on the dashboard’s results once lawyers are shown, and leads to the page', async () => {
    answerMatch([lawyer({ id: 1, name: 'Amelia Hughes' })]);
    const { userEvent, router } = await openDashboard();
    expect(resultsArea().queryByRole('link', { name: 'How we rank' })).not.toBeInTheDocument();
    await postCase(userEvent);
    await findLawyerCard('Amelia Hughes');
    expect(resultsArea().getByText(/Nobody pays for a place in this list/)).toBeInTheDocument();

    await userEvent.click(resultsArea().getByRole('link', { name: 'How we rank' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How we rank lawyers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/how-we-rank');
  });

  it('is beside the lawyers matched to a case on its page', async () => {
    await openCase();
    const matched = section('Matched lawyers');
    await matched.findByRole('article', { name: 'Sarah Mitchell' });
    expect(matched.getByRole('link', { name: 'How we rank' })).toHaveAttribute('href', '/how-we-rank');
  });
});
