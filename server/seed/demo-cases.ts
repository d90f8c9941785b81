// Demo cases for a fresh database: open cases from demo clients in towns across the UK, so that
// every demo verified lawyer has at least one lead, the demo lawyer (lawyer@lawmatch.test, Family
// Law, London) among them, and the demo client (client@lawmatch.test) has a case with two
// responses (docs/decisions/0090-cases-leads-and-notifications.md,
// 0093-a-believable-demo-market.md). Every demo account shares DEMO_PASSWORD.
import type { Category } from '../../src/api/contract.ts';
import { DEMO_CLIENT, emailOf } from './demo-data.ts';
import { clientNames, countryOf } from './demo-market.ts';
import {
  CORPORATE_STORIES,
  EMPLOYMENT_STORIES,
  PROPERTY_STORIES,
  TAX_STORIES,
} from './demo-stories-commercial.ts';
import {
  CRIMINAL_STORIES,
  FAMILY_STORIES,
  IMMIGRATION_STORIES,
  INJURY_STORIES,
} from './demo-stories-personal.ts';
import { REPLIES } from './demo-replies.ts';
import { pastCases } from './demo-past-cases.ts';
import type { DemoCase, StoryRow } from './demo-types.ts';

/** The named demo clients beside DEMO_CLIENT (the README lists them). */
export const DEMO_CLIENTS = [
  { email: 'tom.hargreaves@lawmatch.test', name: 'Tom Hargreaves' },
  { email: 'eilidh.campbell@lawmatch.test', name: 'Eilidh Campbell' },
  { email: 'ciaran.doyle@lawmatch.test', name: 'Ciaran Doyle' },
];

const STORIES: Record<Category, StoryRow[]> = {
  'Family Law': FAMILY_STORIES,
  'Criminal Law': CRIMINAL_STORIES,
  'Corporate Law': CORPORATE_STORIES,
  'Immigration Law': IMMIGRATION_STORIES,
  'Property Law': PROPERTY_STORIES,
  'Employment Law': EMPLOYMENT_STORIES,
  'Personal Injury': INJURY_STORIES,
  'Tax Law': TAX_STORIES,
};

// the first demo cases, of the named clients
const NAMED_CASES: DemoCase[] = [
  {
    client: DEMO_CLIENT.email,
    title: 'Dismissed after raising a grievance',
    description:
      'I raised a formal grievance about unpaid overtime and two weeks later I was dismissed without a hearing. I had worked there for three years. I want to know whether I can claim unfair dismissal and what the deadline is.',
    location: 'Manchester',
    category: 'Employment Law',
    urgency: 'High',
    hoursAgo: 50,
    responses: [
      {
        lawyer: 'rachel.adams@lawmatch.test',
        message:
          'Dismissal so soon after a grievance may well be automatically unfair. The time limit is three months less a day from the dismissal, and ACAS early conciliation must come first. I can review your documents this week.',
        fee: { kind: 'fixed', amountPence: 15_000 },
      },
      {
        lawyer: 'mohammed.iqbal@lawmatch.test',
        message:
          'With three years of service you have full unfair dismissal rights, and the unpaid overtime may be a separate claim. Happy to talk it through on a first call and set out your options.',
        fee: { kind: 'hourly', amountPence: 23_000 },
      },
    ],
  },
  {
    client: DEMO_CLIENT.email,
    title: 'Arrangements for my children after separating',
    description:
      'My partner and I have separated and cannot agree how much time our two children spend with each of us. I would like advice on mediation and, if that fails, a child arrangements order.',
    location: 'London',
    category: 'Family Law',
    urgency: 'Medium',
    hoursAgo: 6,
    responses: [],
  },
  {
    client: 'tom.hargreaves@lawmatch.test',
    title: 'Divorce and selling the family home',
    description:
      'My wife and I are divorcing. The house is in joint names with a mortgage, and we disagree about whether to sell it now or when the children finish school.',
    location: 'Reading',
    category: 'Family Law',
    urgency: 'Medium',
    hoursAgo: 20,
    responses: [],
  },
  {
    client: 'tom.hargreaves@lawmatch.test',
    title: 'Landlord keeping my deposit',
    description:
      'My landlord will not return my tenancy deposit and says the flat needed cleaning. I do not think the deposit was ever protected in a scheme.',
    location: 'Bristol',
    category: 'Property Law',
    urgency: 'Low',
    hoursAgo: 30,
    responses: [],
  },
  {
    client: 'eilidh.campbell@lawmatch.test',
    title: 'Contact with my grandchildren',
    description:
      "Since my son's divorce his former wife has stopped me seeing my grandchildren. I would like to know whether I can apply to the sheriff court for contact.",
    location: 'Edinburgh',
    category: 'Family Law',
    urgency: 'Low',
    hoursAgo: 72,
    responses: [],
  },
  {
    client: 'eilidh.campbell@lawmatch.test',
    title: 'Visa for my husband to join me',
    description:
      'I am a British citizen and my husband is in Canada. We want to apply for a spouse visa and are unsure whether my income meets the financial requirement.',
    location: 'Glasgow',
    category: 'Immigration Law',
    urgency: 'Medium',
    hoursAgo: 12,
    responses: [],
  },
  {
    client: 'ciaran.doyle@lawmatch.test',
    title: 'Boundary dispute with a neighbour',
    description:
      'My neighbour has put up a fence about a metre onto my land and will not move it. The title map seems to show the boundary where I say it is.',
    location: 'Belfast',
    category: 'Property Law',
    urgency: 'High',
    hoursAgo: 3,
    responses: [],
  },
];

let market: { clients: Array<{ email: string; name: string }>; cases: DemoCase[] } | undefined;

/**
 * Every demo client and case: the named ones, then one client of the market for each story,
 * named as people are in the story's part of the UK. Made once, the same on every run.
 */
export function demoCases(): { clients: Array<{ email: string; name: string }>; cases: DemoCase[] } {
  if (market) return market;
  const names = clientNames();
  const clients = [DEMO_CLIENT, ...DEMO_CLIENTS];
  const cases = [...NAMED_CASES];
  for (const [category, stories] of Object.entries(STORIES) as Array<[Category, StoryRow[]]>) {
    for (const [location, urgency, hoursAgo, title, description] of stories) {
      const name = names.next(countryOf(location));
      const client = { email: emailOf({ name }), name };
      clients.push(client);
      cases.push({
        client: client.email,
        title,
        description,
        location,
        category,
        urgency,
        hoursAgo,
        responses: REPLIES[title] ?? [],
      });
    }
  }
  // answered and closed weeks ago, by clients of the market (docs/decisions/0125-fair-leads-and-response-time.md)
  cases.push(...pastCases(clients.slice(1 + DEMO_CLIENTS.length)));
  market = { clients, cases };
  return market;
}
