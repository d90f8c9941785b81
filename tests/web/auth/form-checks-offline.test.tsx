// The sign-in forms load their checks (zod) when first used (lazyCheck in src/lib/use-checked-form.ts). Should
// that load fail, as it would offline, the person is told, keeps what they typed, and the next
// submit tries again. Its own file: the pages keep the loaded checks for the whole module.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD } from '../msw/fixtures';
import { renderWithProviders } from '../render';
import { backendWithoutExtensions, expectNotification, recordRequests } from '../support';

const OFFLINE = 'Could not reach the server. Check your connection and try again.';

afterEach(() => {
  vi.doUnmock('@/features/auth/auth-schemas');
});

describe.each([
  ['/login', 'Welcome Back', 'Sign In'],
  ['/register', 'Create Account', 'Create Account'],
] as const)('%s when its checks cannot load', (route, heading, submit) => {
  it('says so, keeps the form, and checks it on the next submit', async () => {
    backendWithoutExtensions();
    vi.doMock('@/features/auth/auth-schemas', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const requests = recordRequests();
    const { userEvent } = renderWithProviders({ route });
    await screen.findByRole('heading', { level: 1, name: heading });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: submit }));

    await expectNotification('Error', OFFLINE);
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
    expect(screen.getByRole('button', { name: submit })).toBeEnabled();
    expect(requests.sent).toHaveLength(0);

    vi.doUnmock('@/features/auth/auth-schemas');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address'),
    );
    expect(requests.sent).toHaveLength(0);
  });
});
