// The account page draws its main control, Download your data, and the button that opens the
// deletion's dialog before the code of its forms has arrived: the name, password and address forms
// come when it does (they wait for `me` too), and the dialog opens once its file is in
// (docs/decisions/0144-the-account-page-draws-before-its-forms.md). Each file is held back here
// until the test lets it through.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../msw/fixtures';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { accountHandlers } from './account-handlers';
import { settingsHandlers } from './account-settings-handlers';

const held = vi.hoisted(() => {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { opened, open, asked: false };
  };
  return { forms: gate(), deletion: gate() };
});

vi.mock('@/features/account/settings-forms', async (importOriginal) => {
  held.forms.asked = true;
  await held.forms.opened;
  return importOriginal();
});
vi.mock('@/features/account/delete-account-dialog', async (importOriginal) => {
  held.deletion.asked = true;
  await held.deletion.opened;
  return importOriginal();
});

beforeEach(() => server.use(...accountHandlers, ...settingsHandlers()));

describe('the account page before its forms arrive', () => {
  it('draws Download your data and Delete your account, asks for the forms, and shows them when they come', async () => {
    renderWithProviders({ route: '/account', user: sessionUser('client') });
    expect(await screen.findByRole('button', { name: 'Download your data' })).toBeEnabled();
    const remove = screen.getByRole('button', { name: 'Delete your account' });
    expect(remove).toHaveAttribute('aria-haspopup', 'dialog');
    await vi.waitFor(() => expect(held.forms.asked && held.deletion.asked).toBe(true));
    // `me` has answered: the forms' place says they are coming
    expect(await screen.findByText('Loading your settings')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your name' })).not.toBeInTheDocument();

    held.forms.open();
    expect(await screen.findByRole('form', { name: 'Your name' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change your e-mail address' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your settings')).not.toBeInTheDocument();
  });

  it('Delete your account says the dialog is opening, opens it when it comes, and gives the focus back', async () => {
    renderWithProviders({ route: '/account', user: sessionUser('client') });
    const remove = await screen.findByRole('button', { name: 'Delete your account' });
    const user = userEvent.setup();
    await user.click(remove);
    expect(screen.getByText('Opening Delete your account')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    held.deletion.open();
    expect(await screen.findByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(remove).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).toHaveFocus();
    expect(remove).toHaveAttribute('aria-expanded', 'false');
  });
});
