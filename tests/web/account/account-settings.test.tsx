// The account page's settings (docs/decisions/0113-accounts-people-can-manage.md): the name, the
// password and the address, each keeping what was typed and showing the server's reason by its
// field; the banner of an unconfirmed address; none of it on a backend without the calls.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiUser } from '@/api/contract';
import { PASSWORD, sessionUser } from '../msw/fixtures';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';
import { recordRequests } from '../support';
import { accountHandlers } from './account-handlers';
import { settingsHandlers, settingsUrls, TOO_COMMON, WRONG_PASSWORD } from './account-settings-handlers';
import { expectNoAxeViolations } from './no-axe-violations';

beforeEach(() => server.use(...accountHandlers, ...settingsHandlers()));

async function openAccount(user: ApiUser = sessionUser('client')) {
  const page = renderWithProviders({ route: '/account', user });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your account' }, { timeout: 15_000 }),
  ).toBeInTheDocument();
  return page;
}
const form = (name: string) => within(screen.getByRole('form', { name }));
const sectionOf = async (name: string) => within(await screen.findByRole('form', { name }));

describe('your name', () => {
  it('saves a new name, which the header shows', async () => {
    const { userEvent } = await openAccount();
    const name = (await sectionOf('Your name')).getByLabelText('Full name');
    expect(name).toHaveValue('Chloe Client');
    await userEvent.clear(name);
    await userEvent.type(name, 'Chloe Marsh');
    await userEvent.click(form('Your name').getByRole('button', { name: 'Save name' }));
    expect(await form('Your name').findByText('Your name is now Chloe Marsh.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('navigation', { name: 'Account' })).toHaveTextContent('Chloe Marsh');
    await expectNoAxeViolations();
  });

  it("shows the server's reason by the field and keeps what was typed", async () => {
    server.use(
      http.patch(settingsUrls.me, () =>
        HttpResponse.json({ name: ['This name cannot be used here.'] }, { status: 400 }),
      ),
    );
    const { userEvent } = await openAccount();
    const name = (await sectionOf('Your name')).getByLabelText('Full name');
    await userEvent.type(name, ' Junior');
    await userEvent.click(form('Your name').getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('This name cannot be used here.'));
    expect(name).toHaveValue('Chloe Client Junior');
    expect(name).toHaveFocus();
  });
});

describe('change your password', () => {
  it('changes it and says the other devices were signed out', async () => {
    const requests = recordRequests();
    const { userEvent } = await openAccount();
    const section = await sectionOf('Change your password');
    await userEvent.type(section.getByLabelText('Current password'), PASSWORD);
    await userEvent.type(section.getByLabelText('New password'), 'Brass-Lantern-7');
    await userEvent.click(section.getByRole('button', { name: 'Change password' }));
    expect(
      await section.findByText(
        'Your password is changed. Any other devices that were signed in to your account have been signed out; this one stays signed in.',
      ),
    ).toBeInTheDocument();
    expect(section.getByLabelText('Current password')).toHaveValue('');
    const sent = (await requests.bodies()).filter((r) => r.url === settingsUrls.password);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: settingsUrls.password,
        body: { currentPassword: PASSWORD, newPassword: 'Brass-Lantern-7' },
      },
    ]);
  });

  it.each([
    ['a wrong current password', 'not-it', 'Brass-Lantern-7', 'Current password', WRONG_PASSWORD],
    ['a common new password', PASSWORD, 'password1', 'New password', TOO_COMMON],
  ])('puts the refusal of %s by its field, keeping both', async (_, current, next, label, message) => {
    const { userEvent } = await openAccount();
    const section = await sectionOf('Change your password');
    await userEvent.type(section.getByLabelText('Current password'), current);
    await userEvent.type(section.getByLabelText('New password'), next);
    await userEvent.click(section.getByRole('button', { name: 'Change password' }));
    const field = section.getByLabelText(label);
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(field).toHaveFocus();
    expect(section.getByLabelText('Current password')).toHaveValue(current);
    expect(section.getByLabelText('New password')).toHaveValue(next);
  });
});

