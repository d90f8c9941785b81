// What the admin page tests share: opening the dashboard signed in as the admin, finding
// one request's card, and reading a notification's style.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect } from 'vitest';
import { adminUrls, resetAdminQueue } from '../msw/admin-handlers';
import { sessionUser } from '../msw/fixtures';
import { renderWithProviders } from '../render';
import { server } from '../msw/server';
import { findNotification } from '../support';

/** A backend without the lists by state: `counts/` and `history/` answer 404, so the page
 * shows the one pending list (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md).
 * The shared queue (tests/web/msw/admin-handlers.ts) has neither; `withDeskBackend()`
 * (desk-backend.ts) answers both. */
export function withoutListsByState() {
  const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  server.use(
    http.get(`${adminUrls.list}counts/`, notFound),
    http.get(`${adminUrls.list}:id/history/`, notFound),
  );
}

/** Every admin test starts from the same three pending requests, on a backend without the
 * lists by state. */
export function freshQueueForEachTest() {
  beforeEach(() => {
    resetAdminQueue();
    withoutListsByState();
  });
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
