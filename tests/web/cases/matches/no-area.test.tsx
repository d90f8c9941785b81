// A case whose description fits none of the areas of law is kept without one
// (docs/decisions/0094-the-clients-cases-screens.md): posting it says the spec's 'No Match Found'
// and where help is, with no match call (nothing to match on); its page and the list say 'Not
// chosen'; choosing an area later files the case under it and matches it.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { matchRequestSchema } from '@/api/contract';
import { storedCase } from '../../msw/case-fixtures';
import { caseUrl, caseUrls, keptCases, resetCases } from '../../msw/case-handlers';
import { urls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { expectNotification, findNotifications, recordRequests } from '../../support';
import {
  EMPTY_FORM,
  expectFormValues,
  FIELD,
  lawyer,
  openCaseForm,
  openClientPage,
  openDashboard,
  postCase,
  queryCaseForm,
  resultsArea,
} from '../case-helpers';
import { fact, openCase, section } from '../cases/case-page-helpers';

const TOASTER = {
  title: 'Faulty toaster',
  location: 'London',
  description: 'The shop will not refund my faulty toaster.',
};

/** The match answers with one lawyer of the asked area, named after it. */
function matchByCategory() {
  server.use(
    http.post(urls.match, async ({ request }) => {
      const { category } = matchRequestSchema.parse(await request.json());
      return HttpResponse.json({
        matched: true,
        lawyers: [lawyer({ name: `${category ?? 'Any'} Lawyer`, specialization: category ?? 'Family Law' })],
      });
    }),
  );
}

function expectWhereHelpIs(area: ReturnType<typeof within>) {
  expect(area.getByRole('link', { name: 'Citizens Advice' })).toHaveAttribute(
    'href',
    'https://www.citizensadvice.org.uk/',
  );
  expect(area.getByRole('link', { name: 'Find a Solicitor' })).toHaveAttribute(
    'href',
    'https://solicitors.lawsociety.org.uk/',
  );
}

beforeEach(() => resetCases());

describe('posting a case that fits no area of law', () => {
  it("keeps it, says No Match Found, points to help and to the case's page, and clears the form", async () => {
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    await postCase(userEvent, TOASTER);

    await expectNotification('No Match Found', "Sorry, we couldn't find a match right now");
    const toast = (await findNotifications())
      .getByText("Sorry, we couldn't find a match right now")
      .closest('li');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(
      await resultsArea().findByText(
        /does not seem to be about one of the areas of law our lawyers practise/,
      ),
    ).toBeInTheDocument();
    expectWhereHelpIs(resultsArea());
    expect(
      resultsArea().getByRole('link', { name: 'Open your case to choose its area of law' }),
    ).toHaveAttribute('href', '/cases/100');
    expect(resultsArea().getByText('We could not tell which area of law this is about')).toBeInTheDocument();
    expect(resultsArea().getByRole('status')).toHaveTextContent('No lawyers match your case yet.');
    expect(keptCases()[0]).toMatchObject({ id: '100', title: TOASTER.title, category: null });

    // kept, and nothing to match on: no match call
    await requests.bodies();
    expect(requests.sent.filter((r) => r.method !== 'GET').map((r) => r.url)).toEqual([caseUrls.list]);

    // spec §4: closed and cleared
    expect(queryCaseForm()).not.toBeInTheDocument();
    await openCaseForm(userEvent);
    expectFormValues(EMPTY_FORM);
  });

  it('lets the client choose an area in the results, then files the case under it and matches it', async () => {
    matchByCategory();
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    await postCase(userEvent, TOASTER);
    const area = await resultsArea().findByRole('combobox', { name: 'Choose the area of law, if one fits' });
    expect(area).toHaveValue('');

    // nothing chosen: said beside the select, and nothing sent
    await userEvent.click(resultsArea().getByRole('button', { name: 'Match again' }));
    expect(area).toHaveAccessibleDescription('Choose an area of law first.');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(requests.to(caseUrl('100'))).toHaveLength(0);

    await userEvent.selectOptions(area, 'Property Law');
    await userEvent.click(resultsArea().getByRole('button', { name: 'Match again' }));
    expect(await resultsArea().findByRole('article', { name: 'Property Law Lawyer' })).toBeInTheDocument();
    expect(resultsArea().getByText('You chose Property Law')).toBeInTheDocument();
    await requests.bodies();
    expect(requests.to(caseUrl('100')).map((r) => [r.method, r.body])).toStrictEqual([
      ['PATCH', { category: 'Property Law' }],
    ]);
    expect(requests.to(urls.match).map((r) => r.body)).toStrictEqual([
      { city: 'London', issue: TOASTER.description, category: 'Property Law' },
    ]);
    expect(keptCases()[0]).toMatchObject({ category: 'Property Law' });
  });
});

describe('a case kept without an area', () => {
  beforeEach(() => resetCases([storedCase({ id: 7, ...TOASTER, category: null }), storedCase({ id: 1 })]));

  it("reads 'Not chosen' in the list of cases", async () => {
    openClientPage('/cases');
    const list = await screen.findByRole('list', { name: 'Your cases, newest first' });
    const [toaster, deposit] = within(list).getAllByRole('listitem');
    expect(within(toaster as HTMLElement).getByText('Not chosen')).toBeInTheDocument();
    expect(within(deposit as HTMLElement).getByText('Property Law')).toBeInTheDocument();
  });

  it("reads 'Not chosen' on its page, is not matched, and Edit chooses its area and matches it", async () => {
    matchByCategory();
    const requests = recordRequests();
    const { userEvent } = await openCase('7');
    expect(fact('Area of law')).toHaveTextContent('Not chosen');
    expect(
      screen.getByText('No lawyer can see this case until you choose its area of law.'),
    ).toBeInTheDocument();
    const matches = section('Matched lawyers');
    expect(matches.getByText(/If one fits, choose it with Edit/)).toBeInTheDocument();
    expectWhereHelpIs(matches);
    expect(requests.to(urls.match)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: 'Edit your case' }));
    const category = form.getByLabelText(FIELD.category);
    expect(category).toHaveValue('');
    expect(within(category).getByRole('option', { name: 'Not chosen' })).toBeInTheDocument();
    await userEvent.selectOptions(category, 'Property Law');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));

    await expectNotification('Case updated', 'We are matching your case again.');
    await waitFor(() => expect(fact('Area of law')).toHaveTextContent('Property Law'));
    expect(
      await section('Matched lawyers').findByRole('article', { name: 'Property Law Lawyer' }),
    ).toBeInTheDocument();
    await requests.bodies();
    expect(
      requests
        .to(caseUrl('7'))
        .filter((r) => r.method === 'PATCH')
        .map((r) => r.body),
    ).toStrictEqual([{ category: 'Property Law' }]);
    expect(requests.to(urls.match).map((r) => r.body)).toStrictEqual([
      { city: 'London', issue: TOASTER.description, category: 'Property Law' },
    ]);
  });

  it('saving other changes leaves it without an area, and unmatched', async () => {
    const requests = recordRequests();
    const { userEvent } = await openCase('7');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: 'Edit your case' }));
    await userEvent.type(form.getByLabelText(FIELD.title), ' again');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));

    await expectNotification('Case updated', 'We are matching your case again.');
    await requests.bodies();
    expect(requests.to(caseUrl('7')).find((r) => r.method === 'PATCH')?.body).toStrictEqual({
      title: 'Faulty toaster again',
    });
    expect(fact('Area of law')).toHaveTextContent('Not chosen');
    expect(requests.to(urls.match)).toHaveLength(0);
  });
});
