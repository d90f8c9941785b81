// What clients see of a lawyer's services and prices (docs/services-and-prices.md): on the public
// profile, each service with its total and VAT stated, what it involves, the insurance and the
// complaints route with the Legal Ombudsman's details; on a matched lawyer's card, the first
// service's price. A backend without services sends none of it, and both look as before.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Service } from '@/api/services-contract';
import { expectNoAxeViolations } from '../account/no-axe-violations';
import { answerMatch, findLawyerCard, lawyer, openDashboard, postCase } from '../cases/case-helpers';
import { LAWYER_ID, publicLawyer, serveProfile } from '../cases/public-profile/public-profile-helpers';
import { renderWithProviders } from '../render';

const PURCHASE: Service = {
  service: 'conveyancing_purchase',
  name: null,
  pricing: { kind: 'fixed', amountPence: 120_000 },
  vat: 'excluded',
  disbursements: [
    { name: 'Searches', amountPence: 25_000 },
    { name: 'HM Land Registry fee', amountPence: 5_000 },
  ],
  stages: ['Checking the contract', 'Exchange of contracts', 'Completion'],
  timescale: 'Usually 8 to 12 weeks',
  whoDoesTheWork: 'Sarah Mitchell, 12 years qualified',
  description: 'Buying a freehold home with a mortgage.',
};
const ADVICE: Service = {
  ...PURCHASE,
  service: 'other',
  name: 'Advice on a lease',
  pricing: { kind: 'hourly', ratePence: 25_000 },
  vat: 'included',
  disbursements: [],
  stages: [],
  timescale: '',
  whoDoesTheWork: '',
  description: '',
};
const PUBLISHED = {
  services: [PURCHASE, ADVICE],
  indemnityInsurance: { insurer: 'Northgate Underwriting', coverPence: 300_000_000 },
  complaints: 'https://mitchell-law.example/complaints',
};

async function openProfile(fields: Parameters<typeof publicLawyer>[0]) {
  serveProfile(publicLawyer(fields));
  renderWithProviders({ route: `/lawyers/${LAWYER_ID}` });
  await screen.findByRole('heading', { level: 1, name: 'Sarah Mitchell' });
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('the public profile', () => {
  it('lists each service with its total and VAT, what it involves, the insurance and how to complain', async () => {
    await openProfile(PUBLISHED);
    const prices = region('Services and prices');
    expect(
      prices.getByRole('heading', { level: 3, name: 'Residential conveyancing: buying a home' }),
    ).toBeVisible();
    expect(prices.getByText('£1,200 + VAT + £300 disbursements = £1,740')).toBeVisible();
    expect(prices.getByText('Buying a freehold home with a mortgage.')).toBeVisible();
    expect(prices.getByText('Searches: £250')).toBeVisible();
    expect(prices.getByText('HM Land Registry fee: £50')).toBeVisible();
    expect(prices.getAllByRole('listitem').map((li) => li.textContent)).toContain('Exchange of contracts');
    expect(prices.getByText('Usually 8 to 12 weeks')).toBeVisible();
    expect(prices.getByText('Sarah Mitchell, 12 years qualified')).toBeVisible();
    expect(prices.getByRole('heading', { level: 3, name: 'Advice on a lease' })).toBeVisible();
    expect(prices.getByText('£250 an hour including VAT')).toBeVisible();

    const practice = region('Insurance and complaints');
    expect(
      practice.getByText(
        'Professional indemnity insurance with Northgate Underwriting, cover of £3,000,000.',
      ),
    ).toBeVisible();
    expect(practice.getByRole('link', { name: 'complaints procedure' })).toHaveAttribute(
      'href',
      PUBLISHED.complaints,
    );
    expect(practice.getByText(/Legal Ombudsman, PO Box 6167, Slough, SL1 0EH; 0300 555 0333/)).toBeVisible();
    expect(practice.getByRole('link', { name: 'www.legalombudsman.org.uk' })).toHaveAttribute(
      'href',
      'https://www.legalombudsman.org.uk',
    );
    expect(
      practice.getByRole('link', { name: 'Time limits, and Scotland and Northern Ireland' }),
    ).toHaveAttribute('href', '/complaints#about-a-lawyer');
    await expectNoAxeViolations();
  });

  it('says when none is published, and names the Ombudsman beside a procedure in words', async () => {
    await openProfile({
      services: [],
      indemnityInsurance: null,
      complaints: 'Write to our client care partner.',
    });
    expect(
      region('Services and prices').getByText(/Sarah Mitchell has not published prices yet/),
    ).toBeVisible();
    const practice = region('Insurance and complaints');
    expect(practice.getByText('Professional indemnity insurance: not given.')).toBeVisible();
    expect(
      practice.getByText("The firm's complaints procedure: Write to our client care partner."),
    ).toBeVisible();
    expect(practice.getByText(/Legal Ombudsman, PO Box 6167/)).toBeVisible();
  });

  it('from a backend without services looks as it did: no prices, no insurance, no complaints section', async () => {
    await openProfile({});
    expect(screen.getByRole('region', { name: 'About' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Services and prices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Insurance and complaints' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Legal Ombudsman/)).not.toBeInTheDocument();
  });
});

describe("a matched lawyer's card", () => {
  it("shows the first service's price, how many more, and the rest in View Profile", async () => {
    const summary = ({ service, name, pricing, vat, disbursements }: Service) => ({
      service,
      name,
      pricing,
      vat,
      disbursements,
    });
    answerMatch([lawyer({ id: LAWYER_ID, services: [summary(PURCHASE), summary(ADVICE)] })]);
    serveProfile(publicLawyer(PUBLISHED));
    const { userEvent } = await openDashboard();
    await postCase(userEvent);
    const card = await findLawyerCard('Sarah Mitchell');
    expect(card.getByText('Residential conveyancing: buying a home')).toBeVisible();
    expect(card.getByText('£1,200 + VAT + £300 disbursements = £1,740')).toBeVisible();
    expect(card.getByText('and 1 more service with prices on the profile')).toBeVisible();
    await expectNoAxeViolations();

    await userEvent.click(card.getByRole('button', { name: 'View Profile of Sarah Mitchell' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sarah Mitchell' }));
    const listed = within(await dialog.findByRole('list', { name: 'Services and prices' }));
    expect(listed.getByText('£250 an hour including VAT')).toBeVisible();
    expect(dialog.getByText(/Professional indemnity insurance with Northgate Underwriting/)).toBeVisible();
    expect(dialog.getByText(/Legal Ombudsman, PO Box 6167/)).toBeVisible();
  });

  it('from a backend without services shows the card as before', async () => {
    answerMatch([lawyer()]);
    const { userEvent } = await openDashboard();
    await postCase(userEvent);
    const card = await findLawyerCard('Sarah Mitchell');
    expect(card.getByText('£150/hour')).toBeVisible();
    expect(card.queryByText(/VAT/)).not.toBeInTheDocument();
    expect(card.queryByText(/more service/)).not.toBeInTheDocument();
  });
});
