// The admin dashboard's calls that read: the verification queue and a document in View
// Documents.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { openAdminDashboard } from '../admin/admin-page';
import { adminUrls } from '../msw/admin-handlers';
import { button, refusedToken, type Call } from './call';

export const adminList: Call = {
  name: 'admin: the verification queue',
  method: 'get',
  url: adminUrls.list,
  authed: true,
  endsSession: refusedToken,
  run: async (beforeCall) => {
    beforeCall();
    return openAdminDashboard({ waitForList: false });
  },
  expectTold: async ({ reason }) => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the verification requests.');
    expect(alert).toHaveTextContent(reason);
  },
  expectKept: () => {
    expect(button('Retry')).toBeEnabled();
  },
  retry: async ({ userEvent }) => {
    await userEvent.click(button('Retry'));
    expect(await screen.findByRole('article', { name: 'Eleanor Whitaker' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The Government ID entry of Eleanor Whitaker's documents dialog. */
function governmentId() {
  const dialog = screen.getByRole('dialog', { name: 'Documents of Eleanor Whitaker' });
  const item = within(dialog).getByRole('heading', { name: 'Government ID' }).closest('li');
  if (!item) throw new Error('no Government ID entry');
  return within(item);
}

export const documentDownload: Call = {
  name: 'admin: a document in View Documents',
  method: 'get',
  url: adminUrls.document('501', 'government_id'),
  authed: true,
  endsSession: refusedToken,
  run: async (beforeCall) => {
    const page = await openAdminDashboard();
    beforeCall();
    await page.userEvent.click(button('View Documents of Eleanor Whitaker'));
    return page;
  },
  expectTold: async ({ reason }) => {
    await screen.findByRole('dialog', { name: 'Documents of Eleanor Whitaker' });
    expect(await governmentId().findByRole('alert')).toHaveTextContent(reason);
  },
  expectKept: () => {
    expect(governmentId().getByRole('button', { name: 'Retry loading Government ID' })).toBeEnabled();
  },
  retry: async ({ userEvent }) => {
    await userEvent.click(governmentId().getByRole('button', { name: 'Retry loading Government ID' }));
    expect(
      await governmentId().findByRole('img', { name: 'Government ID of Eleanor Whitaker' }),
    ).toBeInTheDocument();
  },
};
