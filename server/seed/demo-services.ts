// What each demo lawyer publishes of their practice (docs/services-and-prices.md): one to three
// services of their area with believable UK prices (a conveyancing fixed fee with its searches and
// Land Registry fee, an employment tribunal claim as a range, hourly advice), their indemnity
// insurance and a link to their complaints procedure. Prices follow the lawyer's hourly rate; every
// figure comes from the tables below and a hash of the name, so every fresh data folder gets the
// same. The insurers and the firms' addresses are made up (`.example` is never a real site).
import type { Category } from '../../src/api/contract.ts';
import type { ServiceKind } from '../../src/api/service-kinds.ts';
import type { Pricing, ServicesPut, Vat } from '../../src/api/services-contract.ts';
import type { DemoLawyer } from './demo-data.ts';
import { regulatorOf } from './demo-data.ts';
import { hashOf } from './demo-profile-text.ts';

interface Offer {
  service: ServiceKind;
  name?: string;
  /** pounds at an hourly rate of £200, and the top of a range; 0 for the lawyer's own hourly rate */
  pounds: number;
  to?: number;
  vat?: Vat;
  /** [what, pounds as the client pays it] */
  disbursements?: Array<[string, number]>;
  stages?: string[];
  timescale?: string;
  description: string;
}

const hourly = (name: string, description: string): Offer => ({
  service: 'other',
  name,
  pounds: 0,
  description,
});

const SEARCHES: [string, number] = ['Searches: local authority, drainage and environmental', 300];
const ID_CHECKS: [string, number] = ['Electronic ID checks', 24];

// prettier-ignore
const OFFERS: Record<Category, Offer[]> = {
  'Property Law': [
    { service: 'conveyancing_purchase', pounds: 1100, disbursements: [SEARCHES, ['HM Land Registry registration fee', 150], ID_CHECKS],
      stages: ['Checking the contract and the title', 'Searches and enquiries, with a report to you', 'Exchange of contracts', 'Completion, the Stamp Duty Land Tax return and registration'],
      timescale: 'Usually 8 to 12 weeks from an accepted offer',
      description: 'Buying a freehold home with a mortgage, up to £500,000. A leasehold adds £300 + VAT. Stamp Duty Land Tax is paid to HMRC and depends on the price.' },
    { service: 'conveyancing_sale', pounds: 950, disbursements: [['HM Land Registry official copies', 14], ID_CHECKS],
      stages: ['Drafting the contract', "Answering the buyer's enquiries", 'Exchange of contracts', 'Completion and paying off your mortgage'],
      timescale: 'Usually 8 to 12 weeks', description: 'Selling a freehold home, up to £500,000, with one mortgage to pay off.' },
    hourly('Advice on a lease, a boundary or a right of way', 'Advice by the hour, with an estimate of the hours before work starts.'),
  ],
  'Family Law': [
    { service: 'other', name: 'Uncontested divorce', pounds: 750, disbursements: [['Court fee for the divorce application', 612]],
      stages: ['The application to the court', 'The conditional order, after at least 20 weeks', 'The final order, 6 weeks and a day later'],
      timescale: 'About 7 to 8 months: the law sets waiting periods',
      description: 'A divorce both of you agree to, with no dispute about money or children.' },
    { service: 'other', name: 'Financial consent order', pounds: 1200, disbursements: [['Court fee', 60]],
      stages: ['Agreeing the terms with both of you', 'Drafting the order and the statement of information', 'Sending them to the court for approval'],
      timescale: 'Usually 6 to 10 weeks', description: 'Turning an agreement about money and property into an order the court approves.' },
    hourly('Advice on child arrangements', 'Advice by the hour on where children live and time with each parent, with an estimate first.'),
  ],
  'Criminal Law': [
    { service: 'motoring_offences', pounds: 650, stages: ['Reviewing the evidence', 'Advice on your plea and mitigation', 'Representing you at the hearing'],
      timescale: 'One hearing, usually 4 to 8 weeks after the summons',
      description: 'A guilty plea at the magistrates’ court, such as speeding or using a phone while driving.' },
    { service: 'motoring_offences', pounds: 2000, to: 5000, stages: ['Reviewing the evidence', 'Witnesses and expert reports', 'The trial'],
      timescale: 'Usually 3 to 6 months to a trial', description: 'A not guilty plea and trial at the magistrates’ court.' },
    hourly('Advice before a police interview', 'Advice by the hour when you are asked to attend a voluntary interview.'),
  ],
  'Immigration Law': [
    { service: 'immigration', pounds: 1500, disbursements: [['Home Office application fee', 1938]],
      stages: ['Checking you meet the rules', 'Gathering the evidence', 'The application and biometrics appointment'],
      timescale: 'The Home Office usually decides within 12 weeks', description: 'A spouse or partner visa application from outside the UK. The Immigration Health Surcharge is paid to the Home Office on top.' },
    { service: 'immigration', pounds: 1200, disbursements: [['Home Office application fee', 3029]],
      stages: ['Checking your time in the UK and the English and Life in the UK requirements', 'The application'],
      timescale: 'The Home Office usually decides within 6 months', description: 'An application for indefinite leave to remain after five years on a work or family visa.' },
    hourly('Immigration advice', 'Advice by the hour on your options, with an estimate before any application work.'),
  ],
  'Employment Law': [
    { service: 'employment_tribunal_claimant', pounds: 4000, to: 12000,
      stages: ['Early conciliation through Acas', "The claim and the employer's response", 'Documents and witness statements', 'The hearing'],
      timescale: 'Usually 6 to 12 months to a hearing; many claims settle sooner',
      description: 'An unfair or wrongful dismissal claim, from the claim to a hearing of up to 2 days. There is no tribunal fee.' },
    { service: 'other', name: 'Settlement agreement advice', pounds: 500, stages: ['Reading the agreement', 'Advice meeting', 'Signing the adviser’s certificate'],
      timescale: 'Usually within a week', description: 'Advice on a settlement agreement offered by your employer, who often pays for it.' },
    { service: 'employment_tribunal_respondent', pounds: 5000, to: 15000, stages: ['The response to the claim', 'Documents and witness statements', 'The hearing'],
      timescale: 'Usually 6 to 12 months', description: 'Defending an unfair dismissal claim for an employer, to a hearing of up to 2 days.' },
  ],
  'Corporate Law': [
    { service: 'debt_recovery', pounds: 350, disbursements: [['County court issue fee for a claim of £5,000 to £10,000', 455]],
      stages: ['Letter before action', 'The claim in the county court', 'Judgment in default if no defence is filed'],
      timescale: 'Usually 6 to 10 weeks to judgment if the debt is not disputed', description: 'Recovering an undisputed business debt of up to £10,000.' },
    { service: 'business_licensing', pounds: 1500, disbursements: [['Council application fee (set by the rateable value)', 190]],
      stages: ['Drafting the operating schedule and plan', 'Advertising and consultation (28 days)', 'The decision or a hearing'],
      timescale: 'Usually 2 to 3 months', description: 'A premises licence application for a shop, bar or restaurant.' },
    hourly('Company and commercial advice', 'Advice by the hour on contracts and company matters, with an estimate first.'),
  ],
  'Personal Injury': [
    { service: 'other', name: 'First assessment of an injury claim', pounds: 0, vat: 'not_applicable',
      timescale: 'Within a week', description: 'We look at what happened and tell you whether to claim, free.' },
    hourly('Personal injury claim', 'Most claims are taken on a no win, no fee agreement: nothing if the claim fails; if it wins, a success fee of at most 25% of the damages. Otherwise by the hour.'),
  ],
  'Tax Law': [
    { service: 'probate', pounds: 2500, disbursements: [['Probate application fee', 300], ['Notices to creditors in The Gazette and a local paper', 200]],
      stages: ['Valuing the estate and reporting to HMRC', 'Applying for the grant of probate', 'Collecting the assets and paying the debts', 'Final accounts and paying the beneficiaries'],
      timescale: 'Usually 6 to 12 months', description: 'An estate with a will, up to £500,000 in the UK, with no inheritance tax to pay and no disputes.' },
    hourly('Inheritance tax planning', 'Advice by the hour on gifts, trusts and wills, with an estimate first.'),
    { service: 'other', name: 'Tax return for a landlord', pounds: 450, timescale: 'Within 4 weeks of having your figures', description: 'Your self-assessment return with the property pages, filed with HMRC.' },
  ],
};

