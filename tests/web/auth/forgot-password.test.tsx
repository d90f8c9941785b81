// /forgot-password (docs/decisions/0113-accounts-people-can-manage.md): reached from the sign-in
// form; the same words whatever the address; a refusal keeps what was typed.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { recordRequests } from '../support';
import { settingsHandlers, settingsUrls } from '../account/account-settings-handlers';
import { expectNoAxeViolations } from '../account/no-axe-violations';

const SENT =
  'If an account uses that address, we have sent it a link to reset the password. The link works for 60 minutes.';

beforeEach(() => server.use(...settingsHandlers()));

async function openForgot() {
  const page = renderWithProviders({ route: '/forgot-password' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  return page;
}

async function ask(user: ReturnType<typeof renderWithProviders>['userEvent'], email: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
}

describe('forgot password', () => {
  it("is linked from the sign-in form as 'Forgot password?', with its title", async () => {
    const { userEvent, router } = renderWithProviders({ route: '/login' });
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    await waitFor(() => expect(document.title).toBe('Forgot your password — LawMatch'));
    await expectNoAxeViolations();
  });

  it.each(['client@example.com', 'nobody@example.com'])(
    'says the same once sent, whatever the address (%s)',
    async (email) => {
      const requests = recordRequests();
      const { userEvent } = await openForgot();
      await ask(userEvent, email);
      expect(await screen.findByText(SENT)).toHaveAttribute('role', 'status');
      expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
      expect(await requests.bodies()).toEqual([
        { method: 'POST', url: settingsUrls.forgot, body: { email } },
      ]);
      await expectNoAxeViolations();
    },
  );

  it('checks the address before sending, and sends nothing', async () => {
    const requests = recordRequests();
    const { userEvent } = await openForgot();
    await ask(userEvent, 'not-an-address');
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(requests.sent).toHaveLength(0);
  });

  it("shows the limit's reason when asked too often, and keeps the address", async () => {
    server.use(
      http.post(settingsUrls.forgot, () =>
        HttpResponse.json(
          { detail: 'Too many reset e-mails asked for. Try again in 40 minutes.' },
          { status: 429, headers: { 'Retry-After': '2400' } },
        ),
      ),
    );
    const { userEvent } = await openForgot();
    await ask(userEvent, 'client@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link was not sent. Too many reset e-mails asked for. Try again in 40 minutes.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('client@example.com');
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it("puts the server's refusal of the address by the field", async () => {
    server.use(
      http.post(settingsUrls.forgot, () =>
        HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 }),
      ),
    );
    const { userEvent } = await openForgot();
    await ask(userEvent, 'odd@example.com');
    const field = screen.getByLabelText('Email');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter a valid email address.'));
    expect(field).toHaveValue('odd@example.com');
    expect(field).toHaveFocus();
  });

  it('says a backend without the call cannot do it online (404)', async () => {
    server.use(
      http.post(settingsUrls.forgot, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    const { userEvent } = await openForgot();
    await ask(userEvent, 'client@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Resetting a password is not available online on this server. Please write to us through the contact page.',
    );
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });
});
