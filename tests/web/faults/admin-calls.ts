// The admin dashboard's calls that read: the counts of the lists by state, a list (the New
// one), a request's History and a document in View Documents. The shared MSW backend answers as
// the local API does, with the lists by state (docs/decisions/0086-save-is-not-submit.md).
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { openAdminDashboard } from '../admin/admin-page';
import { adminUrls } from '../msw/admin-handlers';
import { button, refusedToken, type Call } from './call';

/** The counts come first: they tell whether the backend has the lists by state
 * (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md: only a 404 means it has not).
 * Any other failure is told in place of the list, with Retry; no list is asked for meanwhile. */
export const adminCounts: Call = {
  name: 'admin: the counts of the lists by state',
  method: 'get',
  url: adminUrls.counts,
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
    // neither the tabs nor the spec's samples stand in for a list that could not be told
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
  },
  expectKept: () => {
    expect(button('Retry')).toBeEnabled();
  },
  retry: async ({ userEvent }) => {
    await userEvent.click(button('Retry'));
    expect(await screen.findByRole('article', { name: 'Eleanor Whitaker' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The New list (`?queue=new`), once the counts have come. */
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

const historyDialog = () => within(screen.getByRole('dialog', { name: 'History of Eleanor Whitaker' }));

/** A request's History: read-only, in its dialog, which says what failed and offers to retry. */
export const history: Call = {
  name: "admin: a request's history",
  method: 'get',
  url: adminUrls.history('501'),
  authed: true,
  endsSession: refusedToken,
  run: async (beforeCall) => {
    const page = await openAdminDashboard();
    beforeCall();
    await page.userEvent.click(button('History of Eleanor Whitaker'));
    return page;
  },
  expectTold: async ({ reason }) => {
    await screen.findByRole('dialog', { name: 'History of Eleanor Whitaker' });
    const alert = await historyDialog().findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the history.');
    expect(alert).toHaveTextContent(reason);
  },
  expectKept: () => {
    expect(historyDialog().getByRole('button', { name: 'Retry loading the history' })).toBeEnabled();
  },
  retry: async ({ userEvent }) => {
    await userEvent.click(historyDialog().getByRole('button', { name: 'Retry loading the history' }));
    const events = await historyDialog().findByRole('list', { name: 'Events' });
    expect(events).toHaveTextContent('Sent for verification');
    expect(historyDialog().queryByRole('alert')).not.toBeInTheDocument();
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
