// What the admin page tests share: opening the dashboard signed in as the admin, finding
// one request's card, and reading a notification's style.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetAdminQueue } from '../msw/admin-handlers';
import { sessionUser } from '../msw/fixtures';
import { renderWithProviders } from '../render';
import { findNotification } from '../support';

/** Every admin test starts from the same three pending requests. */
export function freshQueueForEachTest() {
  beforeEach(() => resetAdminQueue());
}

export async function openAdminDashboard({ waitForList = true } = {}) {
  const utils = renderWithProviders({ route: '/admin-dashboard', user: sessionUser('admin') });
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
  if (waitForList) await screen.findByRole('article', { name: 'Eleanor Whitaker' });
  return utils;
}

/** One request's card, to look inside. */
export function card(name: string) {
  return within(screen.getByRole('article', { name }));
}

export function expectPendingCount(count: number) {
  const heading = screen.getByRole('heading', { name: 'Lawyer Verification Requests' });
  expect(heading.parentElement).toHaveTextContent(`${count} pending`);
}

/** Expects a red (destructive) notification with this title and description. */
export async function expectErrorNotification(title: string, description: string) {
  const toast = await findNotification(description);
  expect(toast.getByText(title)).toBeInTheDocument();
  expect(toast.getByText(title).closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
}

/** jsdom has no object URLs: hand out recognisable ones and remember what was revoked. */
export function stubObjectUrls() {
  const made: string[] = [];
  const revoked: string[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    made.length = 0;
    revoked.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:lawmatch/${made.length + 1}-${blob.type}`;
      made.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => {
      revoked.push(url);
    });
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return { made, revoked };
}