describe('change your e-mail address', () => {
  it('says the link went to the new address and the old one stays until it is followed', async () => {
    const { userEvent } = await openAccount();
    const section = await sectionOf('Change your e-mail address');
    await userEvent.type(section.getByLabelText('New e-mail address'), 'chloe@example.org');
    await userEvent.type(section.getByLabelText('Your password'), PASSWORD);
    await userEvent.click(section.getByRole('button', { name: 'Send the link' }));
    expect(
      await section.findByText(
        'We have sent a link to chloe@example.org. Your address stays client@example.com until you follow that link.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps what was typed when the password is wrong, and says so by the field', async () => {
    const { userEvent } = await openAccount();
    const section = await sectionOf('Change your e-mail address');
    await userEvent.type(section.getByLabelText('New e-mail address'), 'chloe@example.org');
    await userEvent.type(section.getByLabelText('Your password'), 'not-it');
    await userEvent.click(section.getByRole('button', { name: 'Send the link' }));
    const password = section.getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(WRONG_PASSWORD));
    expect(password).toHaveValue('not-it');
    expect(section.getByLabelText('New e-mail address')).toHaveValue('chloe@example.org');
  });

  it('says a fault above the form', async () => {
    server.use(http.post(settingsUrls.email, () => HttpResponse.json({}, { status: 500 })));
    const { userEvent } = await openAccount();
    const section = await sectionOf('Change your e-mail address');
    await userEvent.type(section.getByLabelText('New e-mail address'), 'chloe@example.org');
    await userEvent.type(section.getByLabelText('Your password'), PASSWORD);
    await userEvent.click(section.getByRole('button', { name: 'Send the link' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Your address was not changed. The server had a problem (500). Please try again.',
    );
    expect(section.getByLabelText('New e-mail address')).toHaveValue('chloe@example.org');
  });
});

describe('an address not confirmed yet', () => {
  const unconfirmed = () =>
    server.use(
      http.get(settingsUrls.me, () => HttpResponse.json({ ...sessionUser('client'), emailVerified: false })),
    );

  it("shows the banner, and 'Send the link again' sends a new link", async () => {
    unconfirmed();
    const { userEvent } = await openAccount();
    const banner = within(await screen.findByRole('region', { name: 'Confirm your e-mail address' }));
    await userEvent.click(banner.getByRole('button', { name: 'Send the link again' }));
    expect(await banner.findByText('A new link is on its way to client@example.com.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("says the limit's reason when asked too often", async () => {
    unconfirmed();
    server.use(
      http.post(settingsUrls.resend, () =>
        HttpResponse.json(
          { detail: 'Too many e-mails asked for. Try again in 12 minutes.' },
          { status: 429, headers: { 'Retry-After': '720' } },
        ),
      ),
    );
    const { userEvent } = await openAccount();
    const banner = within(await screen.findByRole('region', { name: 'Confirm your e-mail address' }));
    await userEvent.click(banner.getByRole('button', { name: 'Send the link again' }));
    expect(
      await banner.findByText('Too many e-mails asked for. Try again in 12 minutes.'),
    ).toBeInTheDocument();
  });

  it('is not shown for a confirmed address', async () => {
    await openAccount();
    await sectionOf('Your name');
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument();
  });
});

describe('a backend without the account settings', () => {
  it('hides the sections when `me` answers 404, and keeps the rest of the page', async () => {
    server.use(http.get(settingsUrls.me, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    await openAccount();
    expect(await screen.findByRole('heading', { name: 'Download your data' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const name of ['Your name', 'Change your password', 'Change your e-mail address'])
      expect(screen.queryByRole('form', { name })).not.toBeInTheDocument();
  });

  it('says a section whose call answers 404 is not available online', async () => {
    server.use(
      http.post(settingsUrls.password, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    const { userEvent } = await openAccount();
    const section = await sectionOf('Change your password');
    await userEvent.type(section.getByLabelText('Current password'), PASSWORD);
    await userEvent.type(section.getByLabelText('New password'), 'Brass-Lantern-7');
    await userEvent.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Changing your password is not available online on this server.',
    );
  });
});
