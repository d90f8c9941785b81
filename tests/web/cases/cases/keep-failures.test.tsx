// A post whose keeping or matching fails (docs/decisions/0094-the-clients-cases-screens.md):
// told as spec §8 says, nothing typed lost, and a case kept once however often it is posted.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { httpSettings } from '@/api/with-timeout';
import { transportFailures } from '../../failure-kinds';
import { caseUrl, caseUrls, keptCases, resetCases } from '../../msw/case-handlers';
import { urls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import {
  expectFormValues,
  FAMILY_CASE,
  FIELD,
  openDashboard,
  postCase,
  queryCaseForm,
  resultsArea,
} from '../case-helpers';

const POST_FAILED = 'Something went wrong. Please try again.';
const SERVER_PROBLEM = 'The server had a problem (500). Please try again.';
const serverError = () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 });
const postButton = () => screen.getByRole('button', { name: 'Post Case' });
const formAlert = () => within(queryCaseForm() as HTMLElement).getByRole('alert');

beforeEach(() => resetCases());

describe('keeping fails: told as spec §8 says, everything kept, and it works again', () => {
  it.each(transportFailures)('$name', async ({ timeoutMs, respond, reason }) => {
    if (timeoutMs) httpSettings.timeoutMs = timeoutMs;
    server.use(http.post(caseUrls.list, respond));
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    await postCase(userEvent, FAMILY_CASE);

    await expectNotification('Error', POST_FAILED);
    expect(formAlert()).toHaveTextContent(POST_FAILED);
    expect(formAlert()).toHaveTextContent(reason);
    expect(formAlert()).not.toHaveTextContent(/saved/);
    expectFormValues(FAMILY_CASE);
    expect(postButton()).toBeEnabled();
    expect(requests.to(urls.match)).toHaveLength(0);

    server.resetHandlers();
    httpSettings.timeoutMs = 15_000;
    await userEvent.click(postButton());
    await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
    expect(queryCaseForm()).not.toBeInTheDocument();
    expect(keptCases().filter((kase) => kase.title === FAMILY_CASE.title)).toHaveLength(1);
  });
});

describe('kept, but the match fails', () => {
  it('says the case is saved, links to it, and posting again matches it without keeping it twice', async () => {
    server.use(http.post(urls.match, serverError, { once: true }));
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    await postCase(userEvent, FAMILY_CASE);

    await expectNotification('Error', POST_FAILED);
    expect(formAlert()).toHaveTextContent(`Your case is saved. Matching failed: ${SERVER_PROBLEM}`);
    expect(within(formAlert()).getByRole('link', { name: 'open your case' })).toHaveAttribute(
      'href',
      '/cases/100',
    );
    expectFormValues(FAMILY_CASE);

    // a changed title goes to the kept case, then the match
    await userEvent.type(screen.getByLabelText(FIELD.title), ' (urgent)');
    await userEvent.click(postButton());
    await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
    await requests.bodies();
    expect(requests.sent.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${caseUrls.list}`,
      `POST ${urls.match}`,
      `PATCH ${caseUrl('100')}`,
      `POST ${urls.match}`,
    ]);
    expect(requests.to(caseUrl('100'))[0]?.body).toStrictEqual({ title: `${FAMILY_CASE.title} (urgent)` });
    expect(keptCases().filter((kase) => kase.id === '100')).toHaveLength(1);
    expect(queryCaseForm()).not.toBeInTheDocument();
  });

  it('Cancel then leaves a way to the saved case in the results', async () => {
    server.use(http.post(urls.match, serverError));
    const { userEvent } = await openDashboard();
    await postCase(userEvent, FAMILY_CASE);
    await expectNotification('Error', POST_FAILED);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(resultsArea().getByText('Your case is saved but not matched yet.')).toBeInTheDocument();
    expect(resultsArea().getByRole('link', { name: 'Open your case to match it' })).toHaveAttribute(
      'href',
      '/cases/100',
    );
  });
});
