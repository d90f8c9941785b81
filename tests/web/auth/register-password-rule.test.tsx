// The register form shows the password rule before submit, leaves common and personal
// passwords to the server (spec §5 keeps the client's checks as they are), and puts the
// server's refusal beside the password field with everything typed kept
// (docs/decisions/0077-weak-passwords-refused-by-the-server.md).
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { urls } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { recordRequests } from '../support';

const HINT = 'At least 6 characters. Avoid common passwords and your name or e-mail.';
const PERSON = { name: 'Hannah Price', email: 'hannah.price@example.com' };

async function fillAndSubmit(password: string) {
  const page = renderWithProviders({ route: '/register?role=lawyer' });
  await screen.findByRole('heading', { name: 'Create Account' });
  const user = page.userEvent;
  await user.type(screen.getByLabelText('Full name'), PERSON.name);
  await user.type(screen.getByLabelText('Email'), PERSON.email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return page;
}

describe('the password rule on the register form', () => {
  it('is told under the password field before anything is sent', async () => {
    renderWithProviders({ route: '/register' });
    await screen.findByRole('heading', { name: 'Create Account' });
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(HINT);
    expect(screen.getByText(HINT)).toBeVisible();
  });

  it.each([
    ['This password is too common.', 'Liverpool1'],
    ['This password is too similar to your name or e-mail address.', 'HannahPrice1990'],
  ])('shows the server\'s "%s" beside the field and keeps what was typed', async (message, password) => {
    server.use(http.post(urls.register, () => HttpResponse.json({ password: [message] }, { status: 400 })));
    const sent = recordRequests();
    await fillAndSubmit(password);

    const field = screen.getByLabelText('Password');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`${HINT} ${message}`);
    // the browser sent it: the server decides, not the form
    expect(sent.to(urls.register)).toHaveLength(1);
    expect(screen.getByLabelText('Full name')).toHaveValue(PERSON.name);
    expect(screen.getByLabelText('Email')).toHaveValue(PERSON.email);
    expect(field).toHaveValue(password);
    expect(screen.getByLabelText('Confirm password')).toHaveValue(password);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('adds no check of its own: a password the server takes is sent and the account made', async () => {
    const sent = recordRequests();
    await fillAndSubmit('P@ssw0rd');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeInTheDocument();
    expect(sent.to(urls.register)).toHaveLength(1);
  });
});
