// How we rank (docs/decisions/0126-how-we-rank-and-true-landing-words.md), as the CMA's legal
// services study asks of comparison sites: who can appear in a list of lawyers, what orders
// it and in what order, that nobody pays for a place, and that the list is not every UK lawyer.
// The conditions and the factors are keyed by the ids of server/rules/matching/rank.ts
// (MATCH_CONDITIONS, RANKING_FACTORS) and listed in their order: a test holds the two to one
// order, and another holds the ranking in code to it.
import type { DirectorySort } from '@/api/directory-contract';
import { REGULATOR_FACTS, REGULATORS } from '@/api/regulators';
import { paths } from '@/lib/paths';
import {
  link,
  list,
  ordered,
  p,
  type Inline,
  type Rich,
  type TrustPageContent,
} from '@/features/trust/trust-content';

interface Keyed {
  id: string;
  words: Rich;
}

/** Who may appear in a case's list, every one of them required. */
export const MATCH_CONDITION_WORDS: readonly Keyed[] = [
  {
    id: 'verified',
    words: [
      'They are verified: we checked their ID, law degree, practising certificate and their entry on their regulator’s register, and check again every year (',
      link('what "verified" means', `${paths.terms}#verification`),
      ').',
    ],
  },
  { id: 'available', words: 'They are taking new clients now: a lawyer can switch this off at any time.' },
  { id: 'area-of-law', words: 'They practise the area of law of your case.' },
  {
    id: 'jurisdiction',
    words:
      'They practise where your case is: England and Wales, Scotland and Northern Ireland have separate legal systems, so a case in Glasgow is matched with lawyers in Scotland only. Where we do not recognise the town you gave, we cannot tell, and lawyers from anywhere in the UK may appear.',
  },
];

/** What orders the list, the heaviest first. */
export const RANKING_FACTOR_WORDS: readonly Keyed[] = [
  {
    id: 'same-city',
    words:
      'Same town or city. A lawyer in the town or city of your case always comes before a lawyer anywhere else.',
  },
  {
    id: 'distance',
    words:
      'Distance. Among lawyers elsewhere, the nearer comes first: distance makes up 85% of their place in the order. Beyond 800 km, or where we do not recognise a town, distance adds nothing.',
  },
  {
    id: 'rating',
    words: [
      'Rating. The average of the lawyer’s reviews, which come only from clients of consultations booked and completed through LawMatch (',
      link('how reviews work', paths.reviewPolicy),
      '). Rating and experience together make up the other 15% of the order among lawyers elsewhere, and decide it among lawyers in the same city; rating counts for 60% of the two. Ratings from 3.5 to 5 stars make the difference. A lawyer with no reviews yet counts as if rated about 4 stars, neither good nor bad; after the first review, how many reviews a lawyer has does not change the order.',
    ],
  },
  {
    id: 'experience',
    words: 'Experience. Years in practice, up to 30: the other 40% of rating and experience.',
  },
  {
    id: 'joined-first',
    words:
      'Who joined first. Where two lawyers are equal in all of these, the one who joined LawMatch first comes first.',
  },
];

/** The directory's sorts (paths.directory), in the order the search page lists them, the default
 * first: each keyed by its id and the factors it weighs, the heaviest first, as
 * server/services/directory/order.ts DIRECTORY_FACTORS names them; a test holds the two alike
 * (docs/decisions/0128-directory-page.md). */
