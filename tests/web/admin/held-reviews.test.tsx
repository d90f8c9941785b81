// Reviews held for a check before they count (docs/decisions/0111-held-reviews.md): the admin's
// desk lists them beside the open and decided reports, with the count and why each is held in
// words; Publish (asked first) or Hide.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../msw/server';
import { keptReports, NOT_HELD, resetReviewReports, reviewReportUrls } from '../msw/review-handlers';
import { expectNotification, findNotifications, recordRequests } from '../support';
import { freshQueueForEachTest, openAdminDashboard } from './admin-page';

freshQueueForEachTest();
beforeEach(() => resetReviewReports());

const section = () => within(screen.getByRole('region', { name: 'Reported reviews' }));
const heldItem = () => {
  const article = section().getByRole('article', { name: 'Review by Sam' });
  return within(article.closest('li')!);
};

async function openHeld() {
  const utils = await openAdminDashboard({ waitForList: false });
  await utils.userEvent.click(await section().findByRole('button', { name: 'Show reported reviews' }));
  await section().findByRole('list', { name: 'Open reports' });
  await utils.userEvent.click(section().getByRole('tab', { name: 'Held' }));
  await section().findByRole('list', { name: 'Held reviews' });
  return utils;
}

describe('held reviews on the desk', () => {
  it('are counted beside the open reports, and each says why it is held, in words', async () => {
    await openHeld();
    expect(section().getByText('2 open')).toBeInTheDocument();
    expect(section().getByText('1 held')).toBeInTheDocument();
    expect(section().getByRole('tab', { name: 'Held' })).toHaveAttribute('aria-selected', 'true');
    const item = heldItem();
    expect(item.getByRole('heading', { level: 3 })).toHaveTextContent('Review of Vera Verified');
    expect(item.getByText('Outstanding: the best lawyer in the country.')).toBeInTheDocument();
    const why = item.getByRole('list', { name: 'Why the review of vera verified is held' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Booked less than 24 hours before the consultation',
      'Client account less than 24 hours old when booking',
    ]);
    expect(item.getByRole('button', { name: 'Publish review' })).toBeEnabled();
    expect(item.getByRole('button', { name: 'Hide review' })).toBeEnabled();
    expect(item.queryByRole('button', { name: 'Keep review' })).not.toBeInTheDocument();
    // the held one is on no other list
    expect(section().getByText('Showing 1 of 1 review')).toBeInTheDocument();
  });

  it('Publish asks first, then publishes it: it leaves the list and shows under Decided', async () => {
    const sent = recordRequests();
    const { userEvent } = await openHeld();
    await userEvent.click(heldItem().getByRole('button', { name: 'Publish review' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: "Publish Sam's review of Vera Verified?" }),
    );
    expect(dialog.getByText(/counts in their rating from now on/)).toBeInTheDocument();
    // the way out first
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Publish review' }));

    await expectNotification(
      'Review published',
      "Sam's review of Vera Verified now appears on their profile.",
    );
    expect(sent.to(reviewReportUrls.publish('704')).map((r) => r.method)).toEqual(['POST']);
    expect(keptReports().find((r) => r.review.id === '704')?.held).toEqual([]);
    await waitFor(() =>
      expect(section().queryByRole('article', { name: 'Review by Sam' })).not.toBeInTheDocument(),
    );
    expect(section().getByText('No reviews are held.', { exact: false })).toBeInTheDocument();
    expect(section().getByText('0 held')).toBeInTheDocument();
    // the focus is on the list's panel, not lost
    await waitFor(() => expect(section().getByRole('tabpanel')).toHaveFocus());

    await userEvent.click(section().getByRole('tab', { name: 'Decided' }));
    await section().findByRole('list', { name: 'Decided reports' });
    expect(heldItem().getByText('Published')).toBeInTheDocument();
  });

  it('a Publish refused (409: held no longer) says the server’s reason', async () => {
    server.use(
      http.post(reviewReportUrls.publish('704'), () =>
        HttpResponse.json({ detail: NOT_HELD }, { status: 409 }),
      ),
    );
    const { userEvent } = await openHeld();
    await userEvent.click(heldItem().getByRole('button', { name: 'Publish review' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Publish review' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(`The review was not published: ${NOT_HELD}`);
    // told outside the dialog too, which leaves with the review once the lists have loaded again
    expect(await (await findNotifications()).findByText(NOT_HELD)).toBeInTheDocument();
  });

  it('Hide review hides a held one with the reason: it shows under Decided as hidden', async () => {
    const { userEvent } = await openHeld();
    await userEvent.click(heldItem().getByRole('button', { name: 'Hide review' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Hide Sam's review of Vera Verified?" }));
    await userEvent.type(
      dialog.getByLabelText('Why are you hiding it?'),
      'Booked by the lawyer’s own account.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    await expectNotification('Review hidden', "Sam's review of Vera Verified is hidden.");
    await waitFor(() =>
      expect(section().queryByRole('article', { name: 'Review by Sam' })).not.toBeInTheDocument(),
    );
    await userEvent.click(section().getByRole('tab', { name: 'Decided' }));
    await section().findByRole('list', { name: 'Decided reports' });
    expect(heldItem().getByText(/Reason: Booked by the lawyer’s own account\./)).toBeInTheDocument();
  });
});
