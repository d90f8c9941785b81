// The regulator, the number and the way to check it on the regulator's register, on a card, in
// the View Profile dialog and on the public profile
// (docs/decisions/0126-how-we-rank-and-true-landing-words.md): the SRA's register has a page per
// number; the others are searched, and the link says so. A backend that sends no number shows
// none.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGULATOR_FACTS } from '@/api/regulators';
import { renderWithProviders } from '../../render';
import { answerMatch, findLawyerCard, lawyer, openDashboard, postCase } from '../case-helpers';
import { LAWYER_ID, publicLawyer, serveProfile } from '../public-profile/public-profile-helpers';

const SRA_ENTRY = 'https://www.sra.org.uk/consumers/register/person/?sraNumber=612345';

describe("the regulator's register", () => {
  it('on a card: the SRA number with a link to its register entry', async () => {
    answerMatch([lawyer({ id: 1, name: 'Amelia Hughes', regulator: 'SRA', licenseNumber: '612345' })]);
    const { userEvent } = await openDashboard();
    await postCase(userEvent);
    const card = await findLawyerCard('Amelia Hughes');
    expect(card.getByText('SRA number 612345')).toBeInTheDocument();
    const link = card.getByRole('link', { name: 'See 612345 on the SRA register (opens in a new tab)' });
    expect(link).toHaveAttribute('href', SRA_ENTRY);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('in the View Profile dialog too', async () => {
    answerMatch([lawyer({ id: 1, name: 'Amelia Hughes', regulator: 'SRA', licenseNumber: '612345' })]);
    const { userEvent } = await openDashboard();
    await postCase(userEvent);
    const card = await findLawyerCard('Amelia Hughes');
    await userEvent.click(card.getByRole('button', { name: 'View Profile of Amelia Hughes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Amelia Hughes' }));
    expect(dialog.getByText('SRA number 612345')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: /See 612345 on the SRA register/ })).toHaveAttribute(
      'href',
      SRA_ENTRY,
    );
  });

  it.each([
    ['BSB', 'Search the Bar Standards Board register for 1234'],
    ['CILEX', 'Search the CILEx Regulation register for 1234'],
    ['LSS', 'Search the Law Society of Scotland register for 1234'],
    ['LSNI', 'Search the Law Society of Northern Ireland register for 1234'],
  ] as const)('a %s number links to its register’s search, and says so', async (regulator, words) => {
    answerMatch([lawyer({ id: 1, name: 'Amelia Hughes', regulator, licenseNumber: '1234' })]);
    const { userEvent } = await openDashboard();
    await postCase(userEvent);
    const card = await findLawyerCard('Amelia Hughes');
    expect(card.getByText(`${REGULATOR_FACTS[regulator].numberName} 1234`)).toBeInTheDocument();
    expect(card.getByRole('link', { name: `${words} (opens in a new tab)` })).toHaveAttribute(
      'href',
      REGULATOR_FACTS[regulator].register,
    );
  });

  it('a card from a backend without the licence shows none', async () => {
    answerMatch([lawyer({ id: 1, name: 'Amelia Hughes' })]);
    const { userEvent } = await openDashboard();
    await postCase(userEvent);
    const card = await findLawyerCard('Amelia Hughes');
    expect(card.queryByText(/SRA number/)).not.toBeInTheDocument();
    expect(card.queryByRole('link', { name: /register/ })).not.toBeInTheDocument();
  });

  it('on the public profile: the licence with its regulator and the link, once', async () => {
    serveProfile(publicLawyer());
    renderWithProviders({ route: `/lawyers/${LAWYER_ID}` });
    await screen.findByRole('heading', { level: 1, name: 'Sarah Mitchell' });
    const licence = within(screen.getByRole('region', { name: 'Licence' }));
    expect(licence.getByText('SRA number 612345 (Solicitors Regulation Authority)')).toBeInTheDocument();
    expect(licence.getByRole('link', { name: /See 612345 on the SRA register/ })).toHaveAttribute(
      'href',
      SRA_ENTRY,
    );
    expect(screen.getAllByRole('link', { name: /on the SRA register/ })).toHaveLength(1);
  });
});
