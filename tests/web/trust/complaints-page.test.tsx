import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectTitle, openTrustPage, section, sectionHeadings } from './trust-helpers';

describe('the complaints page', () => {
  it('says how to complain about LawMatch and when we answer', async () => {
    await openTrustPage('/complaints', 'Making a complaint');
    await expectTitle('Complaints — LawMatch');
    expect(sectionHeadings()).toEqual([
      'About LawMatch',
      "About a lawyer's service",
      "Concerns about a lawyer's conduct",
    ]);
    const ours = section('About LawMatch');
    expect(ours.getByRole('link', { name: 'support@lawmatch.test' })).toBeInTheDocument();
    expect(ours.getByText('Within 2 working days.')).toBeInTheDocument();
    expect(ours.getByText(/^Within 15 working days/)).toBeInTheDocument();
  });

  it('sends a complaint about a lawyer to the firm first, then the body of each UK legal system', async () => {
    await openTrustPage('/complaints', 'Making a complaint');
    const lawyer = section("About a lawyer's service");
    expect(lawyer.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      "First, the lawyer's firm",
      'England and Wales: the Legal Ombudsman',
      'Scotland: the Scottish Legal Complaints Commission',
      'Northern Ireland: the Solicitors Complaints Committee',
    ]);
    expect(lawyer.getByRole('link', { name: 'legalombudsman.org.uk' })).toHaveAttribute(
      'href',
      'https://www.legalombudsman.org.uk/',
    );
    expect(lawyer.getByText(/within six months of the firm's final response/)).toBeInTheDocument();
    expect(
      lawyer.getByText(/within one year of the problem, or of when you should have known/),
    ).toBeInTheDocument();
    expect(lawyer.getByRole('link', { name: 'scottishlegalcomplaints.org.uk' })).toBeInTheDocument();
    expect(lawyer.getByRole('link', { name: 'scc-ni.org' })).toHaveAttribute('href', 'https://scc-ni.org/');
  });

  it('names the regulators for conduct concerns', async () => {
    await openTrustPage('/complaints', 'Making a complaint');
    const conduct = section("Concerns about a lawyer's conduct");
    for (const site of ['sra.org.uk', 'barstandardsboard.org.uk', 'cilexregulation.org.uk', 'lawsoc-ni.org'])
      expect(conduct.getByRole('link', { name: site })).toBeInTheDocument();
    expect(screen.getByText(/Solicitors Regulation Authority/)).toBeInTheDocument();
  });
});
