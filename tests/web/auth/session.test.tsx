import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { fetchMe } from '@/api/accounts';
import { accounts, loginResponse, PASSWORD, sessionUser, tokensFor } from '../msw/fixtures';
import { urls } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { storeUser } from '@/session/session';
import { backendWithoutExtensions, expectNotification } from '../support';

// docs/decisions/0002-one-spelling-per-storage-key.md: the one spelling of each stored key
const AUTH_KEYS = ['user', 'access_token', 'refresh_token', 'user_type', 'user_name', 'user_email'];

function storedAuth() {
  return Object.fromEntries(AUTH_KEYS.map((key) => [key, localStorage.getItem(key)]));
}

async function signIn(email: string, roleOption: string) {
  const utils = renderWithProviders({ route: '/login' });
  const { userEvent } = utils;
  await screen.findByRole('heading', { name: 'Welcome Back' });
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
  await userEvent.selectOptions(screen.getByLabelText('Sign in as'), roleOption);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return utils;
}

describe('the stored session', () => {
  // the dashboards' extension calls could otherwise refresh the tokens under test
  beforeEach(backendWithoutExtensions);

  it('stores the user and tokens under the six keys after login', async () => {
    await signIn('lawyer@example.com', 'Lawyer (Legal Professional)');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeInTheDocument();

    const { user, ...rest } = storedAuth();
    expect(JSON.parse(user ?? 'null')).toEqual({
      id: '22',
      email: 'lawyer@example.com',
      name: 'Liam Lawyer',
      userType: 'lawyer',
      isVerified: false,
    });
    expect(rest).toEqual({
      access_token: 'access-22',
      refresh_token: 'refresh-22',
      user_type: 'lawyer',
      user_name: 'Liam Lawyer',
      user_email: 'lawyer@example.com',
    });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('treats a login user without isVerified as unverified (spec §3)', async () => {
    const { isVerified: _, ...withoutFlag } = accounts['verified@example.com']!;
    server.use(
      http.post(urls.login, () =>
        HttpResponse.json({ tokens: loginResponse('verified@example.com').tokens, user: withoutFlag }),
      ),
    );
    await signIn('verified@example.com', 'Lawyer (Legal Professional)');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ isVerified: false });
  });

  it.each([
    ['client', '/client-dashboard'],
    ['lawyer', '/lawyer-dashboard'],
    ['admin', '/admin-dashboard'],
  ] as const)(
    'Logout on the %s dashboard removes every stored auth key (decision 3)',
    async (role, route) => {
      localStorage.setItem('accessToken', 'legacy-token');
      const { userEvent, router } = renderWithProviders({ route, user: sessionUser(role) });
      await screen.findByRole('heading', { level: 1 });
      expect(localStorage.getItem('user_type')).toBe(role);

      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

      // Logout lands on the home page, signed out (not on /login through the dashboard's guard)
      expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
      expect(storedAuth()).toEqual(Object.fromEntries(AUTH_KEYS.map((key) => [key, null])));
      expect(localStorage.getItem('accessToken')).toBeNull();
      // signed out for real: the dashboard now asks to sign in
      await act(() => router.navigate(route));
      expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    },
  );

  it('moves a token found under the legacy accessToken key to access_token (decision 2)', async () => {
    const user = sessionUser('client');
    storeUser(user);
    localStorage.setItem('accessToken', tokensFor(user).access);

    // with a token, a signed-in visitor is sent from /login to their dashboard (decision 5)
    const { router } = renderWithProviders({ route: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client-dashboard');
    expect(localStorage.getItem('access_token')).toBe('access-11');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('shows /login to a stored user with no token under either key', async () => {
    storeUser(sessionUser('client'));
    const { router } = renderWithProviders({ route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('a refused token refresh (decision 11)', () => {
  it('clears the session, says so and sends the person to sign in', async () => {
    server.use(
      http.get(urls.me, () =>
        HttpResponse.json({ detail: 'Given token not valid for any token type' }, { status: 401 }),
      ),
      http.post(urls.refresh, () =>
        HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 }),
      ),
    );
    const { router } = renderWithProviders({ route: '/client-dashboard', user: sessionUser('client') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeInTheDocument();

    let failure: unknown;
    await act(async () => {
      failure = await fetchMe().catch((error: unknown) => error);
    });

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'session' });
    await expectNotification('Session expired', 'Your session has expired. Please sign in again.');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedAuth()).toEqual(Object.fromEntries(AUTH_KEYS.map((key) => [key, null])));
  });
});
