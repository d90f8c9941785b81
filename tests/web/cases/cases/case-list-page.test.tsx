// /cases: the client's cases, newest first (docs/decisions/0094-the-clients-cases-screens.md).
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { caseResponse, storedCase } from '../../msw/case-fixtures';
import { caseUrls, resetCases } from '../../msw/case-handlers';
import { server } from '../../msw/server';
import { backendKeepsNoCases, openClientPage } from '../case-helpers';

beforeEach(() => resetCases());

async function openList() {
  const page = openClientPage('/cases');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your cases' })).toBeInTheDocument();
  return page;
}

const items = () =>
  within(screen.getByRole('list', { name: 'Your cases, newest first' })).getAllByRole('listitem');

describe('the list of your cases', () => {
  it('shows each case newest first: title linking to it, area, status, date and responses', async () => {
    resetCases([
      storedCase({
        id: 1,
        title: 'Oldest',
        createdAt: '2026-09-14T08:00:00Z',
        status: 'closed',
        closedAt: '2026-10-01T08:00:00Z',
      }),
      storedCase({
        id: 3,
        title: 'Newest',
        category: 'Family Law',
        createdAt: '2026-11-03T12:00:00Z',
        responses: [caseResponse({ id: 1, caseId: 3 }), caseResponse({ id: 2, caseId: 3 })],
      }),
      storedCase({
        id: 2,
        title: 'Middle',
        createdAt: '2026-10-20T12:00:00Z',
        responses: [caseResponse({ caseId: 2 })],
      }),
    ]);
    const { userEvent, router } = await openList();

    await screen.findByRole('list', { name: 'Your cases, newest first' });
    const rows = items();
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Newest',
      'Middle',
      'Oldest',
    ]);
    const [newest, middle, oldest] = rows.map((row) => within(row));
    expect(newest?.getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/cases/3');
    expect(newest?.getByText('Family Law')).toBeInTheDocument();
    expect(newest?.getByText('Open')).toBeInTheDocument();
    expect(newest?.getByText('Posted 3 November 2026')).toBeInTheDocument();
    expect(newest?.getByText('2 responses')).toBeInTheDocument();
    expect(middle?.getByText('1 response')).toBeInTheDocument();
    expect(oldest?.getByText('Closed')).toBeInTheDocument();
    expect(oldest?.getByText('No responses yet')).toBeInTheDocument();
    expect(oldest?.getByText('Property Law')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Middle' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Middle' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cases/2');
  });

  it('has a way back to the dashboard', async () => {
    const { userEvent, router } = await openList();
    await userEvent.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client-dashboard');
  });

  it('with no cases yet, says so and leads to the dashboard to post one', async () => {
    resetCases([]);
    await openList();
    expect(await screen.findByText('You have not posted a case yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a case from your dashboard' })).toHaveAttribute(
      'href',
      '/client-dashboard',
    );
  });

  it('says when the list cannot be loaded, and Retry loads it', async () => {
    server.use(http.get(caseUrls.list, () => HttpResponse.error()));
    const { userEvent } = await openList();

    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Your cases could not be loaded. Could not reach the server. Check your connection and try again.',
    );
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Unfair dismissal from my job' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('where the backend keeps no cases (404), says so and leads back to the dashboard', async () => {
    backendKeepsNoCases();
    await openList();
    expect(
      await screen.findByText('This service does not keep your cases, so there is no list to show.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/client-dashboard',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
