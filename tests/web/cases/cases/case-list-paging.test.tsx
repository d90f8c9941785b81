// /cases a page at a time (docs/decisions/0110-limits-on-writing.md): the first 20 with the count,
// and Show more, by keyboard too, with the focus on the first case it brought.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { appQueryDefaults } from '@/app/query-client';
import { storedCase } from '../../msw/case-fixtures';
import { caseUrls, resetCases } from '../../msw/case-handlers';
import { server } from '../../msw/server';
import { recordRequests } from '../../support';
import { openClientPage } from '../case-helpers';

/** `n` cases, newest first: 'Case 1' is the newest. */
const manyCases = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    storedCase({
      id: i + 1,
      title: `Case ${i + 1}`,
      createdAt: new Date(Date.UTC(2026, 10, 20) - i * 3_600_000).toISOString(),
    }),
  );

beforeEach(() => resetCases(manyCases(48)));

const list = () => within(screen.getByRole('list', { name: 'Your cases, newest first' }));
const titles = () =>
  list()
    .getAllByRole('heading')
    .map((h) => h.textContent);
const showMore = () => screen.getByRole('button', { name: 'Show more cases' });

// the cache keeps answers as the app's does: the list's first page is asked for once
async function openList() {
  const page = openClientPage('/cases', appQueryDefaults);
  await screen.findByRole('list', { name: 'Your cases, newest first' });
  return page;
}

describe('your cases, a page at a time', () => {
  it('shows the first 20 with the count, and Show more loads the next, the focus on the first new one', async () => {
    const sent = recordRequests();
    const { userEvent } = await openList();
    expect(titles()).toHaveLength(20);
    expect(titles()[0]).toBe('Case 1');
    expect(screen.getByText('Showing 20 of 48 cases')).toBeInTheDocument();

    // by keyboard: the button is a real one
    showMore().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toHaveLength(40));
    expect(list().getAllByRole('listitem')[20]).toHaveFocus();
    expect(titles()[20]).toBe('Case 21');
    expect(screen.getByText('Showing 40 of 48 cases')).toBeInTheDocument();

    await userEvent.click(showMore());
    await waitFor(() => expect(titles()).toHaveLength(48));
    expect(list().getAllByRole('listitem')[40]).toHaveFocus();
    expect(screen.getByText('Showing 48 of 48 cases')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more cases' })).not.toBeInTheDocument();
    expect(sent.sent.filter((r) => r.url.startsWith(caseUrls.list)).map((r) => r.url)).toEqual([
      caseUrls.list,
      `${caseUrls.list}?page=2`,
      `${caseUrls.list}?page=3`,
    ]);
  });

  it('a page that cannot be loaded is told under the list; the cases stay and Show more tries again', async () => {
    let failing = true;
    server.use(
      http.get(caseUrls.list, ({ request }) =>
        failing && new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })
          : undefined,
      ),
    );
    const { userEvent } = await openList();
    await userEvent.click(showMore());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More cases could not be loaded. The server had a problem (500). Please try again.',
    );
    expect(titles()).toHaveLength(20);
    expect(showMore()).toHaveFocus();

    failing = false;
    await userEvent.click(showMore());
    await waitFor(() => expect(titles()).toHaveLength(40));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(list().getAllByRole('listitem')[20]).toHaveFocus();
  });

  it('a list of one page shows its count and no Show more', async () => {
    resetCases(manyCases(3));
    await openList();
    expect(screen.getByText('Showing 3 of 3 cases')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();
  });
});
