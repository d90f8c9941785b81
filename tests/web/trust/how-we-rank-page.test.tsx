// How we rank (docs/decisions/0126-how-we-rank-and-true-landing-words.md): the page names the
// conditions and the factors of the ranking in code, in its order (the ranking itself is held to
// that order by tests/server/matching/ranking-factors.test.ts).
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MATCH_CONDITIONS, RANKING_FACTORS } from '../../../server/rules/matching/rank';
import { DIRECTORY_FACTORS } from '../../../server/services/directory/order';
import { directoryQuerySchema } from '@/api/directory-contract';
import { REGULATOR_FACTS } from '@/api/regulators';
import { SORTS } from '@/features/cases/directory/directory-search';
import {
  DIRECTORY_SORT_WORDS,
  MATCH_CONDITION_WORDS,
  RANKING_FACTOR_WORDS,
} from '@/features/trust/how-we-rank-content';
import { expectNoAxeViolations } from '../account/no-axe-violations';
import { expectTitle, mainLink, openTrustPage, section, sectionHeadings } from './trust-helpers';

const open = () => openTrustPage('/how-we-rank', 'How we rank lawyers');

/** The words of a keyed entry as the page shows them. */
const shown = (words: (typeof RANKING_FACTOR_WORDS)[number]['words']) =>
  typeof words === 'string'
    ? words
    : words.map((part) => (typeof part === 'string' ? part : part.text)).join('');

describe('the How we rank page', () => {
  it('names the conditions and the factors of the ranking in code, in its order', async () => {
    expect(MATCH_CONDITION_WORDS.map((c) => c.id)).toEqual([...MATCH_CONDITIONS]);
    expect(RANKING_FACTOR_WORDS.map((f) => f.id)).toEqual([...RANKING_FACTORS]);

    await open();
    await expectTitle('How we rank — LawMatch');
    expect(sectionHeadings()).toEqual([
      'Who can appear',
      'The order we show them in',
      'Nobody pays for a place',
      'Not every lawyer in the UK',
      'When you search for lawyers',
      'Other lists of lawyers',
    ]);
    const order = within(section('The order we show them in').getByRole('list')).getAllByRole('listitem');
    expect(order.map((item) => item.textContent)).toEqual(RANKING_FACTOR_WORDS.map((f) => shown(f.words)));
    expect(order.map((item) => item.textContent?.split('.')[0])).toEqual([
      'Same town or city',
      'Distance',
      'Rating',
      'Experience',
      'Who joined first',
    ]);
    const conditions = within(section('Who can appear').getByRole('list')).getAllByRole('listitem');
    expect(conditions.map((item) => item.textContent)).toEqual(
      MATCH_CONDITION_WORDS.map((c) => shown(c.words)),
    );
    await expectNoAxeViolations();
  });

  it('says the weights, that lawyers pay nothing and nobody pays for a place', async () => {
    await open();
    const order = section('The order we show them in');
    expect(order.getByText(/distance makes up 85% of their place in the order/)).toBeInTheDocument();
    expect(order.getByText(/the other 15% of the order/)).toBeInTheDocument();
    expect(order.getByText(/Nothing else counts: not the lawyer’s fees/)).toBeInTheDocument();
    expect(order.getByRole('link', { name: 'how reviews work' })).toHaveAttribute('href', '/review-policy');
    const pays = section('Nobody pays for a place');
    expect(pays.getByText(/Lawyers pay nothing to join LawMatch/)).toBeInTheDocument();
    expect(pays.getByText(/Nobody can pay to appear, to appear higher/)).toBeInTheDocument();
  });

  it('says the list is not every UK lawyer and links the searches of every regulated lawyer', async () => {
    await open();
    const notEvery = section('Not every lawyer in the UK');
    expect(
      notEvery.getByText(/only the lawyers who joined LawMatch and whom we verified/),
    ).toBeInTheDocument();
    expect(notEvery.getByRole('link', { name: 'Find a Solicitor' })).toHaveAttribute(
      'href',
      'https://solicitors.lawsociety.org.uk/',
    );
    for (const { name, register } of Object.values(REGULATOR_FACTS))
      expect(notEvery.getByRole('link', { name: `${name} register` })).toHaveAttribute('href', register);
    const others = section('Other lists of lawyers');
    expect(others.getByText(/in the order they answered, first answer first/)).toBeInTheDocument();
    expect(mainLink('what "verified" means')).toHaveAttribute('href', '/terms#verification');
  });
});

describe('the directory’s orders on the page', () => {
  it('are the sorts the search page offers, each with the factors the search orders by, the default first', async () => {
    // the page's words and the search's order (server/services/directory/order.ts) drift apart
    // only if this fails (docs/decisions/0128-directory-page.md)
    expect(DIRECTORY_SORT_WORDS.map((s) => s.id)).toEqual([...SORTS]);
    expect(Object.fromEntries(DIRECTORY_SORT_WORDS.map((s) => [s.id, s.factors]))).toEqual(DIRECTORY_FACTORS);
    expect(directoryQuerySchema.parse({}).sort).toBe(DIRECTORY_SORT_WORDS[0]?.id);

    await open();
    const searching = section('When you search for lawyers');
    const items = within(searching.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(DIRECTORY_SORT_WORDS.map((s) => shown(s.words)));
    expect(items.map((item) => item.textContent?.split(/[,:.]/)[0])).toEqual([
      'Relevance',
      'Distance',
      'Rating',
      'Price',
      'Response time',
    ]);
    expect(
      searching.getByText(/relevance \(the default\), distance, rating, price or response time/),
    ).toBeInTheDocument();
    expect(searching.getByRole('link', { name: 'search for lawyers' })).toHaveAttribute('href', '/lawyers');
    expect(searching.getByText(/the one who joined LawMatch first comes first/)).toBeInTheDocument();
  });
});
