// A post refused by a limit (docs/decisions/0110-limits-on-writing.md): 10 open cases, or 10 in 24
// hours. The form says the server's reason, which says what to do or when the client can post
// again, never a generic "too many attempts", and keeps everything typed; nothing is matched.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { caseUrls, keptCases, resetCases } from '../../msw/case-handlers';
import { urls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import { expectFormValues, FAMILY_CASE, openDashboard, postCase, queryCaseForm } from '../case-helpers';

const OPEN_CASES = 'You have 10 open cases. Close one you no longer need before you post another.';
const PER_DAY =
  'You have posted 10 cases in the last 24 hours. You can post another from Sat, 28 Nov 2026, 14:05 GMT.';

beforeEach(() => resetCases());

const formAlert = () => within(queryCaseForm() as HTMLElement).getByRole('alert');

describe('a post refused by a limit (429)', () => {
  it.each([
    ['10 open cases, no Retry-After', OPEN_CASES, {}],
    ['10 cases in 24 hours, with Retry-After', PER_DAY, { 'Retry-After': '3600' }],
  ])('%s: says the server’s reason and keeps everything typed', async (_name, detail, headers) => {
    server.use(http.post(caseUrls.list, () => HttpResponse.json({ detail }, { status: 429, headers })));
    const requests = recordRequests();
    const before = keptCases().length;
    const { userEvent } = await openDashboard();
    await postCase(userEvent, FAMILY_CASE);

    await expectNotification('Error', detail);
    expect(formAlert()).toHaveTextContent(`Your case was not posted.${detail}`);
    expect(formAlert()).not.toHaveTextContent(/Too many attempts|Please wait a moment|try again in/i);
    expectFormValues(FAMILY_CASE);
    expect(screen.getByRole('button', { name: 'Post Case' })).toBeEnabled();
    expect(requests.to(urls.match)).toHaveLength(0);
    expect(keptCases()).toHaveLength(before);
  });
});
