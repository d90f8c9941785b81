// The case page compares the responses' quotes side by side (docs/services-and-prices.md,
// "Comparing responses"; docs/decisions/0124-quotes-on-responses.md): a table of one row per
// response on a wide screen and a list of the same facts on a phone, sortable by total with the
// hourly rates after the totals and no price last; a response without a quote shows as before.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { lawyerCardSchema } from '@/api/cases-contract';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { caseResponse, storedCase } from '../../msw/case-fixtures';
import { resetCases } from '../../msw/case-handlers';
import { lawyerFixture } from '../../msw/fixtures';
import { openCase, seedCaseWithResponses } from './case-page-helpers';

const lawyer = (name: string, id: number, extra: object = {}) =>
  lawyerCardSchema.parse({ ...lawyerFixture, id, name, ...extra });
const quote = (pricing: object | null, extra: object = {}) => ({
  pricing,
  vat: 'excluded',
  disbursements: [],
  includes: '',
  timescale: '',
  ...extra,
});

beforeEach(() => {
  resetCases([
    storedCase({
      id: 1,
      responses: [
        caseResponse({
          id: 1,
          lawyer: lawyer('Amelia Hughes', 201, { responseTimeHours: 4, rating: 4.5, reviews: 12 }),
          fee: { kind: 'fixed', amountPence: 120_000 },
          quote: quote(
            { kind: 'fixed', amountPence: 120_000 },
            {
              disbursements: [{ name: 'Searches', amountPence: 30_000 }],
              includes: 'Everything up to completion',
              timescale: 'Usually 8 to 12 weeks',
            },
          ),
        }),
        caseResponse({
          id: 2,
          lawyer: lawyer('Priya Sharma', 202, { responseTimeHours: 1 }),
          quote: quote({ kind: 'range', fromPence: 100_000, toPence: 200_000 }, { vat: 'included' }),
        }),
        caseResponse({
          id: 3,
          lawyer: lawyer('Tom Baker', 203),
          fee: { kind: 'hourly', amountPence: 25_000 },
          quote: quote({ kind: 'hourly', ratePence: 25_000 }),
        }),
        caseResponse({
          id: 4,
          lawyer: lawyer('Chloe Evans', 204, { reviews: 0, rating: 0 }),
          quote: quote(null, { includes: 'A first call to understand what you need' }),
        }),
        // from a backend without quotes: its fee as it is
        caseResponse({
          id: 5,
          lawyer: lawyer('Dev Patel', 205),
          fee: { kind: 'fixed', amountPence: 50_000 },
        }),
      ],
    }),
  ]);
});

const comparison = () => within(screen.getByRole('region', { name: 'Compare the quotes' }));
const table = () => within(comparison().getByRole('table'));
const list = () => within(comparison().getByRole('list', { name: 'The quotes' }));
const rowNames = () =>
  table()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const listNames = () =>
  list()
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
const sortBy = () => comparison().getByRole('combobox', { name: 'Sort by' });

