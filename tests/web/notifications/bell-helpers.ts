// Opening the client's dashboard and the bell's panel as a person does.
import { screen, within } from '@testing-library/react';
import { sessionUser } from '../msw/fixtures';
import { renderWithProviders } from '../render';

type Page = ReturnType<typeof renderWithProviders>;

export async function openClientDashboard(): Promise<Page> {
  const page = renderWithProviders({ route: '/client-dashboard', user: sessionUser('client') });
  await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' });
  return page;
}

/** The bell, once its name is `name` ('Notifications, 2 unread', or 'Notifications'). */
export const bell = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Account' })).findByRole('button', { name });

/** The open panel. */
export const panel = () => screen.findByRole('dialog', { name: 'Notifications' });

/** Presses the bell and waits for its panel's list (or its message). */
export async function openPanel(userEvent: Page['userEvent']) {
  await userEvent.click(
    await within(screen.getByRole('navigation', { name: 'Account' })).findByRole('button', {
      name: /^Notifications/,
    }),
  );
  return within(await panel());
}
