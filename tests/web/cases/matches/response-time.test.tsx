// 'Usually responds within N hours' (docs/decisions/0125-fair-leads-and-response-time.md): on a
// matched lawyer's card, in View Profile and on the public profile when the API gives a number;
// nothing when it gives null (fewer than 3 responses) or a backend leaves it out.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { respondsWithin } from '@/lib/response-time-words';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { answerMatch, findLawyerCard, lawyer, openDashboard, postCase } from '../case-helpers';
import { LAWYER_ID, publicLawyer, serveProfile } from '../public-profile/public-profile-helpers';
import { renderWithProviders } from '../../render';

describe('the words', () => {
  it.each([
    [1, 'Usually responds within 1 hour'],
    [5, 'Usually responds within 5 hours'],
    [48, 'Usually responds within 48 hours'],
    [49, 'Usually responds within 3 days'],
    [72, 'Usually responds within 3 days'],
    [null, null],
    [undefined, null],
  ])('%s hours: %s', (hours, words) => {
    expect(respondsWithin(hours)).toBe(words);
  });
});

describe('the public profile', () => {
  async function openProfile(fields: Parameters<typeof publicLawyer>[0]) {
    serveProfile(publicLawyer(fields));
    renderWithProviders({ route: `/lawyers/${LAWYER_ID}` });
    await screen.findByRole('heading', { level: 1, name: 'Sarah Mitchell' });
  }

  it('says it in days past two days', async () => {
    await openProfile({ responseTimeHours: 60 });
    expect(screen.getByText('Usually responds within 3 days')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('says nothing when the figure is null or absent', async () => {
    await openProfile({ responseTimeHours: null });
    expect(screen.queryByText(/Usually responds/)).not.toBeInTheDocument();
  });
});

describe("a matched lawyer's card", () => {
  it('says how soon the lawyer usually responds, on the card and in View Profile', async () => {
    answerMatch([
      lawyer({ id: LAWYER_ID, responseTimeHours: 5 }),
      lawyer({ id: '99', name: 'Nigel Newcomer', responseTimeHours: null }),
    ]);
    serveProfile(publicLawyer({ responseTimeHours: 5 }));
    const { userEvent } = await openDashboard();
    await postCase(userEvent);
    const card = await findLawyerCard('Sarah Mitchell');
    expect(card.getByText('Usually responds within 5 hours')).toBeVisible();
    // fewer than 3 responses: nothing said
    const newcomer = await findLawyerCard('Nigel Newcomer');
    expect(newcomer.queryByText(/Usually responds/)).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await userEvent.click(card.getByRole('button', { name: 'View Profile of Sarah Mitchell' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sarah Mitchell' }));
    expect(dialog.getByText('Usually responds within 5 hours')).toBeVisible();
  });

  it('says nothing from a backend without the figure', async () => {
    const { responseTimeHours: _none, ...without } = lawyer({ id: LAWYER_ID });
    answerMatch([without]);
    const { userEvent } = await openDashboard();
    await postCase(userEvent);
    const card = await findLawyerCard('Sarah Mitchell');
    expect(card.queryByText(/Usually responds/)).not.toBeInTheDocument();
  });
});
