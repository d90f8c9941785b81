// The admin's reported reviews (docs/decisions/0104-admin-live-figures-and-reported-reviews.md):
// each review with whose it is and every report, Hide review (with a reason kept, shown publicly
// nowhere) and Keep review, open and decided, and what a backend without reviews, an empty list
// and a failure say.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../msw/server';
import {
  keptReports,
  resetReviewReports,
  reviewReportsMissing,
  reviewReportUrls,
} from '../msw/review-handlers';
import { expectNotification, recordRequests } from '../support';
import { freshQueueForEachTest, openAdminDashboard } from './admin-page';

freshQueueForEachTest();
beforeEach(() => resetReviewReports());

const section = () => within(screen.getByRole('region', { name: 'Reported reviews' }));
const item = (lawyer: string, author: string) => {
  const article = section().getByRole('article', { name: `Review by ${author}` });
  const li = article.closest('li');
  if (!li) throw new Error('no list item');
  expect(within(li).getByRole('heading', { level: 3 })).toHaveTextContent(`Review of ${lawyer}`);
  return within(li);
};
async function openReports() {
  const utils = await openAdminDashboard({ waitForList: false });
  await utils.userEvent.click(await section().findByRole('button', { name: 'Show reported reviews' }));
  await section().findByRole('list', { name: 'Open reports' });
  return utils;
}