export const DIRECTORY_SORT_WORDS: readonly (Keyed & { id: DirectorySort; factors: readonly string[] })[] = [
  {
    id: 'relevance',
    factors: ['name', 'same-city', 'distance', 'rating', 'experience', 'joined-first'],
    words:
      'Relevance, the order you see first. A name you search comes first: the whole name, then names that start with it, then a surname that starts with it. Then, near a place, the order above: the same town or city first, then distance, then rating and experience. Without a place, rating and experience, weighed as above.',
  },
  {
    id: 'distance',
    factors: ['distance', 'joined-first'],
    words: 'Distance, when you give a place: the nearest first.',
  },
  {
    id: 'rating',
    factors: ['rating', 'reviews', 'joined-first'],
    words: 'Rating: the highest average rating first, then the most reviews.',
  },
  {
    id: 'price',
    factors: ['price', 'joined-first'],
    words:
      'Price: the least you would pay in all for the service you chose (the fee with VAT and other costs), cheapest first. Lawyers who charge by the hour, or publish no price for it, come last.',
  },
  {
    id: 'response',
    factors: ['response-time', 'rating', 'reviews', 'joined-first'],
    words:
      'Response time: the quickest to answer new cases first (their usual time over the last 90 days), then lawyers who have not answered enough cases yet to have one; then by rating and the number of reviews.',
  },
];

// every regulated lawyer, beyond the ones who joined LawMatch: the Law Society's search of
// solicitors in England and Wales, then each regulator's register (src/api/regulators.ts)
const REGISTERS: Rich[] = [
  [
    { text: 'Find a Solicitor', href: 'https://solicitors.lawsociety.org.uk/' },
    ', the Law Society’s search of solicitors in England and Wales',
  ],
  ...REGULATORS.map((regulator): Inline[] => {
    const { name, register } = REGULATOR_FACTS[regulator];
    return [{ text: `${name} register`, href: register }];
  }),
];

export const HOW_WE_RANK: TrustPageContent = {
  title: 'How we rank lawyers',
  intro:
    'When you post a case, LawMatch shows you up to six lawyers matched to it. This page says which lawyers can appear and the order we show them in. It describes the rules our matching follows, and nobody can pay to change them.',
  sections: [
    {
      id: 'who-can-appear',
      title: 'Who can appear',
      blocks: [
        p('A lawyer appears in the list for your case only if all of these are true:'),
        list(...MATCH_CONDITION_WORDS.map((c) => c.words)),
      ],
    },
    {
      id: 'the-order',
      title: 'The order we show them in',
      blocks: [
        p('We then put them in order. These count, the heaviest first:'),
        ordered(...RANKING_FACTOR_WORDS.map((f) => f.words)),
        p(
          'The match percentage on each card is this score: from 80% to 100% for a lawyer in the same town or city as your case, and from 45% to 75% for a lawyer elsewhere. Nothing else counts: not the lawyer’s fees, and not anything they pay us.',
        ),
      ],
    },
    {
      id: 'nobody-pays',
      title: 'Nobody pays for a place',
      blocks: [
        p(
          'Lawyers pay nothing to join LawMatch, to be listed or to be matched with your case. Nobody can pay to appear, to appear higher or to have another lawyer moved down, and no list shows sponsored lawyers or advertisements.',
        ),
      ],
    },
    {
      id: 'not-every-lawyer',
      title: 'Not every lawyer in the UK',
      blocks: [
        p(
          'Our lists cover only the lawyers who joined LawMatch and whom we verified, not every lawyer in the UK: a good lawyer for your case may not be here. To search every regulated lawyer, use:',
        ),
        list(...REGISTERS),
      ],
    },
    {
      id: 'searching',
      title: 'When you search for lawyers',
      blocks: [
        p(
          'When you ',
          link('search for lawyers', paths.directory),
          ' yourself, only verified lawyers taking new clients appear, as for a case, and you choose the order: relevance (the default), distance, rating, price or response time. Each counts these, the first first:',
        ),
        ordered(...DIRECTORY_SORT_WORDS.map((s) => s.words)),
        p(
          'In every order, where two lawyers are equal, the one who joined LawMatch first comes first. As for a case, nothing anyone pays changes the order.',
        ),
      ],
    },
    {
      id: 'other-lists',
      title: 'Other lists of lawyers',
      blocks: [
        list(
          'The responses to your case: the lawyers who answered it, in the order they answered, first answer first.',
        ),
      ],
    },
  ],
};
