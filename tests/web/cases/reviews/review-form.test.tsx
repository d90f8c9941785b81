import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Consultation } from '@/api/booking-contract';
import {
  consultationFixture,
  consultationsMissing,
  resetConsultations,
  storedConsultation,
} from '../../msw/consultation-handlers';
import { sessionUser } from '../../msw/fixtures';
import { resetLawyerReviews, reviewScreenUrls, storedReview } from '../../msw/review-handlers';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../render';
import { expectNotification, recordRequests } from '../../support';
import { openDashboard } from '../case-helpers';

// The client's reviews on the dashboard (docs/decisions/0105-review-screens.md)
const completed = (fields: Partial<Consultation> & { id: string }) =>
  consultationFixture({
    status: 'completed',
    startsAt: '2030-01-10T10:00:00Z',
    endsAt: '2030-01-10T10:30:00Z',
    ...fields,
  });
const TO_REVIEW = completed({ id: '801' });
const REVIEWED = completed({
  id: '802',
  type: 'video',
  startsAt: '2030-07-02T13:00:00Z',
  endsAt: '2030-07-02T13:30:00Z',
  review: { id: '9802', rating: 4 },
});
const DECLINED = consultationFixture({ id: '803', status: 'declined', startsAt: '2030-01-12T10:00:00Z' });

beforeEach(() => {
  resetConsultations([TO_REVIEW, REVIEWED, DECLINED]);
  resetLawyerReviews();
});

const card = () => within(screen.getByRole('region', { name: 'Your Reviews' }));
const item = async (name: RegExp) => within(await card().findByRole('article', { name }));
const DIALOG = 'Review your consultation with Vera Verified';

async function openForm() {
  const utils = await openDashboard();
  const row = await item(/Phone call · 10 January 2030/);
  await utils.userEvent.click(row.getByRole('button', { name: /^Write a review/ }));
  return { ...utils, dialog: within(await screen.findByRole('dialog', { name: DIALOG })) };
}

// the WCAG 2.2 AA tags of the e2e scans (e2e/axe.ts, docs/decisions/0029-accessible-at-two-widths.md);
// contrast needs a real layout, which those scans have
async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

