// A session ended elsewhere (docs/decisions/0113-accounts-people-can-manage.md): a call and its
// refresh answer 401 with code 'session_ended'; the device signs out and the sign-in page says
// why, in the server's words, once.
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '../msw/fixtures';
import { urls } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { sessionEnded } from '../account/account-settings-handlers';

const REASON = 'Your password was changed on another device. Sign in with your new password.';

/** Every call with a token, and the refresh, answer that the session has ended. */
function endTheSession() {
  server.use(
    http.post(urls.refresh, () => sessionEnded(REASON)),
    http.all('*', ({ request }) => (request.headers.get('Authorization') ? sessionEnded(REASON) : undefined)),
  );
}

describe('a session ended on another device', () => {
  it('signs out here and says why on the sign-in page', async () => {
    endTheSession();
    const { router } = renderWithProviders({ route: '/client-dashboard', user: sessionUser('client') });

    // the dashboard's code compiles on first use: slow on a loaded machine
    expect(
      await screen.findByRole('heading', { name: 'Welcome Back' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText(REASON)).toHaveAttribute('role', 'status');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('says it once: a later visit to the sign-in page does not', async () => {
    endTheSession();
    const { router, userEvent } = renderWithProviders({ route: '/account', user: sessionUser('lawyer') });
    expect(await screen.findByText(REASON, undefined, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    await screen.findByRole('heading', { name: 'Create Account' });
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(REASON)).not.toBeInTheDocument();
  });
});
