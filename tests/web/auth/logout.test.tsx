// Logout ends the session on the server too (POST /api/accounts/logout/ with the refresh
// token), and signs the person out at once whatever the server answers, or if it never does
// (docs/decisions/0076-logout-revokes-the-refresh-token.md). This is also logout's row of the
// fault table: it never reports a failure, so instead of a message each fault must leave the
// person signed out, with no notification, no console error and no unhandled rejection.
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { serverLogoutSettings } from '@/session/end-server-session';
import { everyFault, type FailureKind } from '../failure-kinds';
import { sessionUser, tokensFor } from '../msw/fixtures';
import { urls } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { recordRequests } from '../support';

const escaped: unknown[] = [];
const onRejection = (reason: unknown) => escaped.push(reason);
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  escaped.length = 0;
  process.on('unhandledRejection', onRejection);
  consoleError = vi.spyOn(console, 'error');
});
afterEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', onRejection);
  serverLogoutSettings.waitMs = 3_000;
  expect(escaped).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
});

async function logOutFromTheDashboard() {
  const user = sessionUser('client');
  const page = renderWithProviders({ route: '/client-dashboard', user });
  await page.userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  return { ...page, refresh: tokensFor(user).refresh };
}

async function expectSignedOut(router: ReturnType<typeof renderWithProviders>['router']) {
  expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  expect(localStorage.getItem('refresh_token')).toBeNull();
  expect(localStorage.getItem('access_token')).toBeNull();
}

function noNotification() {
  const region = screen.queryByRole('region', { name: 'Notifications' });
  expect(region ? within(region).queryAllByRole('listitem') : []).toEqual([]);
}

describe('logout', () => {
  it('sends the refresh token to the server, which ends the session there too', async () => {
    const sent = recordRequests();
    const { router, refresh } = await logOutFromTheDashboard();
    await expectSignedOut(router);
    await waitFor(() => expect(sent.to(urls.logout)).toHaveLength(1));
    const [call] = await sent.bodies().then((all) => all.filter((r) => r.url === urls.logout));
    expect(call).toEqual({ method: 'POST', url: urls.logout, body: { refresh } });
  });

  const notFound: FailureKind = {
    name: '404 from a backend without the call',
    respond: () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    reason: '',
  };
  it.each([notFound, ...everyFault])(
    'signs out all the same on $name, and says nothing about it',
    async (kind) => {
      if (kind.timeoutMs) serverLogoutSettings.waitMs = kind.timeoutMs;
      server.use(http.post(urls.logout, kind.respond, { once: true }));
      if (kind.probe) server.use(http.head(urls.logout, kind.probe));
      const sent = recordRequests();
      const { router } = await logOutFromTheDashboard();
      await expectSignedOut(router);
      await waitFor(() => expect(sent.to(urls.logout)).toHaveLength(1));
      // long enough for the answer (or the given-up wait) to have come and gone
      await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
      noNotification();
      await expectSignedOut(router);
      // a 401 is no reason to refresh a token that is being thrown away
      expect(sent.to(urls.refresh)).toEqual([]);
    },
  );

  it('does not wait for a server that never answers: signed out at once, the call given up soon after', async () => {
    serverLogoutSettings.waitMs = 50;
    let aborted = false;
    server.use(
      http.post(urls.logout, async ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = await logOutFromTheDashboard();
    await expectSignedOut(router);
    await waitFor(() => expect(aborted).toBe(true));
    noNotification();
  });

  it('makes no call when there is no refresh token to end', async () => {
    const sent = recordRequests();
    const user = sessionUser('client');
    const page = renderWithProviders({ route: '/client-dashboard', user });
    localStorage.removeItem('refresh_token');
    await page.userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await expectSignedOut(page.router);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent.to(urls.logout)).toEqual([]);
  });
});
