// Faults and bad input (docs/decisions/0028-failures-are-told-and-lose-nothing.md): every call
// the SPA makes, made the way a person makes it, against every kind of fault. Each ends in a clear message, the button works again and
// nothing typed is lost; a refused token refresh signs the person out and says so. Any
// unhandled rejection, uncaught error or console.error (React logs its errors there) fails
// the case that caused it.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { httpSettings } from '@/api/with-timeout';
import { everyFault, unauthorized } from '../failure-kinds';
import { resetAdminQueue } from '../msw/admin-handlers';
import { urls } from '../msw/handlers';
import { server } from '../msw/server';
import { findNotifications, lastingFault, recordRequests, stubObjectUrls } from '../support';
import { adminCounts, adminList, documentDownload, history } from './admin-calls';
import type { Call } from './call';
import { match, profileUpload } from './dashboard-calls';
import { approve, approveWithoutListsByState, refresh, reject, requestInfo } from './decision-calls';
import { login, register } from './sign-in-calls';

// every admin row starts from the same three requests, on the shared backend with the lists by
// state, as the local API answers (tests/web/msw/admin-handlers.ts)
beforeEach(resetAdminQueue);
// thumbnails of the chosen files and the admin's documents are shown from object URLs
stubObjectUrls();

// ---- nothing may escape -----------------------------------------------------------------

const escaped: unknown[] = [];
const onProcessRejection = (reason: unknown) => escaped.push(reason);
const onWindowRejection = (event: PromiseRejectionEvent) => escaped.push(event.reason);
const onWindowError = (event: ErrorEvent) => escaped.push(event.error ?? event.message);
let consoleError: MockInstance<typeof console.error>;

beforeAll(() => {
  process.on('unhandledRejection', onProcessRejection);
  window.addEventListener('unhandledrejection', onWindowRejection);
  window.addEventListener('error', onWindowError);
});
afterAll(() => {
  process.off('unhandledRejection', onProcessRejection);
  window.removeEventListener('unhandledrejection', onWindowRejection);
  window.removeEventListener('error', onWindowError);
});
beforeEach(() => {
  escaped.length = 0;
  consoleError = vi.spyOn(console, 'error');
});
afterEach(async () => {
  // a rejection is reported once the microtasks of its turn have run
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(escaped).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
});

// ---- the table ---------------------------------------------------------------------------

// Logout's call is not a row: it never reports a failure (the person is signed out whatever
// the server answers), so tests/web/auth/logout.test.tsx runs it against every fault here and
// checks the opposite: signed out, nothing said, nothing escaped.
const everyCall: Call[] = [
  register,
  login,
  match,
  profileUpload,
  adminCounts,
  adminList,
  approve,
  approveWithoutListsByState,
  reject,
  requestInfo,
  history,
  documentDownload,
  refresh,
];

/** The 'Session expired' notification (the failed call may say the same in its own). */
async function expectSessionExpired() {
  const title = await (await findNotifications()).findByText('Session expired');
  expect(title.closest('li')).toHaveTextContent('Your session has expired. Please sign in again.');
}

const refuseRefresh = () =>
  HttpResponse.json({ detail: 'Token is invalid or expired', code: 'token_not_valid' }, { status: 401 });

describe.each(everyCall)('$name', (call) => {
  it.each(call.faults ?? everyFault)('on $name: says so, keeps everything and works again', async (kind) => {
    // the access token has expired and so has the refresh token: a person meets both at once
    if (call.authed) server.use(http.post(urls.refresh, refuseRefresh));
    call.arrange?.();
    const fault = lastingFault(kind.respond);
    server.use(http[call.method](call.url, fault.answer));
    if (kind.probe) server.use(http.head(call.url, kind.probe));
    const requests = recordRequests();

    const page = await call.run(() => {
      if (kind.timeoutMs) httpSettings.timeoutMs = kind.timeoutMs;
    });

    if (call.endsSession(kind)) {
      await expectSessionExpired();
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
      expect(page.router.state.location.pathname).toBe('/login');
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
      expect(localStorage.getItem('refresh_token')).toBeNull();
    } else {
      await call.expectTold(kind);
      call.expectKept();
      httpSettings.timeoutMs = 15_000;
      fault.end();
      await call.retry(page);
    }

    const method = call.method.toUpperCase();
    expect(requests.sent.filter((r) => r.method === method && r.url.split('?')[0] === call.url)).not.toEqual(
      [],
    );
    // only a 401 on a call that sends the token is refreshed, and only once
    const refreshes = call.url === urls.refresh || (call.authed && kind === unauthorized) ? 1 : 0;
    expect(requests.to(urls.refresh)).toHaveLength(refreshes);
  });
});