const INSURERS = ['Albion Professional Risks', 'Northgate Underwriting', 'Thames Indemnity', 'Severn Mutual'];

const round25 = (pounds: number) => Math.round(pounds / 25) * 25;

function pricingOf(offer: Offer, rate: number): Pricing {
  if (offer.pounds === 0 && offer.service === 'other' && offer.vat !== 'not_applicable')
    return { kind: 'hourly', ratePence: (rate || 200) * 100 };
  // dearer lawyers charge more, within reason
  const factor = Math.min(1.6, Math.max(0.8, (rate || 200) / 200));
  const pence = (pounds: number) => round25(pounds * factor) * 100;
  return offer.to === undefined
    ? { kind: 'fixed', amountPence: pence(offer.pounds) }
    : { kind: 'range', fromPence: pence(offer.pounds), toPence: pence(offer.to) };
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/ +/g, '-');

/** What the demo lawyer publishes: one to three services of their area, insurance and complaints. */
export function demoServicesOf(lawyer: DemoLawyer): ServicesPut {
  const hash = hashOf(`${lawyer.name} services`);
  const offers = OFFERS[lawyer.specialization].slice(0, 1 + (hash % 3));
  const scottish = (lawyer.regulator ?? regulatorOf(lawyer.city)) === 'LSS';
  return {
    services: offers.map((offer) => ({
      service: offer.service,
      name: offer.name ?? null,
      pricing: pricingOf(offer, lawyer.rate),
      vat: offer.vat ?? 'excluded',
      disbursements: (offer.disbursements ?? []).map(([name, pounds]) => ({
        name,
        amountPence: pounds * 100,
      })),
      stages: offer.stages ?? [],
      timescale: offer.timescale ?? '',
      whoDoesTheWork: `${lawyer.name}, ${lawyer.years} years qualified, with a trainee for routine steps`,
      description: offer.description,
    })),
    indemnityInsurance: {
      insurer: INSURERS[(hash >>> 4) % INSURERS.length] ?? 'Thames Indemnity',
      // the minimum in Scotland's master policy is £2m; most firms elsewhere hold £2m or £3m
      coverPence: (scottish || (hash >>> 8) % 2 === 0 ? 2_000_000 : 3_000_000) * 100,
    },
    complaints: `https://www.${slug(lawyer.name)}-law.example/complaints`,
  };
}
