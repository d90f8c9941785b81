// A page whose main control waits for its first answer asks for it with the page's code, before
// it draws, and once: its own request takes that answer
// (docs/decisions/0139-nothing-built-before-the-page-draws.md), or the one the page's HTML asked
// for (docs/decisions/0146-a-case-asked-for-from-the-html.md,
// 0147-a-page-s-first-answer-asked-for-from-the-html.md); an answer that has come by the page's
// first render is drawn in it (docs/decisions/0148-an-answer-that-has-come-is-drawn-at-once.md).
// The cache keeps answers as the app's does: a page takes its first answer once.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { askEarly } from '@/api/http';
import { askCaseEarly, earlyCase, fetchCase, updateCase } from '@/api/cases';
import { lazySchema } from '@/api/lazy-schema';
import { appQueryDefaults } from '@/app/query-client';
import { storeTokens } from '@/session/session';
import { storedCase } from '../msw/case-fixtures';
import { caseUrl, caseUrls, resetCases } from '../msw/case-handlers';
import { profileUrls } from '../msw/profile-handlers';
import { servicesUrl } from '../msw/services-handlers';
import { availabilityUrl } from '../lawyers/availability/availability-settings-helpers';
import { sessionUser, tokensFor } from '../msw/fixtures';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { recordRequests } from '../support';
import { verifiedLawyer } from '../lawyers/lawyer-helpers';
import { leadUrls, useLeadBackend } from '../lawyers/lead-handlers';