describe("'Your Reviews' on the client dashboard", () => {
  it('lists the completed consultations: the stars given, or Write a review', async () => {
    await openDashboard();
    const toReview = await item(/Vera Verified Phone call · 10 January 2030/);
    expect(
      toReview.getByRole('button', { name: 'Write a review of your consultation with Vera Verified' }),
    ).toBeVisible();
    const reviewed = await item(/Video call · 2 July 2030/);
    expect(reviewed.getByText('You rated this 4 out of 5')).toBeVisible();
    expect(reviewed.queryByRole('button')).not.toBeInTheDocument();
    // a declined consultation is no review's business
    expect(card().getAllByRole('article')).toHaveLength(2);
    expect(card().getByRole('link', { name: 'How reviews work' })).toHaveAttribute('href', '/review-policy');
    await expectNoAxeViolations();
  });

  it('says when reviews can be written, with no completed consultation', async () => {
    resetConsultations([DECLINED]);
    await openDashboard();
    expect(
      await card().findByText(
        'No completed consultations yet. You can review a consultation once it is completed.',
      ),
    ).toBeVisible();
  });

  it('is not shown on a backend that does not book (404)', async () => {
    server.use(...consultationsMissing());
    const requests = recordRequests();
    await openDashboard();
    await waitFor(() => expect(requests.sent.some((r) => r.url.endsWith('?when=past'))).toBe(true));
    await waitFor(() =>
      expect(screen.queryByText('Loading your completed consultations…')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Your Reviews' })).not.toBeInTheDocument();
  });
});

describe('the review form', () => {
  it('chooses the stars by keyboard, counts the characters and sends {rating, text}; then shows the stars', async () => {
    const { userEvent, dialog } = await openForm();
    expect(dialog.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
    expect(
      dialog.getByText(
        /Your review shows your first name, Chloe, and the month of the consultation, January 2030\./,
      ),
    ).toBeVisible();
    const one = dialog.getByRole('radio', { name: '1 star' });
    await waitFor(() => expect(one).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(dialog.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');

    await userEvent.type(dialog.getByLabelText('Your review (optional)'), 'Clear and kind advice.');
    expect(dialog.getByText('22 of 2,000 characters')).toBeVisible();
    await expectNoAxeViolations();
    const requests = recordRequests();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit review' }));

    await expectNotification('Thank you for your review.', 'Your review of Vera Verified is published.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await item(/Phone call · 10 January 2030/);
    expect(await row.findByText('You rated this 4 out of 5')).toBeVisible();
    expect(row.queryByRole('button', { name: /Write a review/ })).not.toBeInTheDocument();
    expect(row.getByRole('heading', { name: 'Vera Verified' })).toHaveFocus();
    const sent = (await requests.bodies()).filter((r) => r.method === 'POST');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: reviewScreenUrls.write('801'),
        body: { rating: 4, text: 'Clear and kind advice.' },
      },
    ]);
    expect(storedReview('9801')?.review).toMatchObject({ rating: 4, clientFirstName: 'Chloe' });
  });

  it('asks for the stars before sending anything', async () => {
    const { userEvent, dialog } = await openForm();
    const requests = recordRequests();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit review' }));
    expect(await dialog.findByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    expect(dialog.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Choose a rating from 1 to 5 stars.',
    );
    expect(requests.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('a 400 shows the message beside its field and keeps the stars and the text', async () => {
    server.use(
      http.post(reviewScreenUrls.write('801'), () =>
        HttpResponse.json({ text: ['Reviews may not contain links.'] }, { status: 400 }),
      ),
    );
    const { userEvent, dialog } = await openForm();
    await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(dialog.getByLabelText('Your review (optional)'), 'See example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit review' }));

    const field = dialog.getByLabelText('Your review (optional)');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Reviews may not contain links\./));
    expect(field).toHaveValue('See example.com');
    expect(field).toHaveFocus();
    expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  it('a 409 says the consultation has a review already, and the list shows it', async () => {
    const { userEvent, dialog } = await openForm();
    // reviewed meanwhile, from another tab
    storedConsultation('801')!.review = { id: '9999', rating: 2 };
    await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit review' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('This consultation has a review already.');
    await userEvent.click(dialog.getByRole('button', { name: 'Not now' }));
    const row = await item(/Phone call · 10 January 2030/);
    expect(await row.findByText('You rated this 2 out of 5')).toBeInTheDocument();
  });

  it.each([
    [
      'a network failure',
      () => HttpResponse.error(),
      'Your review could not be sent. Could not reach the server.',
    ],
    [
      'a backend without reviews (404)',
      () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      'Reviews are not available yet.',
    ],
  ])('%s is told in the dialog, and nothing is lost', async (_name, respond, message) => {
    server.use(http.post(reviewScreenUrls.write('801'), respond));
    const { userEvent, dialog } = await openForm();
    await userEvent.click(dialog.getByRole('radio', { name: '3 stars' }));
    await userEvent.type(dialog.getByLabelText('Your review (optional)'), 'Helpful.');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit review' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    expect(dialog.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(dialog.getByLabelText('Your review (optional)')).toHaveValue('Helpful.');

    // closed and opened again: still there
    await userEvent.click(dialog.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await item(/Phone call · 10 January 2030/);
    await userEvent.click(row.getByRole('button', { name: /^Write a review/ }));
    const again = within(await screen.findByRole('dialog', { name: DIALOG }));
    expect(again.getByLabelText('Your review (optional)')).toHaveValue('Helpful.');
  });
});

describe('the link of the completed-consultation notification', () => {
  const open = (route: string) => {
    const utils = renderWithProviders({ route, user: sessionUser('client') });
    return utils;
  };

  it('opens the form for that consultation once the list has loaded, and leaves the address', async () => {
    const { router } = open('/client-dashboard?review=801');
    expect(await screen.findByRole('dialog', { name: DIALOG })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/client-dashboard');
  });

  it.each([
    ['a consultation reviewed already', '802', 'You have reviewed this consultation already.'],
    ['a consultation not completed', '803', 'That consultation cannot be reviewed here'],
    ['an unknown one', '404404', 'That consultation cannot be reviewed here'],
  ])('says why it cannot, for %s', async (_name, id, words) => {
    const { router } = open(`/client-dashboard?review=${id}`);
    await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' });
    expect(await card().findByText(new RegExp(`^${words}`))).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
