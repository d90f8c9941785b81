import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserType } from '@/api/contract';
import { httpSettings } from '@/api/with-timeout';
import { loginResponse, PASSWORD } from '../msw/fixtures';
import { urls } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { backendWithoutExtensions, expectNotification, findNotifications, recordRequests } from '../support';
import { failureKinds } from '../failure-kinds';

const ROLE_OPTION: Record<UserType, string> = {
  client: 'Client (Looking for Legal Help)',
  lawyer: 'Lawyer (Legal Professional)',
  admin: 'Administrator',
};

interface LoginInput {
  email?: string;
  password?: string;
  /** '' leaves the role unchosen */
  role?: UserType | '';
}

async function openLogin() {
  const utils = renderWithProviders({ route: '/login' });
  await screen.findByRole('heading', { name: 'Welcome Back' });
  return utils;
}

/** Fills the form as a person would; a field given as '' is left empty. */
async function fillLogin(
  user: ReturnType<typeof renderWithProviders>['userEvent'],
  { email = 'client@example.com', password = PASSWORD, role = 'client' }: LoginInput = {},
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (role) await user.selectOptions(screen.getByLabelText('Sign in as'), ROLE_OPTION[role]);
}

function expectFormKept(email: string, role: UserType) {
  expect(screen.getByLabelText('Email')).toHaveValue(email);
  expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
  expect(screen.getByLabelText('Sign in as')).toHaveDisplayValue(ROLE_OPTION[role]);
}

describe('login page', () => {
  it('offers the three roles of spec §2 and a link to register', async () => {
    const { userEvent, router } = await openLogin();
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Select your role', ROLE_OPTION.client, ROLE_OPTION.lawyer, ROLE_OPTION.admin]);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  describe('validation', () => {
    it.each([
      ['email', { email: '' }, 'Email', 'Please enter your email'],
      ['password', { password: '' }, 'Password', 'Please enter your password'],
      ['role', { role: '' }, 'Sign in as', 'Please choose your role'],
    ] as const)(
      'asks to fill in all fields when the %s is missing, and sends nothing',
      async (_, input, label, hint) => {
        const requests = recordRequests();
        const { userEvent, router } = await openLogin();
        await fillLogin(userEvent, input);
        await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

        await expectNotification('Error', 'Please fill in all fields');
        expect(screen.getByLabelText(label)).toHaveAccessibleDescription(hint);
        expect(screen.getByLabelText(label)).toBeInvalid();
        expect(requests.sent).toHaveLength(0);
        expect(router.state.location.pathname).toBe('/login');
      },
    );

    it('rejects a malformed email in the app (noValidate), and sends nothing', async () => {
      const requests = recordRequests();
      const { userEvent } = await openLogin();
      await fillLogin(userEvent, { email: 'not-an-email' });
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

      await expectNotification('Error', 'Enter a valid email address');
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
      expect(requests.sent).toHaveLength(0);
    });
  });

  describe('signing in', () => {
    // keeps the dashboards' own extension calls out of these tests
    beforeEach(backendWithoutExtensions);

    it.each([
      ['client', 'client@example.com', '/client-dashboard', 'Client Dashboard', 'Chloe Client'],
      ['lawyer', 'lawyer@example.com', '/lawyer-dashboard', 'Lawyer Dashboard', 'Liam Lawyer'],
      ['admin', 'admin@example.com', '/admin-dashboard', 'Admin Dashboard', 'Ada Admin'],
    ] as const)('signs a %s in (%s) and lands on %s', async (role, email, path, heading, name) => {
      const { userEvent, router } = await openLogin();
      await fillLogin(userEvent, { email, role });
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByRole('navigation', { name: 'Account' })).toHaveTextContent(name);
      await expectNotification('Success', 'Logged in successfully');
      expect(
        (await findNotifications()).queryByText(/This account is registered as/),
      ).not.toBeInTheDocument();
    });

    it.each([
      ['admin', 'client@example.com', 'Client Dashboard', '/client-dashboard', 'a client'],
      ['client', 'lawyer@example.com', 'Lawyer Dashboard', '/lawyer-dashboard', 'a lawyer'],
      ['lawyer', 'admin@example.com', 'Admin Dashboard', '/admin-dashboard', 'an administrator'],
    ] as const)(
      "takes a person who picked %s but signs in as %s to that account's dashboard, and says so (decision 4)",
      async (picked, email, heading, path, registeredAs) => {
        const { userEvent, router } = await openLogin();
        await fillLogin(userEvent, { email, role: picked });
        await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe(path);
        // one notification at a time (spec §9): the sign-in's, saying which account it is
        await expectNotification(
          'Success',
          `Logged in successfully. This account is registered as ${registeredAs}, so you have been taken to that dashboard.`,
        );
      },
    );

    it("reads 'Signing in...' and is disabled while the call runs", async () => {
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        http.post(urls.login, async () => {
          await answered;
          return HttpResponse.json(loginResponse('client@example.com'));
        }),
      );
      const { userEvent } = await openLogin();
      await fillLogin(userEvent);
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
      answer();
      expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeInTheDocument();
    });

    it('sends exactly one login request per submit (decision 1)', async () => {
      const requests = recordRequests();
      const { userEvent } = await openLogin();
      await fillLogin(userEvent, { password: 'wrong-password' });
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      await expectNotification('Error', 'Invalid credentials');
      expect(requests.to(urls.login)).toHaveLength(1);

      await userEvent.clear(screen.getByLabelText('Password'));
      await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeInTheDocument();

      // the dashboard then reads its own figures; what was sent is the two logins
      const sent = (await requests.bodies()).filter((r) => r.method !== 'GET');
      expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([`POST ${urls.login}`, `POST ${urls.login}`]);
      expect(sent[1]?.body).toMatchObject({ email: 'client@example.com', password: PASSWORD });
    });
  });

  describe('failures', () => {
    it.each(failureKinds)('on $name: says so, re-enables Sign In and keeps the form', async (kind) => {
      if (kind.timeoutMs) httpSettings.timeoutMs = kind.timeoutMs;
      server.use(http.post(urls.login, kind.respond));
      const { userEvent, router } = await openLogin();
      await fillLogin(userEvent, { role: 'lawyer' });
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

      // spec §8: rejected credentials read 'Invalid credentials'; other faults name the fault
      const message = kind.name.startsWith('401') ? 'Invalid credentials' : `Login failed. ${kind.reason}`;
      await expectNotification('Error', message);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
      expectFormKept('client@example.com', 'lawyer');
      expect(router.state.location.pathname).toBe('/login');
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    });

    it("on 400 with field errors: shows the server's message next to the field", async () => {
      server.use(
        http.post(urls.login, () =>
          HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 }),
        ),
      );
      const { userEvent } = await openLogin();
      await fillLogin(userEvent);
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

      await expectNotification('Error', 'Invalid credentials');
      await waitFor(() =>
        expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.'),
      );
      expect(screen.getByLabelText('Email')).toBeInvalid();
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
      expectFormKept('client@example.com', 'client');
    });
  });
});
