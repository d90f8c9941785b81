// The results of a post (docs/decisions/0094-the-clients-cases-screens.md): how far each lawyer
// is, the area of law the kept case is filed under and the way to change it, and where to turn
// when nobody matched.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { matchRequestSchema } from '@/api/contract';
import { caseUrl, keptCases, resetCases } from '../../msw/case-handlers';
import { urls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import {
  answerMatch,
  FAMILY_CASE,
  findLawyerCard,
  lawyer,
  openDashboard,
  postCase,
  resultsArea,
} from '../case-helpers';

beforeEach(() => resetCases());

/** The match answers with one lawyer of the asked category, named after it; none for Tax Law. */
function matchByCategory() {
  server.use(
    http.post(urls.match, async ({ request }) => {
      const { category } = matchRequestSchema.parse(await request.json());
      if (category === 'Tax Law') return HttpResponse.json({ matched: false, lawyers: [] });
      return HttpResponse.json({
        matched: true,
        lawyers: [lawyer({ name: `${category ?? 'Any'} Lawyer`, specialization: category ?? 'Family Law' })],
      });
    }),
  );
}

const areaOfLaw = () => resultsArea().getByRole('combobox', { name: 'Choose another area of law' });

describe('the lawyer cards', () => {
  it('say how far each lawyer is where the match says, and nothing where it does not', async () => {
    answerMatch([
      lawyer({ id: 1, name: 'Amelia Hughes', distance: 'Same city' }),
      lawyer({ id: 2, name: 'Priya Sharma', location: 'Reading', distance: '12 miles away' }),
      lawyer({ id: 3, name: 'Tom Baker', location: 'Leeds' }),
    ]);
    const { userEvent } = await openDashboard();
    await postCase(userEvent);

    expect((await findLawyerCard('Amelia Hughes')).getByText('Same city')).toBeInTheDocument();
    expect((await findLawyerCard('Priya Sharma')).getByText('12 miles away')).toBeInTheDocument();
    const far = await findLawyerCard('Tom Baker');
    expect(far.getByText('Leeds')).toBeInTheDocument();
    expect(far.queryByText(/away|Same city/)).not.toBeInTheDocument();
  });
});

describe('the area of law of a kept case', () => {
  it('says the area the client chose; choosing another files the case under it and matches again', async () => {
    matchByCategory();
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    await postCase(userEvent, FAMILY_CASE);
    expect(await resultsArea().findByText('You chose Family Law')).toBeInTheDocument();
    await findLawyerCard('Family Law Lawyer');
    expect(areaOfLaw()).toHaveValue('Family Law');

    await userEvent.selectOptions(areaOfLaw(), 'Property Law');
    // choosing alone sends nothing: the button does
    expect(requests.to(caseUrl('100'))).toHaveLength(0);
    await userEvent.click(resultsArea().getByRole('button', { name: 'Match again' }));

    await findLawyerCard('Property Law Lawyer');
    expect(resultsArea().getByText('You chose Property Law')).toBeInTheDocument();
    expect(resultsArea().queryByRole('article', { name: 'Family Law Lawyer' })).not.toBeInTheDocument();
    expect(resultsArea().getByRole('status')).toHaveTextContent('1 lawyer matches your case.');
    await requests.bodies();
    expect(requests.to(caseUrl('100')).map((r) => [r.method, r.body])).toStrictEqual([
      ['PATCH', { category: 'Property Law' }],
    ]);
    expect(requests.to(urls.match).map((r) => r.body)).toStrictEqual([
      { city: 'London', issue: FAMILY_CASE.description, category: 'Family Law' },
      { city: 'London', issue: FAMILY_CASE.description, category: 'Property Law' },
    ]);
    expect(keptCases().find((kase) => kase.id === '100')?.category).toBe('Property Law');
  });

  it('a change that cannot be saved says so, and the case stays as it was', async () => {
    const { userEvent } = await openDashboard();
    await postCase(userEvent, FAMILY_CASE);
    await resultsArea().findByText('You chose Family Law');
    server.use(
      http.patch(caseUrl('100'), () =>
        HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
      ),
    );

    await userEvent.selectOptions(areaOfLaw(), 'Criminal Law');
    await userEvent.click(resultsArea().getByRole('button', { name: 'Match again' }));

    expect(await resultsArea().findByRole('alert')).toHaveTextContent(
      'The area of law could not be changed. The server had a problem (500). Please try again.',
    );
    expect(resultsArea().getByText('You chose Family Law')).toBeInTheDocument();
    expect(areaOfLaw()).toHaveValue('Criminal Law');
    expect(resultsArea().getAllByRole('article')).toHaveLength(1);
  });
});

describe('nothing matched', () => {
  it('points to Citizens Advice and Find a Solicitor, and to the kept case, instead of a nearby city', async () => {
    matchByCategory();
    const { userEvent } = await openDashboard();
    await postCase(userEvent, { ...FAMILY_CASE, category: 'Tax Law' });

    await expectNotification('No Match Found', "Sorry, we couldn't find a match right now");
    const results = resultsArea();
    expect(await results.findByText('We could not find a match for your last case.')).toBeInTheDocument();
    expect(results.getByRole('link', { name: 'Citizens Advice' })).toHaveAttribute(
      'href',
      'https://www.citizensadvice.org.uk/',
    );
    expect(results.getByRole('link', { name: 'Find a Solicitor' })).toHaveAttribute(
      'href',
      'https://solicitors.lawsociety.org.uk/',
    );
    expect(results.getByRole('link', { name: 'Edit your case and match again' })).toHaveAttribute(
      'href',
      '/cases/100',
    );
    expect(results.queryByText(/nearby city/)).not.toBeInTheDocument();

    // another area of law from here matches again
    expect(results.getByText('You chose Tax Law')).toBeInTheDocument();
    await screen.findByRole('combobox', { name: 'Choose another area of law' });
    await userEvent.selectOptions(areaOfLaw(), 'Family Law');
    await userEvent.click(results.getByRole('button', { name: 'Match again' }));
    expect(
      within(await results.findByRole('article', { name: 'Family Law Lawyer' })).getByText('Family Law'),
    ).toBeInTheDocument();
    expect(results.queryByRole('link', { name: 'Citizens Advice' })).not.toBeInTheDocument();
  });
});
