// /account: who is signed in, the download of their data and the deletion of the account, for
// every role (docs/decisions/0102-your-data.md).
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '@/api/contract';
import { saveFile } from '@/lib/save-file';
import { readAccessToken } from '@/session/session';
import { PASSWORD, sessionUser } from '../msw/fixtures';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { accountHandlers, accountUrls, answerExport, WRONG_PASSWORD } from './account-handlers';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

beforeEach(() => {
  vi.mocked(saveFile).mockClear();
  server.use(...accountHandlers);
});

async function openAccount(role: UserType = 'client') {
  const page = renderWithProviders({ route: '/account', user: sessionUser(role) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  return page;
}

// the page makes the file with the browser's Blob (jsdom's has no text())
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const dialog = () => screen.getByRole('dialog', { name: 'Delete your account?' });

// the dialog's code loads once the page is drawn: the first opening may wait for it
async function openDeletion(userEvent: UserEvent) {
  await userEvent.click(screen.getByRole('button', { name: 'Delete your account' }));
  await screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('the account page', () => {
  it.each(['client', 'lawyer', 'admin'] as const)(
    "is in the %s's header and shows the name and e-mail",
    async (role) => {
      const user = sessionUser(role);
      const { userEvent, router } = renderWithProviders({
        route: role === 'admin' ? '/admin-dashboard' : `/${role}-dashboard`,
        user,
      });
      const nav = await screen.findByRole('navigation', { name: 'Account' });
      await userEvent.click(within(nav).getByRole('link', { name: 'Your account' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/account');
      await waitFor(() => expect(document.title).toBe('Your account — LawMatch'));
      expect(screen.getByText(user.email)).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByText(user.name)).toBeInTheDocument();
    },
  );
});

describe('Download your data', () => {
  it('saves the JSON file, with a pending state while it is prepared', async () => {
    server.use(
      http.get(accountUrls.exportData, async (info) => {
        await delay(150);
        return answerExport()(info);
      }),
    );
    const { userEvent } = await openAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    expect(await screen.findByRole('button', { name: 'Preparing your download…' })).toBeDisabled();

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [file, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('lawmatch-data-2030-01-14.json');
    expect(file.type).toBe('application/json');
    expect(JSON.parse(await textOf(file))).toMatchObject({
      format: 'lawmatch-export/2',
      account: { email: 'client@example.com' },
    });
    expect(await screen.findByRole('button', { name: 'Download your data' })).toBeEnabled();
  });

  it('says when the download failed, and it can be tried again', async () => {
    server.use(
      http.get(accountUrls.exportData, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { userEvent } = await openAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Your data could not be downloaded\. The server had a problem \(500\)/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
  });

  it('on a backend without the download, sends the person to the contact page', async () => {
    server.use(
      http.get(accountUrls.exportData, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    const { userEvent, router } = await openAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Downloading your data is not available online on this server.');
    await userEvent.click(within(alert).getByRole('link', { name: 'contact page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
  });
});

describe('Delete your account', () => {
  it('says what goes and what stays, and keeps the dialog with the message for a wrong password', async () => {
    const { userEvent } = await openAccount();
    await openDeletion(userEvent);
    expect(within(dialog()).getByText(/you can no longer sign in/)).toBeInTheDocument();
    expect(
      within(dialog()).getByText(/Reviews you wrote stay, shown as from a former client/),
    ).toBeInTheDocument();
    const password = within(dialog()).getByLabelText('Your password');
    await userEvent.type(password, 'not-the-password');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog()).findByText(WRONG_PASSWORD)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('not-the-password');
    expect(password).toHaveFocus();
    expect(readAccessToken()).not.toBeNull();
  });

  it('asks for the password before calling', async () => {
    const { userEvent } = await openAccount();
    await openDeletion(userEvent);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog()).findByText('Enter your password.')).toBeInTheDocument();
  });

  it('deletes, signs out, goes home and says so', async () => {
    const { userEvent, router } = await openAccount();
    await openDeletion(userEvent);
    await userEvent.type(within(dialog()).getByLabelText('Your password'), PASSWORD);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('on a backend without deletion, says so in the dialog and links the contact page', async () => {
    server.use(
      http.post(accountUrls.remove, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    const { userEvent } = await openAccount();
    await openDeletion(userEvent);
    await userEvent.type(within(dialog()).getByLabelText('Your password'), PASSWORD);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete my account' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Deleting your account is not available online on this server.');
    expect(within(alert).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(readAccessToken()).not.toBeNull();
  });

  it('works by keyboard alone', async () => {
    const { userEvent, router } = await openAccount();
    const open = screen.getByRole('button', { name: 'Delete your account' });
    while (document.activeElement !== open) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const password = await within(dialog()).findByLabelText('Your password');
    while (document.activeElement !== password) await userEvent.tab();
    await userEvent.keyboard(`${PASSWORD}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readAccessToken()).toBeNull();
  });

  it('closes with Escape and keeps the account', async () => {
    const { userEvent } = await openAccount();
    await openDeletion(userEvent);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete your account' })).toHaveFocus();
  });
});
