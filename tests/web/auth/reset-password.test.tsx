// /reset-password?token=… (docs/decisions/0113-accounts-people-can-manage.md): the new password
// twice, by the contract's rules; done, sign-in says the password was changed; a used or expired
// link says so and leads to a new one; a refusal keeps what was typed.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { recordRequests } from '../support';
import {
  GOOD_LINK,
  LINK_USED,
  settingsHandlers,
  settingsUrls,
  TOO_COMMON,
} from '../account/account-settings-handlers';
import { expectNoAxeViolations } from '../account/no-axe-violations';

const NEW_PASSWORD = 'Brass-Lantern-7';

beforeEach(() => server.use(...settingsHandlers()));

async function openReset(token: string | null = GOOD_LINK) {
  const page = renderWithProviders({
    route: token === null ? '/reset-password' : `/reset-password?token=${token}`,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  return page;
}

async function choose(
  user: ReturnType<typeof renderWithProviders>['userEvent'],
  password: string,
  again = password,
) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), again);
  await user.click(screen.getByRole('button', { name: 'Set the new password' }));
}

describe('choosing a new password from the link', () => {
  it('sets it and sends the person to sign in, which says the password was changed', async () => {
    const requests = recordRequests();
    const { userEvent, router } = await openReset();
    await waitFor(() => expect(document.title).toBe('Choose a new password — LawMatch'));
    await expectNoAxeViolations();
    await choose(userEvent, NEW_PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(
      screen.getByText('Your password has been changed. Sign in with your new password.'),
    ).toHaveAttribute('role', 'status');
    expect(await requests.bodies()).toEqual([
      { method: 'POST', url: settingsUrls.reset, body: { token: GOOD_LINK, password: NEW_PASSWORD } },
    ]);
  });

  it.each([
    ['a mismatch', NEW_PASSWORD, 'Brass-Lantern-8', 'Confirm new password', 'Passwords do not match'],
    ['a short password', 'abc', 'abc', 'New password', 'Password must be at least 6 characters'],
  ])('refuses %s before sending, beside the field', async (_, password, again, label, message) => {
    const requests = recordRequests();
    const { userEvent } = await openReset();
    await choose(userEvent, password, again);
    expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(requests.sent).toHaveLength(0);
  });

  it("puts the server's refusal of the password by the field, keeping both fields", async () => {
    const { userEvent, router } = await openReset();
    await choose(userEvent, 'password1');
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(TOO_COMMON)));
    expect(field).toHaveValue('password1');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('password1');
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('says an expired or used link cannot be used, and leads to a new one', async () => {
    const { userEvent, router } = await openReset('spent-link');
    await choose(userEvent, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_USED);
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('says a link without its token is not complete', async () => {
    await openReset(null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is not complete: open it again from the e-mail.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
