import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { httpSettings } from '@/api/with-timeout';
import { urls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { transportFailures } from '../../failure-kinds';
import { expectNotification, findNotifications, recordRequests } from '../../support';
import {
  answerMatch,
  EMPTY_FORM,
  expectFormValues,
  FAMILY_CASE,
  findLawyerCards,
  lawyer,
  openCaseForm,
  openDashboard,
  postCase,
  queryCaseForm,
  resultsArea,
} from '../case-helpers';

const POST_FAILED = 'Something went wrong. Please try again.';

/** The notification item (an li in the Notifications region) with this description. */
async function notificationItem(description: string) {
  const region = await findNotifications();
  const text = await region.findByText(description);
  const item = text.closest('li');
  if (!item) throw new Error(`"${description}" is not inside a notification`);
  return item;
}

function announcement() {
  return resultsArea().getByRole('status');
}

describe('posting a case', () => {
  it('matched: says so, closes and clears the form, shows the lawyers and announces them', async () => {
    answerMatch([
      lawyer({ id: 1, name: 'Amelia Hughes' }),
      lawyer({ id: 2, name: 'Priya Sharma', location: 'Manchester' }),
    ]);
    const { userEvent } = await openDashboard();
    await postCase(userEvent);

    await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
    expect(await notificationItem('We found lawyers for your case!')).toHaveAttribute(
      'data-variant',
      'default',
    );
    const cards = await findLawyerCards();
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Amelia Hughes',
      'Priya Sharma',
    ]);
    expect(announcement()).toHaveTextContent('2 lawyers match your case.');

    expect(queryCaseForm()).not.toBeInTheDocument();
    await openCaseForm(userEvent);
    expectFormValues(EMPTY_FORM);
  });

  it('announces a single match in the singular', async () => {
    const { userEvent } = await openDashboard();
    expect(announcement()).toHaveTextContent('');
    await postCase(userEvent);
    await findLawyerCards();
    expect(announcement()).toHaveTextContent('1 lawyer matches your case.');
  });

  it('not matched: a destructive No Match Found, the earlier list emptied, the form closed and cleared', async () => {
    const { userEvent } = await openDashboard();
    await postCase(userEvent);
    expect(await findLawyerCards()).toHaveLength(1);

    server.use(http.post(urls.match, () => HttpResponse.json({ matched: false, lawyers: [] })));
    await postCase(userEvent, { ...FAMILY_CASE, location: 'Inverness' });

    await expectNotification('No Match Found', "Sorry, we couldn't find a match right now");
    expect(await notificationItem("Sorry, we couldn't find a match right now")).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    await waitFor(() => expect(resultsArea().queryAllByRole('article')).toHaveLength(0));
    expect(resultsArea().getByText(/could not find a match for your last case/)).toBeInTheDocument();
    expect(announcement()).toHaveTextContent('No lawyers match your case yet.');
    expect(queryCaseForm()).not.toBeInTheDocument();
    await openCaseForm(userEvent);
    expectFormValues(EMPTY_FORM);
  });

  it('while posting: the button says Posting... and is disabled, Cancel too, and placeholders show', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(urls.match, async () => {
        await answered;
        return HttpResponse.json({ matched: true, lawyers: [lawyer()] });
      }),
    );
    const { userEvent } = await openDashboard();
    await postCase(userEvent);

    const posting = await screen.findByRole('button', { name: 'Posting...' });
    expect(posting).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Post Case' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('lawyer-placeholder')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Recommended Lawyers' })).toHaveAttribute('aria-busy', 'true');
    expect(announcement()).toHaveTextContent('Finding lawyers for your case…');

    answer();
    expect(await findLawyerCards()).toHaveLength(1);
    expect(screen.queryAllByTestId('lawyer-placeholder')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Posting...' })).not.toBeInTheDocument();
  });

  describe('any failure keeps the form and everything in it (spec §8)', () => {
    it.each(transportFailures)('$name', async ({ timeoutMs, respond, reason }) => {
      if (timeoutMs) httpSettings.timeoutMs = timeoutMs;
      server.use(http.post(urls.match, respond));
      const requests = recordRequests();
      const { userEvent } = await openDashboard();
      await postCase(userEvent, FAMILY_CASE);

      await expectNotification('Error', POST_FAILED);
      expect(await notificationItem(POST_FAILED)).toHaveAttribute('data-variant', 'destructive');
      const form = queryCaseForm();
      expect(form).toBeInTheDocument();
      const alert = within(form as HTMLElement).getByRole('alert');
      expect(alert).toHaveTextContent(POST_FAILED);
      expect(alert).toHaveTextContent(reason);
      expectFormValues(FAMILY_CASE);
      expect(screen.getByRole('button', { name: 'Post Case' })).toBeEnabled();
      expect(resultsArea().queryAllByRole('article')).toHaveLength(0);

      // ready to post again: the same values go out and this time they match
      server.resetHandlers();
      httpSettings.timeoutMs = 15_000;
      await userEvent.click(screen.getByRole('button', { name: 'Post Case' }));
      await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
      expect(await findLawyerCards()).toHaveLength(1);
      expect(queryCaseForm()).not.toBeInTheDocument();
      await requests.bodies();
      const bodies = requests.to(urls.match).map((r) => r.body);
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).toStrictEqual(bodies[0]);
    });
  });
});
