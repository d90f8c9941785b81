import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchMe, loginRequest } from '@/api/accounts';
import { ApiError } from '@/api/api-error';
import { onSessionExpired } from '@/lib/session-events';
import { storeTokens } from '@/session/session';
import { accounts, PASSWORD, tokensFor } from '../msw/fixtures';
import { urls } from '../msw/handlers';
import { server } from '../msw/server';
import { recordRequests } from '../support';

const client = accounts['client@example.com']!;
const FRESH = tokensFor(client);

/** A refresh endpoint whose refresh tokens rotate: each one works once (decision 0011). */
function rotatingRefresh(valid: string, { wait = 0 } = {}) {
  const used = new Set<string>();
  server.use(
    http.post(urls.refresh, async ({ request }) => {
      const { refresh } = (await request.json()) as { refresh: string };
      await delay(wait);
      if (refresh !== valid || used.has(refresh)) {
        return HttpResponse.json(
          { detail: 'Token is invalid or expired', code: 'token_not_valid' },
          { status: 401 },
        );
      }
      used.add(refresh);
      return HttpResponse.json({ access: FRESH.access, refresh: `${refresh}-rotated` });
    }),
  );
}

function expiredSession() {
  storeTokens({ access: 'expired-access', refresh: FRESH.refresh });
  const expiries: number[] = [];
  const stop = onSessionExpired(() => expiries.push(Date.now()));
  return { expiries, stop };
}

describe('token refresh on a 401 (decision 11)', () => {
  it('refreshes once, stores the new tokens and retries the call', async () => {
    const session = expiredSession();
    rotatingRefresh(FRESH.refresh);
    const requests = recordRequests();

    await expect(fetchMe()).resolves.toMatchObject({ email: 'client@example.com', role: 'client' });

    const sent = await requests.bodies();
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${urls.me}`,
      `POST ${urls.refresh}`,
      `GET ${urls.me}`,
    ]);
    expect(sent[1]?.body).toEqual({ refresh: FRESH.refresh });
    expect(localStorage.getItem('access_token')).toBe(FRESH.access);
    expect(localStorage.getItem('refresh_token')).toBe(`${FRESH.refresh}-rotated`);
    expect(session.expiries).toHaveLength(0);
    session.stop();
  });

  it('shares one refresh between two concurrent 401s', async () => {
    const session = expiredSession();
    rotatingRefresh(FRESH.refresh, { wait: 50 });
    const requests = recordRequests();

    const [first, second] = await Promise.all([fetchMe(), fetchMe()]);

    expect(first.email).toBe('client@example.com');
    expect(second.email).toBe('client@example.com');
    expect(requests.to(urls.refresh)).toHaveLength(1);
    expect(requests.to(urls.me)).toHaveLength(4);
    expect(session.expiries).toHaveLength(0);
    session.stop();
  });

  it('refreshes only once when the retried call is refused again', async () => {
    const session = expiredSession();
    rotatingRefresh(FRESH.refresh);
    server.use(
      http.get(urls.me, () => HttpResponse.json({ detail: 'You do not have permission.' }, { status: 401 })),
    );
    const requests = recordRequests();

    await expect(fetchMe()).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      detail: 'You do not have permission.',
    });
    expect(requests.to(urls.refresh)).toHaveLength(1);
    expect(requests.to(urls.me)).toHaveLength(2);
    session.stop();
  });

  it('ends the session when the refresh is refused', async () => {
    const session = expiredSession();
    localStorage.setItem(
      'user',
      JSON.stringify({ id: '11', email: client.email, name: client.name, userType: 'client' }),
    );
    rotatingRefresh('some-other-token');

    await expect(fetchMe()).rejects.toMatchObject({ kind: 'session' });
    expect(session.expiries).toHaveLength(1);
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    session.stop();
  });

  it('ends the session without a refresh call when no refresh token is stored', async () => {
    localStorage.setItem('access_token', 'expired-access');
    const expiries: number[] = [];
    const stop = onSessionExpired(() => expiries.push(1));
    const requests = recordRequests();

    await expect(fetchMe()).rejects.toMatchObject({ kind: 'session' });
    expect(requests.to(urls.refresh)).toHaveLength(0);
    expect(expiries).toHaveLength(1);
    stop();
  });

  it('keeps the session when the refresh fails on the network', async () => {
    const session = expiredSession();
    server.use(http.post(urls.refresh, () => HttpResponse.error()));

    await expect(fetchMe()).rejects.toMatchObject({ kind: 'network' });
    expect(session.expiries).toHaveLength(0);
    expect(localStorage.getItem('refresh_token')).toBe(FRESH.refresh);
    session.stop();
  });

  it('never refreshes for a call made without the session (login)', async () => {
    const requests = recordRequests();
    await expect(loginRequest({ email: client.email, password: 'wrong' })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
    });
    expect(requests.sent.map((r) => r.url)).toEqual([urls.login]);
  });
});

describe('the legacy accessToken key (decision 2)', () => {
  it('is moved to access_token and sent as the bearer token', async () => {
    localStorage.setItem('accessToken', FRESH.access);
    await expect(fetchMe()).resolves.toMatchObject({ email: 'client@example.com' });
    expect(localStorage.getItem('access_token')).toBe(FRESH.access);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('loses to a token already under access_token', async () => {
    localStorage.setItem('access_token', FRESH.access);
    localStorage.setItem('accessToken', 'stale-legacy');
    await expect(fetchMe()).resolves.toMatchObject({ email: 'client@example.com' });
    expect(localStorage.getItem('access_token')).toBe(FRESH.access);
  });
});

describe('Django REST error bodies become ApiError', () => {
  it.each([
    [
      'field lists',
      () =>
        HttpResponse.json(
          { email: ['Enter a valid email address.'], password: ['Too short.', 'Too common.'] },
          { status: 400 },
        ),
      {
        kind: 'http',
        status: 400,
        detail: undefined,
        fieldErrors: { email: ['Enter a valid email address.'], password: ['Too short.', 'Too common.'] },
        message: 'Enter a valid email address.',
      },
    ],
    [
      'a detail',
      () => HttpResponse.json({ detail: 'Invalid credentials' }, { status: 401 }),
      {
        kind: 'http',
        status: 401,
        detail: 'Invalid credentials',
        fieldErrors: {},
        message: 'Invalid credentials',
      },
    ],
    [
      'non_field_errors',
      () =>
        HttpResponse.json(
          { non_field_errors: ['Unable to log in with provided credentials.'] },
          { status: 400 },
        ),
      { kind: 'http', status: 400, detail: 'Unable to log in with provided credentials.', fieldErrors: {} },
    ],
    [
      'an HTML 500 page',
      () =>
        new HttpResponse('<h1>Server Error (500)</h1>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
      {
        kind: 'http',
        status: 500,
        detail: undefined,
        message: 'The server had a problem (500). Please try again.',
      },
    ],
    [
      'a 429 with Retry-After',
      () =>
        HttpResponse.json(
          { detail: 'Request was throttled.' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      {
        kind: 'http',
        status: 429,
        retryAfter: 30,
        message: 'Too many attempts. Please try again in 30 seconds.',
      },
    ],
  ] as const)('reads %s', async (_, respond, expected) => {
    server.use(http.post(urls.login, respond));
    const error = await loginRequest({ email: client.email, password: PASSWORD }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
  });
});
