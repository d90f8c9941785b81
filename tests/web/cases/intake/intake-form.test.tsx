// The case form's follow-up questions and time limits (docs/intake.md,
// docs/decisions/0132-follow-up-questions-and-time-limits.md): the chosen area's questions, none
// without an area; a dismissal ten weeks ago says when ACAS must be contacted, with the guidance,
// and posts the case as High; a bad date is said beside it and nothing is lost; a backend without
// the extension keeps the spec's form.
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, lastDayOfMonthsFrom } from '@/api/time-limits';
import { dayWords } from '@/features/cases/cases/day-words';
import { londonDate } from '@/lib/dates';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { caseUrls, keptCases, resetCases } from '../../msw/case-handlers';
import { urls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import {
  backendKeepsNoCases,
  FIELD,
  fillCase,
  openCaseForm,
  openDashboard,
  URGENCY,
  type User,
} from '../case-helpers';

const today = londonDate(new Date());
const TEN_WEEKS_AGO = addDays(today, -70);
const DISMISSED = {
  title: 'Dismissed without warning',
  location: 'Leeds',
  category: 'Employment Law',
  description: 'My employer dismissed me after eight years without a meeting.',
};
const DATE_QUESTION = 'When were you dismissed, or when did the problem last happen?';
const questions = () => screen.queryByRole('group', { name: 'A few questions (all optional)' });

async function answerDismissal(user: User, date = TEN_WEEKS_AGO) {
  await user.selectOptions(screen.getByLabelText('Are you still working there?'), 'dismissed');
  fireEvent.change(screen.getByLabelText(DATE_QUESTION), { target: { value: date } });
}

beforeEach(() => resetCases());

describe('the follow-up questions', () => {
  it('asks none without an area, and the chosen area’s once there is one', async () => {
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    expect(questions()).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(FIELD.category), 'Employment Law');
    const group = within(questions()!);
    expect(group.getByLabelText('Are you still working there?')).toHaveValue('');
    expect(group.getByLabelText(DATE_QUESTION)).toBeInTheDocument();
    expect(group.getAllByRole('option', { name: 'Not sure' })).toHaveLength(2);
    expect(group.getByRole('checkbox', { name: 'Not sure of the date' })).not.toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText(FIELD.category), 'Criminal Law');
    expect(within(questions()!).getByLabelText('Where are things now?')).toBeInTheDocument();
    expect(screen.queryByLabelText(DATE_QUESTION)).not.toBeInTheDocument();
  });

  it('says when ACAS must be contacted after a dismissal ten weeks ago, and posts the case as High', async () => {
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    await fillCase(userEvent, DISMISSED);
    await answerDismissal(userEvent);

    const notice = within(screen.getByRole('region', { name: 'Time limits' }));
    const last = dayWords(lastDayOfMonthsFrom(TEN_WEEKS_AGO, 3));
    expect(
      notice.getByText(`Time limit: you may need to start ACAS early conciliation by ${last}.`),
    ).toBeInTheDocument();
    expect(notice.getByRole('link', { name: /ACAS: early conciliation/ })).toHaveAttribute(
      'href',
      'https://www.acas.org.uk/early-conciliation',
    );
    expect(notice.getByText('This is general information, not legal advice.')).toBeInTheDocument();
    expect(notice.getByText(/We will mark your case as High urgency/)).toBeInTheDocument();
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Post Case' }));
    await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
    await requests.bodies();
    expect(requests.to(caseUrls.list).find((r) => r.method === 'POST')?.body).toMatchObject({
      category: 'Employment Law',
      urgency: 'High',
      answers: { employment_status: 'dismissed', employment_date: TEN_WEEKS_AGO },
    });
    expect(keptCases()[0]).toMatchObject({ urgency: 'High', answers: { employment_date: TEN_WEEKS_AGO } });
  });

  it('keeps the urgency the client chose, and sends Not sure as an answer', async () => {
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    await fillCase(userEvent, DISMISSED);
    await answerDismissal(userEvent);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Not sure of the date' }));
    expect(screen.getByLabelText(DATE_QUESTION)).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Time limits' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(URGENCY), 'Low');
    await userEvent.click(screen.getByRole('button', { name: 'Post Case' }));
    await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
    await requests.bodies();
    expect(requests.to(caseUrls.list).find((r) => r.method === 'POST')?.body).toMatchObject({
      urgency: 'Low',
      answers: { employment_status: 'dismissed', employment_date: 'not_sure' },
    });
  });

  it('says a date in the future is wrong beside it, sends nothing and keeps what was typed', async () => {
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    await fillCase(userEvent, DISMISSED);
    await answerDismissal(userEvent, '2999-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Post Case' }));
    const date = screen.getByLabelText(DATE_QUESTION);
    expect(await screen.findByText('This date cannot be in the future.')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    expect(requests.sent.filter((r) => r.method === 'POST')).toEqual([]);
    expect(screen.getByLabelText(FIELD.title)).toHaveValue(DISMISSED.title);
    expect(screen.getByLabelText('Are you still working there?')).toHaveValue('dismissed');
  });

  it('shows the server’s reason beside the answer it refused', async () => {
    server.use(
      http.post(caseUrls.list, () =>
        HttpResponse.json({ 'answers.employment_date': ['Enter a date after 1900.'] }, { status: 400 }),
      ),
    );
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    await fillCase(userEvent, DISMISSED);
    await answerDismissal(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Post Case' }));
    expect(await screen.findByText('Enter a date after 1900.')).toBeInTheDocument();
    expect(screen.getByLabelText(DATE_QUESTION)).toHaveValue(TEN_WEEKS_AGO);
  });

  it('keeps the spec’s form where the backend keeps no cases (404): the match alone', async () => {
    backendKeepsNoCases();
    const requests = recordRequests();
    const { userEvent } = await openDashboard();
    await openCaseForm(userEvent);
    await fillCase(userEvent, DISMISSED);
    await answerDismissal(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Post Case' }));
    await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
    await requests.bodies();
    expect(requests.to(urls.match).map((r) => r.body)).toStrictEqual([
      { city: 'Leeds', issue: DISMISSED.description, category: 'Employment Law' },
    ]);
  });
});
