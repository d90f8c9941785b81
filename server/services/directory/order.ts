// The directory's orders (docs/directory.md), for the How we rank page and the API reference: each
// sort's factors, the heaviest first, by the same ids as a match's (rules/matching/rank.ts
// RANKING_FACTORS) where they are the same factor, and in words. Ties always go to the lawyer who
// joined first (the lower id). server/rules/directory/listed-lawyers.ts sorts by them, with
// rank.ts's quality and nearness; tests/server/directory/directory.test.ts holds it to them.
import type { DirectorySort } from '../../../src/api/directory-contract.ts';
import type { RankingFactor } from '../../rules/matching/rank.ts';

type DirectoryFactor = RankingFactor | 'name' | 'reviews' | 'price' | 'response-time';

export const DIRECTORY_FACTORS: Record<DirectorySort, readonly DirectoryFactor[]> = {
  // with a name searched the name first; with a place the match's order; without, quality
  relevance: ['name', 'same-city', 'distance', 'rating', 'experience', 'joined-first'],
  distance: ['distance', 'joined-first'],
  rating: ['rating', 'reviews', 'joined-first'],
  price: ['price', 'joined-first'],
  response: ['response-time', 'rating', 'reviews', 'joined-first'],
};

/** Each sort in a sentence, as the API reference says it. */
export const DIRECTORY_ORDER: Record<DirectorySort, string> = {
  relevance:
    'with a name searched, the whole name first, then names that start with it, then a later word that starts with it, then the rest; then, with a place, as a match ranks lawyers (the same place first, then nearness, with rating and experience weighing a little), and without one by rating and experience as a match weighs them',
  distance: 'nearest first',
  rating: 'highest rating first, then the most reviews',
  price:
    'the least a client pays in all (fee, VAT and disbursements), cheapest first: for the service named by `service` the lowest the lawyer lists for it, else for the service their card shows; lawyers without a total for it (an hourly rate, or no price) last',
  response:
    'the quickest to respond first (the median hours from lead to response over the last 90 days); lawyers without a time yet after them; then by rating',
};
