// What the tests of a case's page share: the seeded case with three responses, opening its
// page, and reading its sections (docs/decisions/0094-the-clients-cases-screens.md).
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { HttpResponse } from 'msw';
import { lawyerCardSchema } from '@/api/cases-contract';
import { caseResponse, storedCase } from '../../msw/case-fixtures';
import { resetCases } from '../../msw/case-handlers';
import { lawyerFixture } from '../../msw/fixtures';
import { openClientPage } from '../case-helpers';

export const TITLE = 'Deposit not returned by my landlord';
export const DESCRIPTION = 'My landlord has kept my whole deposit without saying why.';
const byName = (name: string, id: number) => lawyerCardSchema.parse({ ...lawyerFixture, id, name });

/** Case 1 of the fixture client, with a fixed fee, an hourly fee and no fee in its responses. */
export function seedCaseWithResponses() {
  resetCases([
    storedCase({
      id: 1,
      responses: [
        caseResponse({
          id: 1,
          lawyer: byName('Amelia Hughes', 201),
          fee: { kind: 'fixed', amountPence: 25_000 },
          message: 'I can take this on for a fixed fee.',
        }),
        caseResponse({
          id: 2,
          lawyer: byName('Priya Sharma', 202),
          fee: { kind: 'hourly', amountPence: 12_000 },
        }),
        caseResponse({
          id: 3,
          lawyer: byName('Tom Baker', 203),
          fee: null,
          createdAt: '2026-11-04T16:00:00Z',
        }),
      ],
    }),
  ]);
}

export async function openCase(id = '1') {
  const page = openClientPage(`/cases/${id}`);
  await screen.findByRole('heading', { level: 1 });
  await caseSectionsLoaded();
  return page;
}

/** The responses and the matched lawyers load after the case is drawn, in files of their own
 * (docs/decisions/0138-schemas-built-on-first-use.md). */
export async function caseSectionsLoaded() {
  await waitFor(() => {
    expect(screen.queryByText('Loading the responses')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading the matched lawyers')).not.toBeInTheDocument();
  });
}

export const section = (name: string) => within(screen.getByRole('region', { name }));
/** The value beside `term` in the case's own facts (the lawyer cards have facts too). */
export const fact = (term: string) =>
  section('About this case').getByText(term, { selector: 'dt' }).nextElementSibling;
export const serverError = () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 });
