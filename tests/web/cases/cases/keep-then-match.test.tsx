// Posting keeps the case, then matches it (docs/decisions/0094-the-clients-cases-screens.md):
// the calls and their bodies, the spec's behaviour where the backend keeps no cases, and the
// server's field messages. Failures of either call: keep-failures.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORY_UNCLEAR, caseUrls, keptCases, PLACE_UNKNOWN, resetCases } from '../../msw/case-handlers';
import { urls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import {
  backendKeepsNoCases,
  EMPTY_FORM,
  expectFormValues,
  FAMILY_CASE,
  FIELD,
  fillCase,
  findLawyerCards,
  openCaseForm,
  openDashboard,
  postCase,
  queryCaseForm,
  resultsArea,
  URGENCY,
} from '../case-helpers';

const postButton = () => screen.getByRole('button', { name: 'Post Case' });

beforeEach(() => resetCases());

describe('posting keeps the case, then matches it', () => {
  it('keeps {title, description, location, category, urgency}, then matches with the kept category', async () => {
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    expect(screen.getByLabelText(URGENCY)).toHaveValue('Medium');
    await fillCase(userEvent, FAMILY_CASE);
    await userEvent.selectOptions(screen.getByLabelText(URGENCY), 'High');
    await userEvent.click(postButton());

    await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
    expect(await findLawyerCards()).toHaveLength(1);
    // the client chose the area: it is theirs, not our guess (docs/decisions/0119-smaller-things.md)
    expect(resultsArea().getByText('You chose Family Law')).toBeInTheDocument();
    expect(resultsArea().queryByText(/We think this is/)).not.toBeInTheDocument();
    await requests.bodies();
    const calls = requests.sent.filter((r) => r.method === 'POST');
    expect(calls.map((r) => r.url)).toEqual([caseUrls.list, urls.match]);
    expect(calls.map((r) => r.body)).toStrictEqual([
      {
        title: FAMILY_CASE.title,
        description: FAMILY_CASE.description,
        location: 'London',
        category: 'Family Law',
        urgency: 'High',
      },
      { city: 'London', issue: FAMILY_CASE.description, category: 'Family Law' },
    ]);
    expect(keptCases()[0]).toMatchObject({ title: FAMILY_CASE.title, urgency: 'High', status: 'open' });

    // spec §4: closed and cleared, the urgency back to Medium
    expect(queryCaseForm()).not.toBeInTheDocument();
    await openCaseForm(userEvent);
    expectFormValues(EMPTY_FORM);
    expect(screen.getByLabelText(URGENCY)).toHaveValue('Medium');
  });

  it('without a category: the case is filed under the server’s guess, and matched with it', async () => {
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    await postCase(userEvent, {
      title: 'Unpaid wages',
      location: 'Leeds',
      description: 'My employer has not paid me.',
    });

    await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
    expect(await resultsArea().findByText('We think this is Employment Law')).toBeInTheDocument();
    await requests.bodies();
    expect(requests.to(caseUrls.list).find((r) => r.method === 'POST')?.body).toStrictEqual({
      title: 'Unpaid wages',
      description: 'My employer has not paid me.',
      location: 'Leeds',
      urgency: 'Medium',
    });
    expect(requests.to(urls.match).map((r) => r.body)).toStrictEqual([
      { city: 'Leeds', issue: 'My employer has not paid me.', category: 'Employment Law' },
    ]);
  });
});

describe('a backend that keeps no cases (404): the spec, unchanged', () => {
  beforeEach(backendKeepsNoCases);

  it('matched, with the smallest answer spec §7 allows: the spec toast and cards, nothing about keeping', async () => {
    // spec §3's card fields only
    const card = {
      id: 7,
      name: 'Amelia Hughes',
      profile_picture: null,
      specialization: 'Family Law',
      matchScore: 0.9,
      rating: 4.5,
      reviews: 10,
      isVerified: true,
      location: 'London',
      experience: 6,
      hourlyRate: 140,
    };
    server.use(http.post(urls.match, () => HttpResponse.json({ matched: true, lawyers: [card] })));
    const { userEvent } = await openDashboard();
    await postCase(userEvent);

    await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
    expect(await findLawyerCards()).toHaveLength(1);
    expect(queryCaseForm()).not.toBeInTheDocument();
    expect(screen.queryByText(/We think this is|You chose/)).not.toBeInTheDocument();
    expect(screen.queryByText(/saved/i)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/cases'))).toEqual(
      [],
    );
  });

  it('not matched ({matched: false}, no list): No Match Found, and where else to get help', async () => {
    server.use(http.post(urls.match, () => HttpResponse.json({ matched: false })));
    const { userEvent } = await openDashboard();
    await postCase(userEvent);

    await expectNotification('No Match Found', "Sorry, we couldn't find a match right now");
    expect(await resultsArea().findByRole('link', { name: 'Citizens Advice' })).toBeInTheDocument();
    expect(
      resultsArea().queryByRole('link', { name: 'Edit your case and match again' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/saved/i)).not.toBeInTheDocument();
  });
});

describe('the server refuses a field (400): its message beside the field, nothing lost', () => {
  it('a place it does not know: the message on Your Location, which takes the focus', async () => {
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    const narnia = { ...FAMILY_CASE, location: 'Narnia' };
    await postCase(userEvent, narnia);

    const location = screen.getByLabelText(FIELD.location);
    await waitFor(() => expect(location).toHaveAccessibleDescription(PLACE_UNKNOWN));
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveFocus();
    expectFormValues(narnia);
    expect(requests.to(urls.match)).toHaveLength(0);
    expect(postButton()).toBeEnabled();

    await userEvent.clear(location);
    await userEvent.type(location, 'Keswick');
    await userEvent.click(postButton());
    await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
    expect(keptCases().filter((kase) => kase.title === FAMILY_CASE.title)).toHaveLength(1);
  });

  it('an area of law it cannot tell: the message on Legal Category, which takes the focus', async () => {
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    const vague = {
      title: 'A letter',
      location: 'Leeds',
      description: 'I received a letter I do not understand.',
    };
    await postCase(userEvent, vague);

    const category = screen.getByLabelText(FIELD.category);
    await waitFor(() =>
      expect(category).toHaveAccessibleDescription(expect.stringContaining(CATEGORY_UNCLEAR)),
    );
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveFocus();
    expectFormValues({ ...vague, category: '' });
    expect(requests.to(urls.match)).toHaveLength(0);

    await userEvent.selectOptions(category, 'Tax Law');
    await userEvent.click(postButton());
    await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
    await requests.bodies();
    expect(requests.to(urls.match).map((r) => r.body)).toStrictEqual([
      { city: 'Leeds', issue: vague.description, category: 'Tax Law' },
    ]);
  });
});
