// The links of the account e-mails (docs/decisions/0113-accounts-people-can-manage.md):
// /verify-email?token=… and /confirm-email-change?token=… are followed on arrival, once, and say
// whether they worked and why not.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionUser } from '../msw/fixtures';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { recordRequests } from '../support';
import { GOOD_LINK, LINK_USED, settingsHandlers, settingsUrls } from '../account/account-settings-handlers';
import { expectNoAxeViolations } from '../account/no-axe-violations';

beforeEach(() => server.use(...settingsHandlers()));

const PAGES = [
  {
    path: '/verify-email',
    url: settingsUrls.verify,
    heading: 'Confirm your e-mail address',
    done: 'Your e-mail address is confirmed. Thank you.',
  },
  {
    path: '/confirm-email-change',
    url: settingsUrls.change,
    heading: 'Confirm your new e-mail address',
    done: 'Your new e-mail address is confirmed: sign in with it from now on.',
  },
] as const;

describe.each(PAGES)('$path', ({ path, url, heading, done }) => {
  it('confirms on arrival, once, and offers sign-in', async () => {
    const requests = recordRequests();
    renderWithProviders({ route: `${path}?token=${GOOD_LINK}` });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByText(done)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe(`${heading} — LawMatch`));
    expect(await requests.bodies()).toEqual([{ method: 'POST', url, body: { token: GOOD_LINK } }]);
    await expectNoAxeViolations();
  });

  it('says why a used or expired link did not work', async () => {
    renderWithProviders({ route: `${path}?token=spent` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${LINK_USED} Your account page can send a new one.`,
    );
    expect(screen.queryByText(done)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says a fault and tries again on request', async () => {
    let fail = true;
    server.use(http.post(url, () => (fail ? HttpResponse.json({}, { status: 503 }) : undefined)));
    const { userEvent } = renderWithProviders({ route: `${path}?token=${GOOD_LINK}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link could not be checked. The server had a problem (503). Please try again.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(done)).toBeInTheDocument();
  });
});

describe('following a link signed in', () => {
  it('leads to the account page, and reads the account afresh', async () => {
    const requests = recordRequests();
    renderWithProviders({ route: `/confirm-email-change?token=${GOOD_LINK}`, user: sessionUser('client') });
    expect(await screen.findByText(PAGES[1].done)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    await waitFor(() => expect(requests.sent.map((r) => r.url)).toContain(settingsUrls.me));
  });
});
