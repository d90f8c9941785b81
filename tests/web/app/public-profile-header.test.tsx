// A lawyer's public profile opened by a signed-in person keeps the dashboards' header: the bell
// and the account links, not the public header's Login and Get Started
// (docs/decisions/0119-smaller-things.md).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '../msw/fixtures';
import { renderWithProviders } from '../render';
import { LAWYER_ID, publicLawyer, serveProfile } from '../cases/public-profile/public-profile-helpers';

const route = `/lawyers/${LAWYER_ID}`;
const heading = () => screen.findByRole('heading', { level: 1, name: 'Sarah Mitchell' });
const bell = () => screen.findByRole('button', { name: /^Notifications/ });

describe('the header of a public profile', () => {
  it.each(['client', 'lawyer'] as const)(
    'signed in as a %s: the bell and the account links',
    async (role) => {
      serveProfile(publicLawyer());
      const user = sessionUser(role);
      renderWithProviders({ route, user });
      await heading();

      expect(await bell()).toBeInTheDocument();
      const account = screen.getByRole('navigation', { name: 'Account' });
      expect(account).toHaveTextContent(user.name);
      expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    },
  );

  it('signed out: the public header, with no bell', async () => {
    serveProfile(publicLawyer());
    renderWithProviders({ route });
    await heading();

    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});
