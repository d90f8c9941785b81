// The verification requests a page at a time (docs/decisions/0110-limits-on-writing.md): 20 with the
// count and Show more; a search is the server's, over the whole list, and starts again from its
// first page; the pending badge counts the list, not the matches.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VerificationRequest } from '@/api/contract';
import { adminUrls, setAdminQueue, verificationFixtures } from '../msw/admin-handlers';
import { recordRequests } from '../support';
import { expectPendingCount, openAdminDashboard, withoutListsByState } from './admin-page';

const [eleanor] = verificationFixtures;

/** 45 pending requests: 'Lawyer 1' to 'Lawyer 45', the Family Law ones every third. */
const MANY: VerificationRequest[] = Array.from({ length: 45 }, (_, i) => ({
  ...eleanor!,
  id: String(1000 + i),
  name: `Lawyer ${i + 1}`,
  email: `lawyer${i + 1}@example.com`,
  specialization: i % 3 === 0 ? 'Family Law' : 'Tax Law',
}));

beforeEach(() => {
  setAdminQueue(MANY);
  withoutListsByState();
});

const shownNames = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search requests' });

describe('the verification requests, a page at a time', () => {
  it('shows 20 of 45 with Show more, the focus on the first request it brought', async () => {
    const { userEvent } = await openAdminDashboard({ waitForList: false });
    await screen.findByRole('article', { name: 'Lawyer 1' });
    expect(shownNames()).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 45 requests')).toBeInTheDocument();
    expectPendingCount(45);

    await userEvent.click(screen.getByRole('button', { name: 'Show more requests' }));
    await waitFor(() => expect(shownNames()).toHaveLength(40));
    expect(screen.getByRole('article', { name: 'Lawyer 21' }).closest('li')).toHaveFocus();
    expect(screen.getByText('Showing 40 of 45 requests')).toBeInTheDocument();
  });

  it('a search asks the server from the first page, and the badge still counts the whole list', async () => {
    const sent = recordRequests();
    const { userEvent } = await openAdminDashboard({ waitForList: false });
    await screen.findByRole('article', { name: 'Lawyer 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more requests' }));
    await waitFor(() => expect(shownNames()).toHaveLength(40));

    await userEvent.type(search(), 'family');
    await waitFor(() => expect(shownNames()).toHaveLength(15));
    expect(shownNames()[0]).toBe('Lawyer 1');
    expect(shownNames()[1]).toBe('Lawyer 4');
    expect(screen.getByText('Showing 15 of 15 requests')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more requests' })).not.toBeInTheDocument();
    expectPendingCount(45);
    // once the admin paused: one call, for the first page of the matches
    const searches = sent.sent.filter((r) => r.url.startsWith(adminUrls.list) && r.url.includes('search='));
    expect(searches.map((r) => r.url)).toEqual([`${adminUrls.pending}&search=family`]);

    await userEvent.clear(search());
    await waitFor(() => expect(shownNames()).toHaveLength(40));
  });
});