describe('comparing the quotes', () => {
  it('shows a table on a wide screen: total as quoted, basis, timescale, included, rating, response time', async () => {
    await openCase();
    // a wide screen shows the table and a phone the list (Tailwind's md: breakpoint)
    expect(comparison().getByRole('table').parentElement).toHaveClass('hidden', 'md:block');
    expect(comparison().getByRole('list', { name: 'The quotes' })).toHaveClass('md:hidden');
    expect(
      table()
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Lawyer',
      'Total price as quoted',
      'Basis',
      'Timescale',
      'What is included',
      'Rating',
      'Response time',
    ]);
    expect(rowNames()).toEqual(['Amelia Hughes', 'Priya Sharma', 'Tom Baker', 'Chloe Evans', 'Dev Patel']);
    const cells = (name: string) =>
      within(table().getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Amelia Hughes')).toEqual([
      '£1,200 + VAT + £300 disbursements = £1,740',
      'Fixed fee',
      'Usually 8 to 12 weeks',
      'Everything up to completion',
      '4.5 (12 reviews)',
      'Usually responds within 4 hours',
    ]);
    expect(cells('Priya Sharma')).toEqual([
      '£1,000–£2,000 including VAT',
      'Price range',
      'Not given',
      'Not given',
      '4.9 (127 reviews)',
      'Usually responds within 1 hour',
    ]);
    expect(cells('Tom Baker').slice(0, 2)).toEqual(['£250 an hour + VAT = £300 an hour', 'Hourly rate']);
    expect(cells('Chloe Evans')).toEqual([
      'No price quoted',
      'No price quoted',
      'Not given',
      'A first call to understand what you need',
      'No reviews yet',
      'Not known yet',
    ]);
    expect(cells('Dev Patel').slice(0, 2)).toEqual(['Fixed fee £500', 'Fixed fee']);
    await expectNoAxeViolations();
  });

  it('sorts by total, says so, and keeps hourly rates after the totals and no price last', async () => {
    const { userEvent } = await openCase();
    const total = table().getByRole('columnheader', { name: 'Total price as quoted' });
    expect(total).toHaveAttribute('aria-sort', 'none');

    await userEvent.selectOptions(sortBy(), 'Total: lowest first');
    expect(rowNames()).toEqual(['Dev Patel', 'Priya Sharma', 'Amelia Hughes', 'Tom Baker', 'Chloe Evans']);
    expect(total).toHaveAttribute('aria-sort', 'ascending');
    expect(comparison().getByRole('status')).toHaveTextContent(
      'Sorted by total, lowest first. Hourly rates and no price come after.',
    );

    await userEvent.selectOptions(sortBy(), 'Total: highest first');
    expect(rowNames()).toEqual(['Amelia Hughes', 'Priya Sharma', 'Dev Patel', 'Tom Baker', 'Chloe Evans']);
    expect(total).toHaveAttribute('aria-sort', 'descending');
    // the phone's list follows the same order
    expect(listNames()).toEqual(rowNames());

    await userEvent.selectOptions(sortBy(), 'Order received');
    expect(rowNames()).toEqual(['Amelia Hughes', 'Priya Sharma', 'Tom Baker', 'Chloe Evans', 'Dev Patel']);
    expect(total).toHaveAttribute('aria-sort', 'none');
  });

  it('keeps the same facts in the list a phone shows', async () => {
    await openCase();
    expect(listNames()).toEqual(['Amelia Hughes', 'Priya Sharma', 'Tom Baker', 'Chloe Evans', 'Dev Patel']);
    const amelia = within(list().getAllByRole('listitem')[0]!);
    const facts = amelia
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Total price as quoted', '£1,200 + VAT + £300 disbursements = £1,740'],
      ['Basis', 'Fixed fee'],
      ['Timescale', 'Usually 8 to 12 weeks'],
      ['What is included', 'Everything up to completion'],
      ['Rating', '4.5 (12 reviews)'],
      ['Response time', 'Usually responds within 4 hours'],
    ]);
  });

  it('keeps each response card, with the quote as the client reads it', async () => {
    await openCase();
    const card = within(screen.getByRole('article', { name: 'Response from Amelia Hughes' }));
    expect(card.getByText('£1,200 + VAT + £300 disbursements = £1,740')).toBeInTheDocument();
    expect(card.getByText('Usually 8 to 12 weeks')).toBeInTheDocument();
    expect(card.getByText('Everything up to completion')).toBeInTheDocument();
    // a response from a backend without quotes reads as before
    const spec = within(screen.getByRole('article', { name: 'Response from Dev Patel' }));
    expect(spec.getByText('Fixed fee £500')).toBeInTheDocument();
  });
});

it('compares nothing when no response carries a quote: the responses show as before', async () => {
  seedCaseWithResponses();
  await openCase();
  expect(screen.getByRole('article', { name: 'Response from Amelia Hughes' })).toHaveTextContent(
    'Fixed fee £250',
  );
  expect(screen.queryByRole('region', { name: 'Compare the quotes' })).not.toBeInTheDocument();
});
