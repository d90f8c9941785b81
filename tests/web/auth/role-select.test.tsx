import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../render';

describe('role select page', () => {
  it.each([
    ["I'm a Client", 'client', 'Find the right lawyer for your case'],
    ["I'm a Lawyer", 'lawyer', 'Join LawMatch as a legal professional'],
  ] as const)(
    '"%s" leads to /register?role=%s with the role picker hidden',
    async (choice, role, description) => {
      const { userEvent, router } = renderWithProviders({ route: '/role-select' });
      expect(await screen.findByRole('heading', { name: 'Who are you?' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: new RegExp(choice) }));

      expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/register');
      expect(router.state.location.search).toBe(`?role=${role}`);
      expect(screen.getByText(description)).toBeInTheDocument();
      expect(screen.queryByLabelText('I am a')).not.toBeInTheDocument();
    },
  );
});
