// The calls of the sign-in pages: register and login (spec §2, §8).
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { unauthorized } from '../failure-kinds';
import { PASSWORD } from '../msw/fixtures';
import { urls } from '../msw/handlers';
import { renderWithProviders } from '../render';
import { expectNotification } from '../support';
import { button, type Call } from './call';

const NEWCOMER = { name: 'Nina Newcomer', email: 'nina@example.com', password: 'secret-pass' };

export const register: Call = {
  name: 'register',
  method: 'post',
  url: urls.register,
  authed: false,
  endsSession: () => false,
  run: async (beforeCall) => {
    const page = renderWithProviders({ route: '/register' });
    await screen.findByRole('heading', { name: 'Create Account' });
    const user = page.userEvent;
    await user.type(screen.getByLabelText('Full name'), NEWCOMER.name);
    await user.type(screen.getByLabelText('Email'), NEWCOMER.email);
    await user.type(screen.getByLabelText('Password'), NEWCOMER.password);
    await user.type(screen.getByLabelText('Confirm password'), NEWCOMER.password);
    await user.selectOptions(screen.getByLabelText('I am a'), 'Client');
    beforeCall();
    await user.click(button('Create Account'));
    return page;
  },
  expectTold: async ({ reason }) => {
    await expectNotification('Error', 'Registration failed. Please try again.');
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  },
  expectKept: () => {
    expect(button('Create Account')).toBeEnabled();
    expect(screen.getByLabelText('Full name')).toHaveValue(NEWCOMER.name);
    expect(screen.getByLabelText('Email')).toHaveValue(NEWCOMER.email);
    expect(screen.getByLabelText('Password')).toHaveValue(NEWCOMER.password);
    expect(screen.getByLabelText('Confirm password')).toHaveValue(NEWCOMER.password);
    expect(screen.getByLabelText('I am a')).toHaveDisplayValue('Client');
  },
  retry: async ({ userEvent }) => {
    await userEvent.click(button('Create Account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeInTheDocument();
  },
};

export const login: Call = {
  name: 'login',
  method: 'post',
  url: urls.login,
  authed: false,
  endsSession: () => false,
  run: async (beforeCall) => {
    const page = renderWithProviders({ route: '/login' });
    await screen.findByRole('heading', { name: 'Welcome Back' });
    const user = page.userEvent;
    await user.type(screen.getByLabelText('Email'), 'client@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.selectOptions(screen.getByLabelText('Sign in as'), 'Client (Looking for Legal Help)');
    beforeCall();
    await user.click(button('Sign In'));
    return page;
  },
  expectTold: async (kind) => {
    // spec §8: refused credentials read 'Invalid credentials'; any other fault is named
    const message = kind === unauthorized ? 'Invalid credentials' : `Login failed. ${kind.reason}`;
    await expectNotification('Error', message);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  },
  expectKept: () => {
    expect(button('Sign In')).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('client@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
    expect(screen.getByLabelText('Sign in as')).toHaveDisplayValue('Client (Looking for Legal Help)');
  },
  retry: async ({ userEvent }) => {
    await userEvent.click(button('Sign In'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeInTheDocument();
  },
};
