// What a demo lawyer's profile says of them: where they studied and trained, and a short bio in
// their own area and place. Chosen from lists by a hash of the name, so every fresh data folder
// says the same (docs/decisions/0093-a-believable-demo-market.md).
import type { Category } from '../../src/api/contract.ts';
import type { Regulator } from '../../src/api/regulators.ts';
import { findPlace } from '../rules/places/geo.ts';
import type { Jurisdiction } from '../rules/places/geo.ts';
import type { DemoLawyer } from './demo-data.ts';
import { regulatorOf } from './demo-data.ts';

/** FNV-1a: a small, stable hash of a text, for choices that must not change between runs. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const pick = <T>(list: readonly T[], hash: number): T => list[hash % list.length] as T;

// the law schools near a town; elsewhere, those of its jurisdiction
// prettier-ignore
const LAW_SCHOOLS: Record<string, readonly string[]> = {
  London: ["King's College London", 'University College London', 'London School of Economics', 'Queen Mary University of London'],
  Birmingham: ['University of Birmingham', 'Aston University'], Manchester: ['University of Manchester'],
  Leeds: ['University of Leeds'], Bradford: ['University of Bradford'], Liverpool: ['University of Liverpool'],
  Sheffield: ['University of Sheffield'], Nottingham: ['University of Nottingham'], Leicester: ['University of Leicester'],
  Bristol: ['University of Bristol'], Cardiff: ['Cardiff University'], Swansea: ['Swansea University'],
  Exeter: ['University of Exeter'], Plymouth: ['University of Plymouth'], Southampton: ['University of Southampton'],
  Portsmouth: ['University of Portsmouth'], Brighton: ['University of Sussex'], Reading: ['University of Reading'],
  Oxford: ['University of Oxford'], Cambridge: ['University of Cambridge'], Norwich: ['University of East Anglia'],
  Newcastle: ['Newcastle University', 'Northumbria University'], Middlesbrough: ['Teesside University'],
  Hull: ['University of Hull'], York: ['University of York'], Canterbury: ['University of Kent'],
  Maidstone: ['University of Kent'], Luton: ['University of Bedfordshire'],
  Glasgow: ['University of Glasgow', 'University of Strathclyde'], Edinburgh: ['University of Edinburgh'],
  Aberdeen: ['University of Aberdeen'], Dundee: ['University of Dundee'],
  Belfast: ["Queen's University Belfast"], Derry: ['Ulster University'],
};
const ELSEWHERE: Record<Jurisdiction, readonly string[]> = {
  'england-wales': [
    'University of Warwick',
    'Durham University',
    'University of Leeds',
    "King's College London",
  ],
  scotland: ['University of Glasgow', 'University of Edinburgh', 'University of Aberdeen'],
  'northern-ireland': ["Queen's University Belfast", 'Ulster University'],
};

// how each regulator's members qualify; the SRA's newest by the Solicitors Qualifying Examination
// prettier-ignore
const TRAINING: Record<Regulator, readonly string[]> = {
  SRA: ['Legal Practice Course'],
  BSB: ["Bar Vocational Course; called to the Bar by Gray's Inn", "Bar Vocational Course; called to the Bar by Lincoln's Inn", 'Bar Vocational Course; called to the Bar by Middle Temple'],
  CILEX: ['CILEX Level 6 Diploma in Law and Practice'],
  LSS: ['Diploma in Professional Legal Practice'],
  LSNI: ['Certificate in Professional Legal Studies'],
};
// in England and Wales some read another subject first and converted
const FIRST_SUBJECTS = ['History', 'English', 'Politics', 'Economics', 'Philosophy'];

const regulatorFor = (lawyer: DemoLawyer): Regulator => lawyer.regulator ?? regulatorOf(lawyer.city);

export function educationOf(lawyer: DemoLawyer): string {
  const hash = hashOf(lawyer.name);
  const jurisdiction = findPlace(lawyer.city)?.jurisdiction ?? 'england-wales';
  // most study near where they practise; one in three went elsewhere
  const schools =
    hash % 3 === 0 ? ELSEWHERE[jurisdiction] : (LAW_SCHOOLS[lawyer.city] ?? ELSEWHERE[jurisdiction]);
  const school = pick(schools, hash >>> 8);
  const regulator = regulatorFor(lawyer);
  if (regulator === 'SRA' && lawyer.years <= 3)
    return `LLB (Hons), ${school}; Solicitors Qualifying Examination`;
  const converted = (regulator === 'SRA' || regulator === 'BSB') && (hash >>> 4) % 5 === 0;
  const degree = converted
    ? `BA (Hons) ${pick(FIRST_SUBJECTS, hash >>> 12)}, ${school}; Graduate Diploma in Law`
    : `LLB (Hons), ${school}`;
  return `${degree}; ${pick(TRAINING[regulator], hash >>> 16)}`;
}

// what a lawyer of each area spends their days on, in words a client would use
// prettier-ignore
const WORK: Record<Category, readonly string[]> = {
  'Family Law': ['divorce and financial settlements', 'arrangements for children after separation', 'cohabitation disputes and prenuptial agreements', 'domestic abuse protection and urgent court orders'],
  'Criminal Law': ['police station advice and interviews under caution', 'motoring offences and driving bans', 'Crown Court defence', 'fraud and regulatory investigations'],
  'Corporate Law': ['company formations, shareholder agreements and investment rounds', 'buying and selling owner-managed businesses', 'commercial contracts and joint ventures', "shareholder disputes and directors' duties"],
  'Immigration Law': ['spouse and family visas', 'skilled worker sponsorship for employers', 'indefinite leave to remain and citizenship', 'asylum claims and appeals'],
  'Property Law': ['residential conveyancing', 'leasehold extensions and service charge disputes', 'landlord and tenant disputes', 'boundary and right of way disputes'],
  'Employment Law': ['unfair dismissal and tribunal claims', 'settlement agreements', 'discrimination and whistleblowing claims', 'contracts, policies and restructuring for employers'],
  'Personal Injury': ['road traffic accident claims', 'accidents at work', 'clinical negligence', 'serious injury and rehabilitation'],
  'Tax Law': ['HMRC enquiries and disputes', 'inheritance tax and estate planning', 'tax for company owners and contractors', 'VAT and tax for small businesses'],
};

// Scots law has no Crown Court or long leases: its own words where they differ
// prettier-ignore
const SCOTTISH_WORK: Partial<Record<Category, readonly string[]>> = {
  'Criminal Law': ['police station advice and interviews under caution', 'road traffic offences and driving bans', 'sheriff court and High Court defence', 'fraud and regulatory investigations'],
  'Property Law': ['residential conveyancing and missives', 'tenement repairs and title disputes', 'landlord and tenant disputes', 'boundary and servitude disputes'],
};

const AREA: Record<Category, string> = {
  'Family Law': 'family',
  'Criminal Law': 'criminal defence',
  'Corporate Law': 'corporate',
  'Immigration Law': 'immigration',
  'Property Law': 'property',
  'Employment Law': 'employment',
  'Personal Injury': 'personal injury',
  'Tax Law': 'tax',
};

const WHO: Record<Regulator, string> = {
  SRA: 'solicitor',
  LSS: 'solicitor',
  LSNI: 'solicitor',
  BSB: 'barrister who takes instructions directly from the public',
  CILEX: 'Chartered Legal Executive',
};

// prettier-ignore
const MANNER = [
  'Known for clear advice and straightforward fees.',
  'Clients value plain answers and early sight of the likely costs.',
  'Works evenings by arrangement for clients who cannot take time off.',
  'Prefers to settle where that serves the client, and goes to court when it does not.',
  'Explains each step in writing after every meeting.',
  'Trained at a national firm before setting up a local practice.',
];

export function bioOf(lawyer: DemoLawyer): string {
  const hash = hashOf(`${lawyer.name} bio`);
  const first = lawyer.name.split(' ')[0] ?? lawyer.name;
  const who = `${AREA[lawyer.specialization]} ${WHO[regulatorFor(lawyer)]}`;
  const article = /^[aeiou]/.test(who) ? 'an' : 'a';
  const scottish = findPlace(lawyer.city)?.jurisdiction === 'scotland';
  const work = pick((scottish && SCOTTISH_WORK[lawyer.specialization]) || WORK[lawyer.specialization], hash);
  const years = lawyer.years === 1 ? 'one year' : `${lawyer.years} years`;
  const opening =
    hash % 2 === 0
      ? `${first} is ${article} ${who} in ${lawyer.city} with ${years} of practice, working mostly on ${work}.`
      : `${first} has advised clients in and around ${lawyer.city} for ${years} as ${article} ${who}, mostly on ${work}.`;
  return `${opening} ${pick(MANNER, hash >>> 8)}`;
}