/** Whether `text` was on screen each time `url` was asked for. */
function drawnWhenAsked(url: string, text: string) {
  const seen: boolean[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && request.url === url) seen.push(screen.queryByText(text) !== null);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** Whether `text` was ever on screen while the test ran. */
function everShown(text: string) {
  const state = { shown: false };
  const observer = new MutationObserver(() => {
    state.shown ||= screen.queryByText(text) !== null;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return state;
}

/** What src/api/early-answer-script.ts leaves: the answer at `url` as the server gave it. */
async function askedByHtml(url: string, { token = '', at = Date.now() } = {}) {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const text = await response.text();
  const answer = Promise.resolve({ status: response.status, text, header: () => null });
  Object.assign(globalThis, { __lawmatchEarlyAnswer: { url, token, at, answer } });
  onTestFinished(() => {
    delete (globalThis as { __lawmatchEarlyAnswer?: unknown }).__lawmatchEarlyAnswer;
  });
}

/** The pages whose main control waits for their first answer: the text on screen once drawn,
 * the page's spinner while that answer comes (the lawyer's profile draws its form at once), and
 * what shows once it is drawn. */
const firstAnswerPages = [
  {
    page: 'a case’s page',
    route: '/cases/1',
    user: () => sessionUser('client'),
    url: () => caseUrl('1'),
    drawn: 'Back to your cases',
    loading: 'Loading your case',
    shown: () => screen.findByRole('button', { name: 'Edit' }),
  },
  {
    page: 'a lead’s page',
    route: '/leads/501',
    user: () => verifiedLawyer,
    url: () => leadUrls.one('501'),
    backend: useLeadBackend,
    loading: 'Loading the case',
    shown: () => screen.findByRole('button', { name: /^Respond to Case/ }),
  },
  {
    page: 'the list of a client’s cases',
    route: '/cases',
    user: () => sessionUser('client'),
    url: () => caseUrls.list,
    loading: 'Loading your cases',
    shown: () => screen.findByRole('heading', { name: 'Employment dispute' }),
  },
  {
    page: 'the booking settings',
    route: '/availability',
    user: () => verifiedLawyer,
    url: () => availabilityUrl,
    loading: 'Loading your booking settings',
    shown: () => screen.findByRole('form', { name: 'Your booking settings' }),
  },
  {
    page: 'the services and prices',
    route: '/services',
    user: () => verifiedLawyer,
    url: () => servicesUrl,
    loading: 'Loading your services and prices',
    shown: () => screen.findByRole('form', { name: 'Your services and prices' }),
  },
  {
    page: 'the lawyer’s profile',
    route: '/lawyer-profile',
    user: () => verifiedLawyer,
    url: () => profileUrls.me,
    drawn: 'Lawyer Profile',
    shown: () => screen.findByRole('form', { name: 'Lawyer profile' }),
  },
];

// the page's own request takes the answer asked for with its code
describe.each(firstAnswerPages)(
  '$page',
  ({ route, user, url, backend, drawn = 'Back to dashboard', shown }) => {
    backend?.();

    it('asks for its first answer before it draws, and once', async () => {
      resetCases([storedCase({ id: 1, title: 'Employment dispute' })]);
      const seen = drawnWhenAsked(url(), drawn);

      renderWithProviders({ route, user: user(), queryDefaults: appQueryDefaults });

      await waitFor(async () => expect(await shown()).toBeEnabled(), { timeout: 5000 });
      expect(seen).toEqual([false]);
    });
  },
);

// the answer the HTML asked for has come before the page's code: the page's first render draws
// it, with no spinner before it
describe.each(firstAnswerPages.flatMap((each) => (each.loading ? [{ ...each, loading: each.loading }] : [])))(
  '$page, its answer come before its code',
  ({ route, user, url, backend, loading, shown }) => {
    backend?.();

    it('draws that answer in its first render, asking for it no more', async () => {
      resetCases([storedCase({ id: 1, title: 'Employment dispute' })]);
      const { access } = tokensFor(user());
      await askedByHtml(url(), { token: access });
      const requests = recordRequests();
      const spinner = everShown(loading);

      renderWithProviders({ route, user: user(), queryDefaults: appQueryDefaults });

      await waitFor(async () => expect(await shown()).toBeInTheDocument(), { timeout: 5000 });
      expect(spinner.shown).toBe(false);
      expect(requests.to(url()).filter((r) => r.method === 'GET')).toHaveLength(0);
    });
  },
);

describe('an answer asked for early', () => {
  it('is taken by the next request for it, and only by that one', async () => {
    resetCases([storedCase({ id: 1 })]);
    storeTokens(tokensFor(sessionUser('client')));
    const requests = recordRequests();

    askCaseEarly('1');
    await expect(fetchCase('1')).resolves.toMatchObject({ id: '1' });
    expect(requests.to(caseUrl('1'))).toHaveLength(1);

    await expect(fetchCase('1')).resolves.toMatchObject({ id: '1' });
    expect(requests.to(caseUrl('1'))).toHaveLength(2);
  });

  it('has the schema it is read with built while it is on its way', async () => {
    storeTokens(tokensFor(sessionUser('client')));
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(caseUrl('7'), async () => {
        await answered;
        return HttpResponse.json({ kept: true });
      }),
    );
    const build = vi.fn(() => z.object({ kept: z.boolean() }));

    askEarly(caseUrl('7'), lazySchema(build));
    await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(1));
    answer();
  });

  it('is not taken after a write, which may have changed what it says', async () => {
    resetCases([storedCase({ id: 1 })]);
    storeTokens(tokensFor(sessionUser('client')));
    const requests = recordRequests();
    const reads = () => requests.to(caseUrl('1')).filter((r) => r.method === 'GET');

    askCaseEarly('1');
    await updateCase('1', { title: 'A new title for the case' });
    await expect(fetchCase('1')).resolves.toMatchObject({ title: 'A new title for the case' });
    expect(reads()).toHaveLength(2);
  });

  it('is not taken by a request sent with another session', async () => {
    resetCases([storedCase({ id: 1 })]);
    storeTokens(tokensFor(sessionUser('lawyer')));
    askCaseEarly('1');
    storeTokens(tokensFor(sessionUser('client')));
    const requests = recordRequests();

    await expect(fetchCase('1')).resolves.toMatchObject({ id: '1' });
    expect(requests.to(caseUrl('1'))).toHaveLength(1);
  });

  describe('by the page’s HTML', () => {
    it('is taken instead of asking again, once', async () => {
      resetCases([storedCase({ id: 1, title: 'As the HTML asked for it' })]);
      const { access } = tokensFor(sessionUser('client'));
      storeTokens({ access });
      await askedByHtml(caseUrl('1'), { token: access });
      const requests = recordRequests();

      askCaseEarly('1');
      await expect(fetchCase('1')).resolves.toMatchObject({ title: 'As the HTML asked for it' });
      expect(requests.to(caseUrl('1'))).toHaveLength(0);
      await expect(fetchCase('1')).resolves.toMatchObject({ id: '1' });
      expect(requests.to(caseUrl('1'))).toHaveLength(1);
    });

    it('is not taken when asked with another token, or more than 10 s ago', async () => {
      resetCases([storedCase({ id: 1 })]);
      const { access } = tokensFor(sessionUser('client'));
      storeTokens({ access });
      for (const asked of [{ token: 'another' }, { token: access, at: Date.now() - 10_001 }]) {
        await askedByHtml(caseUrl('1'), asked);
        const requests = recordRequests();
        askCaseEarly('1');
        await expect(fetchCase('1')).resolves.toMatchObject({ id: '1' });
        expect(requests.to(caseUrl('1'))).toHaveLength(1);
      }
    });

    it('that timed out fails the page’s request as a timeout', async () => {
      const { access } = tokensFor(sessionUser('client'));
      storeTokens({ access });
      const answer = Promise.reject(new DOMException('signal timed out', 'TimeoutError'));
      answer.catch(() => undefined);
      Object.assign(globalThis, {
        __lawmatchEarlyAnswer: { url: caseUrl('1'), token: access, at: Date.now(), answer },
      });

      askCaseEarly('1');
      await expect(fetchCase('1')).rejects.toMatchObject({ kind: 'timeout' });
    });
  });

  it('is not asked for with no one signed in', () => {
    const requests = recordRequests();
    askCaseEarly('1');
    expect(requests.sent).toHaveLength(0);
  });

  it('once come, is read by the first render that asks, once; a later request asks afresh', async () => {
    resetCases([storedCase({ id: 1, title: 'Read at once' })]);
    storeTokens(tokensFor(sessionUser('client')));
    const requests = recordRequests();

    expect(earlyCase('1')).toBeUndefined();
    askCaseEarly('1');
    expect(earlyCase('1')).toBeUndefined(); // not come yet: the page's request will take it
    await vi.waitFor(() => expect(earlyCase('1')).toMatchObject({ title: 'Read at once' }));
    expect(earlyCase('1')).toBeUndefined();
    await expect(fetchCase('1')).resolves.toMatchObject({ id: '1' });
    expect(requests.to(caseUrl('1'))).toHaveLength(2);
  });

  it('once come as a failure or in another shape, is left for the request, which says so', async () => {
    storeTokens(tokensFor(sessionUser('client')));
    server.use(
      http.get(caseUrl('9'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
      http.get(caseUrl('8'), () => HttpResponse.json({ not: 'a case' })),
    );
    const requests = recordRequests();

    askCaseEarly('9');
    askCaseEarly('8');
    await vi.waitFor(() => expect(requests.sent).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(earlyCase('9')).toBeUndefined();
    expect(earlyCase('8')).toBeUndefined();
    await expect(fetchCase('9')).rejects.toMatchObject({ status: 404 });
    await expect(fetchCase('8')).rejects.toMatchObject({ kind: 'shape' });
    expect(requests.sent).toHaveLength(2);
  });

  it('hands its failure to the request that takes it, which tries no second time', async () => {
    storeTokens(tokensFor(sessionUser('client')));
    server.use(http.get(caseUrl('9'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    const requests = recordRequests();

    askCaseEarly('9');
    await expect(fetchCase('9')).rejects.toMatchObject({ status: 404 });
    expect(requests.to(caseUrl('9'))).toHaveLength(1);
  });
});
