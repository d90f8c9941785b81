import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RegistrableUserType } from '@/api/contract';
import { httpSettings } from '@/api/with-timeout';
import { urls } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { backendWithoutExtensions, expectNotification, recordRequests } from '../support';
import { failureKinds } from '../failure-kinds';

interface FormInput {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
  /** '' leaves the picker unchosen; null means the picker is not on the page */
  role?: RegistrableUserType | '' | null;
}

const NEW = { name: 'Nina Newcomer', email: 'nina@example.com', password: 'secret-pass' };
const REGISTRATION_FAILED = 'Registration failed. Please try again.';
const ROLE_LABEL = { client: 'Client', lawyer: 'Lawyer' } as const;

async function openRegister(route = '/register') {
  const utils = renderWithProviders({ route });
  await screen.findByRole('heading', { name: 'Create Account' });
  return utils;
}

/** Fills the form as a person would; a field given as '' is left empty. */
async function fillRegister(
  user: ReturnType<typeof renderWithProviders>['userEvent'],
  {
    name = NEW.name,
    email = NEW.email,
    password = NEW.password,
    confirm = password,
    role = 'client',
  }: FormInput = {},
) {
  if (name) await user.type(screen.getByLabelText('Full name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  if (role) await user.selectOptions(screen.getByLabelText('I am a'), ROLE_LABEL[role]);
}

function submit(user: ReturnType<typeof renderWithProviders>['userEvent']) {
  return user.click(screen.getByRole('button', { name: 'Create Account' }));
}

function expectFormKept(role: RegistrableUserType) {
  expect(screen.getByLabelText('Full name')).toHaveValue(NEW.name);
  expect(screen.getByLabelText('Email')).toHaveValue(NEW.email);
  expect(screen.getByLabelText('Password')).toHaveValue(NEW.password);
  expect(screen.getByLabelText('Confirm password')).toHaveValue(NEW.password);
  expect(screen.getByLabelText('I am a')).toHaveDisplayValue(ROLE_LABEL[role]);
}

function storedUser() {
  return JSON.parse(localStorage.getItem('user') ?? 'null') as unknown;
}

describe('register page', () => {
  describe('the role picker (spec §2)', () => {
    it.each([['client'], ['lawyer']] as const)('is hidden with ?role=%s', async (role) => {
      await openRegister(`/register?role=${role}`);
      expect(screen.getByLabelText('Full name')).toBeInTheDocument();
      expect(screen.queryByLabelText('I am a')).not.toBeInTheDocument();
    });

    it.each([['/register'], ['/register?role=admin']])(
      'is shown at %s, offering client and lawyer only',
      async (route) => {
        await openRegister(route);
        const options = screen.getAllByRole('option').map((o) => o.textContent);
        expect(options).toEqual(['Select your role', 'Client', 'Lawyer']);
      },
    );

    it('links to sign in', async () => {
      const { userEvent, router } = await openRegister();
      await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
      expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    });
  });

  describe('validation (spec §5)', () => {
    it.each([
      ['full name', { name: '' }, 'Full name', 'Please enter your full name'],
      ['email', { email: '' }, 'Email', 'Please enter your email'],
      ['password', { password: '', confirm: NEW.password }, 'Password', 'Please enter a password'],
      ['confirmation', { confirm: '' }, 'Confirm password', 'Please confirm your password'],
      ['role', { role: '' }, 'I am a', 'Please choose your role'],
    ] as const)(
      'asks to fill in all fields when the %s is missing, and sends nothing',
      async (_, input, label, hint) => {
        const requests = recordRequests();
        const { userEvent, router } = await openRegister();
        await fillRegister(userEvent, input);
        await submit(userEvent);

        await expectNotification('Error', 'Please fill in all fields');
        expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(hint));
        expect(screen.getByLabelText(label)).toBeInvalid();
        expect(requests.sent).toHaveLength(0);
        expect(router.state.location.pathname).toBe('/register');
      },
    );

    it.each([
      [
        'the passwords differ',
        { password: 'secret-one', confirm: 'secret-two' },
        'Confirm password',
        'Passwords do not match',
      ],
      ['the password is short', { password: 'abc12' }, 'Password', 'Password must be at least 6 characters'],
      [
        'both differ and are short (the mismatch is named first)',
        { password: 'abc', confirm: 'abd' },
        'Confirm password',
        'Passwords do not match',
      ],
    ] as const)('says so when %s, and sends nothing', async (_, input, label, message) => {
      const requests = recordRequests();
      const { userEvent } = await openRegister();
      await fillRegister(userEvent, input);
      await submit(userEvent);

      await expectNotification('Error', message);
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(requests.sent).toHaveLength(0);
    });

    it('accepts a password of exactly 6 characters', async () => {
      const { userEvent } = await openRegister();
      await fillRegister(userEvent, { password: 'abcdef' });
      await submit(userEvent);
      expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeInTheDocument();
    });
  });

  describe('creating an account', () => {
    // the dashboards' extension calls could otherwise refresh the tokens under test
    beforeEach(backendWithoutExtensions);

    it.each([
      ['client', '/register', 'Client Dashboard', '/client-dashboard', 'Account created successfully!', true],
      [
        'lawyer',
        '/register',
        'Lawyer Dashboard',
        '/lawyer-dashboard',
        'Account created! Please complete your profile and verification.',
        false,
      ],
      [
        'client',
        '/register?role=client',
        'Client Dashboard',
        '/client-dashboard',
        'Account created successfully!',
        true,
      ],
      [
        'lawyer',
        '/register?role=lawyer',
        'Lawyer Dashboard',
        '/lawyer-dashboard',
        'Account created! Please complete your profile and verification.',
        false,
      ],
    ] as const)(
      'registers a %s from %s and lands on the dashboard',
      async (role, route, heading, path, success, isVerified) => {
        const requests = recordRequests();
        const { userEvent, router } = await openRegister(route);
        await fillRegister(userEvent, { role: route.includes('?') ? null : role });
        await submit(userEvent);

        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe(path);
        await expectNotification('Success', success);
        await requests.bodies();
        const sent = requests.to(urls.register);
        expect(sent).toHaveLength(1);
        expect(sent[0]?.method).toBe('POST');
        expect(sent[0]?.body).toEqual({ ...NEW, userType: role });
        // the MSW handler answers with user id 77
        expect(storedUser()).toEqual({
          id: '77',
          email: NEW.email,
          name: NEW.name,
          userType: role,
          isVerified,
        });
        expect(localStorage.getItem('access_token')).toBe('access-77');
        expect(localStorage.getItem('refresh_token')).toBe('refresh-77');
      },
    );

    it.each([
      ['client', 'Client Dashboard', 'Account created successfully!', true],
      [
        'lawyer',
        'Lawyer Dashboard',
        'Account created! Please complete your profile and verification.',
        false,
      ],
    ] as const)(
      'registers a %s when the response carries tokens only (id "1", spec §3)',
      async (role, heading, success, isVerified) => {
        server.use(
          http.post(urls.register, () =>
            HttpResponse.json(
              { tokens: { access: 'only-access', refresh: 'only-refresh' } },
              { status: 201 },
            ),
          ),
        );
        const { userEvent } = await openRegister();
        await fillRegister(userEvent, { role });
        await submit(userEvent);

        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
        await expectNotification('Success', success);
        expect(screen.getByRole('navigation', { name: 'Account' })).toHaveTextContent(NEW.name);
        if (role === 'lawyer') expect(screen.getByText('Unverified')).toBeInTheDocument();
        else expect(screen.queryByText('Unverified')).not.toBeInTheDocument();
        expect(storedUser()).toEqual({
          id: '1',
          email: NEW.email,
          name: NEW.name,
          userType: role,
          isVerified,
        });
        expect(localStorage.getItem('access_token')).toBe('only-access');
        expect(localStorage.getItem('refresh_token')).toBe('only-refresh');
        expect(localStorage.getItem('user_type')).toBe(role);
        expect(localStorage.getItem('user_email')).toBe(NEW.email);
      },
    );

    it("reads 'Creating Account...' and is disabled while the call runs", async () => {
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        http.post(urls.register, async () => {
          await answered;
          return HttpResponse.json({ tokens: { access: 'a', refresh: 'r' } }, { status: 201 });
        }),
      );
      const { userEvent } = await openRegister();
      await fillRegister(userEvent);
      await submit(userEvent);

      expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
      answer();
      expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeInTheDocument();
    });
  });

  describe('failures', () => {
    it.each(failureKinds)('on $name: says so, re-enables Create Account and keeps the form', async (kind) => {
      if (kind.timeoutMs) httpSettings.timeoutMs = kind.timeoutMs;
      server.use(http.post(urls.register, kind.respond));
      const { userEvent, router } = await openRegister();
      await fillRegister(userEvent, { role: 'lawyer' });
      await submit(userEvent);

      await expectNotification('Error', REGISTRATION_FAILED);
      expect(screen.getByRole('alert')).toHaveTextContent(kind.reason);
      expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
      expectFormKept('lawyer');
      expect(router.state.location.pathname).toBe('/register');
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    });

    it("on 400 with field errors: shows the server's message next to the field (email taken)", async () => {
      const { userEvent } = await openRegister();
      await fillRegister(userEvent, { email: 'client@example.com' });
      await submit(userEvent);

      await expectNotification('Error', REGISTRATION_FAILED);
      const email = screen.getByLabelText('Email');
      await waitFor(() =>
        expect(email).toHaveAccessibleDescription('A user with this email already exists.'),
      );
      expect(email).toBeInvalid();
      expect(email).toHaveValue('client@example.com');
      expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
      expect(screen.getByLabelText('Full name')).toHaveValue(NEW.name);
      expect(screen.getByLabelText('I am a')).toHaveDisplayValue('Client');
    });
  });
});
