// Sign-in returns to the page asked for (docs/decisions/0113-accounts-people-can-manage.md): a
// signed-out visit to a signed-in page goes to sign-in, and back there after it when the page is
// one of the person's role; else to their own dashboard. The dashboard's first calls are made once.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserType } from '@/api/contract';
import { PASSWORD } from '../msw/fixtures';
import { renderWithProviders } from '../render';
import { backendWithoutExtensions, recordRequests } from '../support';

const ROLE_OPTION: Record<UserType, string> = {
  client: 'Client (Looking for Legal Help)',
  lawyer: 'Lawyer (Legal Professional)',
  admin: 'Administrator',
};

/** Opens `route` signed out, is sent to sign-in, and signs in as `email`. */
async function askThenSignIn(route: string, email: string, role: UserType) {
  const page = renderWithProviders({ route });
  const { userEvent, router } = page;
  expect(
    await screen.findByRole('heading', { name: 'Welcome Back' }, { timeout: 15_000 }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
  await userEvent.selectOptions(screen.getByLabelText('Sign in as'), ROLE_OPTION[role]);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return page;
}

describe('signing in from a page that needs it', () => {
  it.each([
    ['a client', '/cases', 'client@example.com', 'client', 'Your cases'],
    ['a lawyer', '/availability', 'lawyer@example.com', 'lawyer', 'Booking settings'],
    ['an administrator', '/account', 'admin@example.com', 'admin', 'Your account'],
  ] as const)('brings %s back to %s', async (_, route, email, role, heading) => {
    backendWithoutExtensions();
    const { router } = await askThenSignIn(route, email, role);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
  });

  it.each([
    ['a lawyer', '/cases', 'lawyer@example.com', 'lawyer', '/lawyer-dashboard', 'Lawyer Dashboard'],
    ['a client', '/admin-dashboard', 'client@example.com', 'client', '/client-dashboard', 'Client Dashboard'],
  ] as const)(
    "takes %s who asked for another role's page (%s) to their own dashboard",
    async (_, route, email, role, landing, heading) => {
      backendWithoutExtensions();
      const { router } = await askThenSignIn(route, email, role);
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(landing);
    },
  );

  it("makes each of the dashboard's first calls once after sign-in", async () => {
    const { userEvent } = renderWithProviders({ route: '/login' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome Back' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const requests = recordRequests();
    await userEvent.type(screen.getByLabelText('Email'), 'client@example.com');
    await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
    await userEvent.selectOptions(screen.getByLabelText('Sign in as'), ROLE_OPTION.client);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // the dashboard's cards have all asked (and been answered) by then
    await waitFor(() => expect(requests.sent.length).toBeGreaterThan(3));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const calls = requests.sent.map((r) => `${r.method} ${r.url}`);
    const repeated = calls.filter((call, i) => calls.indexOf(call) !== i);
    expect(calls[0]).toBe('POST http://localhost:8000/api/accounts/login/');
    expect(repeated).toEqual([]);
  });
});
