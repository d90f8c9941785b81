// The case form's area suggestion: after a pause in the description, the area it sounds like, or
// two when the second is close, each a button that sets the Legal Category select; the client's
// own choice is never overwritten; an unsure description posted without an area is asked about
// (the server's 400 on category); a backend without the call keeps the spec's form
// (docs/decisions/0131-classifier-confidence-and-area-suggestion.md).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { CATEGORY_UNCLEAR, caseUrls } from '../../msw/case-handlers';
import { classifyUrl } from '../../msw/classify-handlers';
import { server } from '../../msw/server';
import { recordRequests } from '../../support';
import {
  backendKeepsNoCases,
  FIELD,
  fillCase,
  openCaseForm,
  openDashboard,
  queryCaseForm,
} from '../case-helpers';

const SURE = {
  title: 'Lost my job',
  location: 'Leeds',
  description: 'My employer sacked me without notice.',
};
const TWO = {
  title: 'Splitting up',
  location: 'Leeds',
  description: 'Divorce, and the landlord keeps our deposit.',
};
const WAIT = { timeout: 4000 };

const classifyCalls = (sent: { url: string }[]) => sent.filter((r) => r.url === classifyUrl);

/** Posts without an area are refused as the local API refuses an unsure one; the body sent is kept. */
function refuseWithoutArea() {
  const bodies: { category?: string }[] = [];
  server.use(
    http.post(caseUrls.list, async ({ request }) => {
      const body = (await request.clone().json()) as { category?: string };
      bodies.push(body);
      if (!body.category) return HttpResponse.json({ category: [CATEGORY_UNCLEAR] }, { status: 400 });
      return undefined;
    }),
  );
  return bodies;
}

describe('the area suggestion on the case form', () => {
  it('says which area the description sounds like, once the typing pauses, and sets it on request', async () => {
    const requests = recordRequests({ suggestions: true });
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    await fillCase(userEvent, SURE);

    expect(await screen.findByText('This sounds like Employment Law', {}, WAIT)).toBeVisible();
    // one reading after the pause, not one a key
    expect(classifyCalls(requests.sent)).toHaveLength(1);
    expect(screen.getByLabelText(FIELD.category)).toHaveValue('');
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Use Employment Law' }));
    expect(screen.getByLabelText(FIELD.category)).toHaveValue('Employment Law');
    expect(screen.getByText('Legal Category set to Employment Law.')).toBeVisible();
    // the focus stays where the client was, on the way to change it
    const change = screen.getByRole('button', { name: 'Choose another area' });
    expect(change).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText(FIELD.category)).toHaveFocus();
  });

  it('offers both areas when the second is close, by keyboard, and posts under the one picked', async () => {
    const bodies = refuseWithoutArea();
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    await fillCase(userEvent, TWO);

    expect(await screen.findByText('Family Law or Property Law?', {}, WAIT)).toBeVisible();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Use Family Law' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Use Property Law' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText(FIELD.category)).toHaveValue('Property Law');
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Post Case' }));
    await waitFor(() => expect(bodies).toHaveLength(1), WAIT);
    expect(bodies[0]).toMatchObject({ category: 'Property Law' });
  });

  it('never files an unsure description silently: posting without an area asks, and nothing typed is lost', async () => {
    const bodies = refuseWithoutArea();
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    await fillCase(userEvent, TWO);
    await screen.findByText('Family Law or Property Law?', {}, WAIT);

    await userEvent.click(screen.getByRole('button', { name: 'Post Case' }));
    const select = screen.getByLabelText(FIELD.category);
    await waitFor(
      () => expect(select).toHaveAccessibleDescription(expect.stringContaining(CATEGORY_UNCLEAR)),
      WAIT,
    );
    expect(screen.getByLabelText(FIELD.description)).toHaveValue(TWO.description);
    expect(screen.getByLabelText(FIELD.title)).toHaveValue(TWO.title);
    // the two areas are still offered beside the question
    await userEvent.click(screen.getByRole('button', { name: 'Use Family Law' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post Case' }));
    await waitFor(() => expect(bodies).toHaveLength(2), WAIT);
    expect(bodies[1]).toMatchObject({ category: 'Family Law', description: TWO.description });
  });

  it("never overwrites the client's own choice", async () => {
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    await fillCase(userEvent, { ...SURE, category: 'Tax Law' });

    expect(await screen.findByText('This sounds like Employment Law', {}, WAIT)).toBeVisible();
    expect(screen.getByLabelText(FIELD.category)).toHaveValue('Tax Law');
  });

  it('shows nothing for a description that fits no area', async () => {
    const requests = recordRequests({ suggestions: true });
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    await fillCase(userEvent, {
      ...SURE,
      title: 'Refund',
      description: 'The shop will not refund my toaster.',
    });
    await waitFor(() => expect(classifyCalls(requests.sent)).toHaveLength(1), WAIT);
    expect(screen.queryByText(/This sounds like|Use /)).not.toBeInTheDocument();
  });

  it("keeps the spec's form against a backend without the call (404): no suggestion, no block", async () => {
    backendKeepsNoCases();
    const requests = recordRequests({ suggestions: true });
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    await fillCase(userEvent, SURE);
    await waitFor(() => expect(classifyCalls(requests.sent)).toHaveLength(1), WAIT);
    // asked once: a backend without the call is not asked again as the typing goes on
    await userEvent.type(screen.getByLabelText(FIELD.description), ' Five years there.');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(classifyCalls(requests.sent)).toHaveLength(1);
    const form = screen.getByRole('form', { name: 'Post a New Case' });
    expect(within(form).queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
    expect(within(form).queryByText(/sounds like/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Post Case' }));
    // posted as the spec's form posts: the match alone, and the form closes
    await waitFor(() => expect(queryCaseForm()).not.toBeInTheDocument(), WAIT);
  });
});
