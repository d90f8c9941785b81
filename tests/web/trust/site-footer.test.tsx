// The footer with the trust pages, on the public pages and on the signed-in layout
// (docs/decisions/0100-trust-pages.md).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '../msw/fixtures';
import { renderWithProviders } from '../render';
import { backendWithoutExtensions } from '../support';

const LINKS = [
  ['Privacy', '/privacy'],
  ['Terms', '/terms'],
  ['Complaints', '/complaints'],
  ['Contact', '/contact'],
  ['Review policy', '/review-policy'],
  ['How we rank', '/how-we-rank'],
] as const;

async function footerLinks() {
  const footer = within(await screen.findByRole('navigation', { name: 'Footer' }));
  return footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the site footer', () => {
  it.each([
    ['/', 'Connect with Verified Legal Experts'],
    ['/login', 'Welcome Back'],
    ['/register', 'Create Account'],
    ['/role-select', 'Who are you?'],
    ['/privacy', 'Privacy notice'],
    ['/no-such-page', 'Oops! Page not found'],
  ])('on %s links the six trust pages and keeps the site line', async (route, heading) => {
    renderWithProviders({ route });
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(await footerLinks()).toEqual(LINKS);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} LawMatch. Legal help across the United Kingdom.`,
    );
  });

  it.each([
    ['client', '/client-dashboard'],
    ['admin', '/admin-dashboard'],
  ] as const)(
    'is on the signed-in layout too (%s), and leads to a trust page with the account links',
    async (role, route) => {
      backendWithoutExtensions();
      const user = sessionUser(role);
      const { userEvent, router } = renderWithProviders({ route, user });
      await screen.findByRole('heading', { level: 1 });
      expect(await footerLinks()).toEqual(LINKS);

      await userEvent.click(
        within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'Terms' }),
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/terms');
      // the trust pages are public, and a signed-in visitor keeps the way back to their dashboard
      expect(
        within(await screen.findByRole('navigation', { name: 'Account' })).getByText(user.name),
      ).toBeInTheDocument();
    },
  );

  it('shows the sign-in links on a trust page to a visitor who is signed out', async () => {
    renderWithProviders({ route: '/contact' });
    const main = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/role-select');
  });
});