describe('reported reviews', () => {
  it('lists the open ones: the review, whose it is, every report with its reason and date', async () => {
    await openReports();
    expect(section().getByText('2 open')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Collapse reported reviews' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(section().getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    const gareth = item('Vera Verified', 'Gareth');
    expect(gareth.getByText('She never turned up and the firm kept my money.')).toBeInTheDocument();
    expect(gareth.getByText('Reply from Vera Verified')).toBeInTheDocument();
    expect(gareth.getByRole('heading', { name: '2 reports' })).toBeInTheDocument();
    const reports = gareth.getAllByRole('listitem').map((li) => li.textContent);
    expect(reports).toEqual([
      'Reported 22 Feb 2030, 09:30 GMTThis is untrue: the call took place and I have the record.',
      'Reported 23 Feb 2030, 14:00 GMTLooks like a competitor writing, not a client.',
    ]);
    expect(item('Owen Pritchard', 'Nia').getByRole('heading', { name: '1 report' })).toBeInTheDocument();
    // the decided one is under Decided
    expect(section().queryByRole('article', { name: 'Review by Tom' })).not.toBeInTheDocument();
  });

  it('Hide review sends the reason, and the review moves to Decided with it', async () => {
    const sent = recordRequests();
    const { userEvent } = await openReports();
    await userEvent.click(item('Vera Verified', 'Gareth').getByRole('button', { name: 'Hide review' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: "Hide Gareth's review of Vera Verified?" }),
    );
    expect(dialog.getByText(/shown publicly nowhere/)).toBeInTheDocument();

    // too short: said beside the field, nothing sent
    await userEvent.type(dialog.getByLabelText('Why are you hiding it?'), 'Untrue');
    await userEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    expect(dialog.getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Why are you hiding it?')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.to(reviewReportUrls.hide('701'))).toHaveLength(0);

    await userEvent.type(
      dialog.getByLabelText('Why are you hiding it?'),
      ': the call record shows it took place.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    await expectNotification('Review hidden', "Gareth's review of Vera Verified is hidden.");
    expect(sent.to(reviewReportUrls.hide('701'))).toHaveLength(1);
    expect(keptReports().find((r) => r.review.id === '701')?.hidden?.reason).toBe(
      'Untrue: the call record shows it took place.',
    );
    await waitFor(() =>
      expect(section().queryByRole('article', { name: 'Review by Gareth' })).not.toBeInTheDocument(),
    );

    await userEvent.click(section().getByRole('tab', { name: 'Decided' }));
    const decided = await section().findByRole('list', { name: 'Decided reports' });
    const hidden = within(within(decided).getByRole('article', { name: 'Review by Gareth' }).closest('li')!);
    expect(hidden.getByText(/Reason: Untrue: the call record shows it took place\./)).toBeInTheDocument();
    expect(hidden.getByText('Hidden')).toBeInTheDocument();
    expect(hidden.queryByRole('button', { name: 'Hide review' })).not.toBeInTheDocument();
  });

  it('a refusal (400) keeps the typed reason and shows the message; a failure says so too', async () => {
    server.use(
      http.post(
        reviewReportUrls.hide('702'),
        () => HttpResponse.json({ reason: ['Say why in words the record can keep.'] }, { status: 400 }),
        { once: true },
      ),
      http.post(
        reviewReportUrls.hide('702'),
        () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
        { once: true },
      ),
    );
    const { userEvent } = await openReports();
    await userEvent.click(item('Owen Pritchard', 'Nia').getByRole('button', { name: 'Hide review' }));
    const dialog = within(await screen.findByRole('dialog'));
    const field = dialog.getByLabelText('Why are you hiding it?');
    await userEvent.type(field, 'Names a colleague in full.');
    await userEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    expect(await dialog.findByText('Say why in words the record can keep.')).toBeInTheDocument();
    expect(field).toHaveValue('Names a colleague in full.');

    await userEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The review was not hidden: The server had a problem (500). Please try again.',
    );
    expect(field).toHaveValue('Names a colleague in full.');
    // the third time it goes through
    await userEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    await expectNotification('Review hidden', "Nia's review of Owen Pritchard is hidden.");
  });

  it('Keep review closes its reports: it moves to Decided as kept', async () => {
    const { userEvent } = await openReports();
    await userEvent.click(item('Owen Pritchard', 'Nia').getByRole('button', { name: 'Keep review' }));
    await expectNotification('Review kept', 'The reports on this review of Owen Pritchard are closed.');
    await waitFor(() =>
      expect(section().queryByRole('article', { name: 'Review by Nia' })).not.toBeInTheDocument(),
    );
    expect(keptReports().find((r) => r.review.id === '702')).toMatchObject({ hidden: null });
    await userEvent.click(section().getByRole('tab', { name: 'Decided' }));
    await section().findByRole('list', { name: 'Decided reports' });
    expect(item('Owen Pritchard', 'Nia').getByText('Kept')).toBeInTheDocument();
    expect(item('Vera Verified', 'Tom').getByText('Kept')).toBeInTheDocument();
  });

  it('works by keyboard alone: Show, Hide review, the reason, Enter; then the arrow keys to Decided', async () => {
    const { userEvent: user } = await openAdminDashboard({ waitForList: false });
    const show = await section().findByRole('button', { name: 'Show reported reviews' });
    show.focus();
    await user.keyboard('{Enter}');
    await section().findByRole('list', { name: 'Open reports' });
    await user.tab();
    expect(section().getByRole('tab', { name: 'Open' })).toHaveFocus();
    await user.tab();
    expect(item('Vera Verified', 'Gareth').getByRole('button', { name: 'Hide review' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByLabelText('Why are you hiding it?')).toHaveFocus());
    await user.keyboard('Competitor posing as a client.');
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Hide review' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the review has left the list: the focus is on the list's panel, not lost
    await waitFor(() => expect(section().getByRole('tabpanel')).toHaveFocus());
    expect(section().getByText('1 open')).toBeInTheDocument();

    await user.tab({ shift: true });
    expect(section().getByRole('tab', { name: 'Open' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(section().getByRole('tab', { name: 'Decided' })).toHaveFocus();
    expect(section().getByRole('tab', { name: 'Decided' })).toHaveAttribute('aria-selected', 'true');
    await section().findByRole('list', { name: 'Decided reports' });
    expect(
      item('Vera Verified', 'Gareth').getByText(/Reason: Competitor posing as a client\./),
    ).toBeInTheDocument();
  });

  it('says when nothing is reported', async () => {
    resetReviewReports([]);
    const { userEvent } = await openAdminDashboard({ waitForList: false });
    expect(await section().findByText('0 open')).toBeInTheDocument();
    await userEvent.click(section().getByRole('button', { name: 'Show reported reviews' }));
    expect(
      await section().findByText('No reported reviews are waiting. Reviews that people report appear here.'),
    ).toBeInTheDocument();
  });

  it('says when the server keeps no reviews (404), with nothing to show', async () => {
    server.use(...reviewReportsMissing());
    await openAdminDashboard({ waitForList: false });
    expect(
      await section().findByText('This server keeps no reviews, so there are no reported reviews.'),
    ).toBeInTheDocument();
    expect(section().queryByRole('button')).not.toBeInTheDocument();
    expect(section().queryByRole('tab')).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, with Try again', async () => {
    // the open list fails twice (the query tries a failure once more before it says so); the held
    // list, asked for beside it, loads
    let failures = 2;
    server.use(
      http.get(reviewReportUrls.list, ({ request }) =>
        new URL(request.url).searchParams.get('status') === 'open' && failures-- > 0
          ? HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })
          : undefined,
      ),
    );
    const { userEvent } = await openAdminDashboard({ waitForList: false });
    await userEvent.click(await section().findByRole('button', { name: 'Show reported reviews' }));
    expect(
      await section().findByText('Could not load the reported reviews.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(section().getByText('The server had a problem (500). Please try again.')).toBeInTheDocument();
    await userEvent.click(section().getByRole('button', { name: 'Try again' }));
    await section().findByRole('list', { name: 'Open reports' });
  });
});
