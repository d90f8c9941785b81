// What a new user meets first: one notification at a time, each for its own page; a title per
// page, said on navigation; the header that knows who is signed in; a new account's welcome.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { backendWithoutExtensions, findNotifications } from '../support';
import { sessionUser } from '../msw/fixtures';
import { renderWithProviders } from '../render';

type UserEvents = ReturnType<typeof renderWithProviders>['userEvent'];

beforeAll(() => {
  // jsdom lacks pointer capture, which Radix Toast's swipe handling calls on a click
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

/** The texts of the notifications on screen. */
async function notificationTexts() {
  return (await findNotifications()).queryAllByRole('listitem').map((item) => item.textContent);
}

async function fillRegistration(user: UserEvents, confirm: string) {
  await user.type(screen.getByLabelText('Full name'), 'Sarah Newcombe');
  await user.type(screen.getByLabelText('Email'), 'sarah@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('notifications', () => {
  it('show one at a time: the newest replaces the older', async () => {
    const { userEvent } = renderWithProviders({ route: '/register?role=client' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Account' }));
    await waitFor(async () => expect(await notificationTexts()).toEqual(['ErrorPlease fill in all fields']));

    await fillRegistration(userEvent, 'something-else');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(async () => expect(await notificationTexts()).toEqual(['ErrorPasswords do not match']));
  });

  it("belong to their page: another page starts clean, but the action's own notification comes along", async () => {
    const { userEvent, router } = renderWithProviders({ route: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(async () => expect(await notificationTexts()).toEqual(['ErrorPlease fill in all fields']));

    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(await notificationTexts()).toEqual([]);

    await fillRegistration(userEvent, 'secret-pass');
    await userEvent.selectOptions(screen.getByLabelText('I am a'), 'Client');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client-dashboard');
    expect(await notificationTexts()).toEqual(['SuccessAccount created successfully!']);
  });

  it.each([
    ['client', '/admin-dashboard', 'administrators', 'a client'],
    ['lawyer', '/client-dashboard', 'clients', 'a lawyer'],
    ['admin', '/lawyer-profile', 'lawyers', 'an administrator'],
  ] as const)('tell a %s sent home from %s why', async (role, route, owners, signedInAs) => {
    backendWithoutExtensions();
    const { router } = renderWithProviders({ route, user: sessionUser(role) });
    const region = await findNotifications();
    expect(await region.findByText(`That page is for ${owners}`)).toBeInTheDocument();
    expect(region.getByRole('listitem')).toHaveTextContent(
      `You are signed in as ${signedInAs}, so you have been brought to the home page.`,
    );
    // the home page loads on demand: the move ends once it has
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('page titles', () => {
  it.each([
    ['/', undefined, 'LawMatch — Connect with Verified Legal Experts'],
    ['/login', undefined, 'Sign in — LawMatch'],
    ['/register', undefined, 'Create an account — LawMatch'],
    ['/role-select', undefined, 'Get started — LawMatch'],
    ['/client-dashboard', 'client', 'Client dashboard — LawMatch'],
    ['/lawyer-dashboard', 'lawyer', 'Lawyer dashboard — LawMatch'],
    ['/lawyer-profile', 'lawyer', 'Profile and verification — LawMatch'],
    ['/admin-dashboard', 'admin', 'Admin dashboard — LawMatch'],
    ['/no/such/page', undefined, 'Page not found — LawMatch'],
  ] as const)('%s is titled', async (route, role, title) => {
    backendWithoutExtensions();
    renderWithProviders({ route, ...(role ? { user: sessionUser(role) } : {}) });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('are said after a move to another page, not on the first', async () => {
    const { userEvent } = renderWithProviders({ route: '/' });
    const announcer = () =>
      screen.getAllByRole('status').find((s) => s.getAttribute('aria-live') === 'polite');
    await screen.findByRole('heading', { level: 1 });
    expect(announcer()).toHaveTextContent('');
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(announcer()).toHaveTextContent('Sign in — LawMatch');
  });
});

describe('the header, signed in', () => {
  it('shows the name, the way to the dashboard and Logout on the landing page; Logout signs out there', async () => {
    const user = sessionUser('lawyer');
    const { userEvent } = renderWithProviders({ route: '/', user });
    const account = within(await screen.findByRole('navigation', { name: 'Account' }));
    expect(account.getByText(user.name)).toBeInTheDocument();
    expect(account.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/lawyer-dashboard');
    expect(account.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/lawyer-profile');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();

    await userEvent.click(account.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('lands on the home page after Logout from a dashboard, not on the sign-in page', async () => {
    backendWithoutExtensions();
    const { userEvent, router } = renderWithProviders({
      route: '/client-dashboard',
      user: sessionUser('client'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the welcome', () => {
  it('greets a new account as new, and a returning person as returning', async () => {
    const { userEvent } = renderWithProviders({ route: '/register?role=client' });
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    await fillRegistration(userEvent, 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Welcome, Sarah. Tell us about your legal issue.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Login' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'client@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.selectOptions(screen.getByLabelText('Sign in as'), 'client');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Welcome back, Chloe. Tell us about your legal issue.'),
    ).toBeInTheDocument();
  });
});
