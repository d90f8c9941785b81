// The follow-up answers where a case is read (docs/intake.md,
// docs/decisions/0132-follow-up-questions-and-time-limits.md): the client's case page shows them
// with a near time limit while the case is open; a case from a backend without answers shows
// neither; the lawyer's lead shows the answers, which name no one.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, lastDayOfMonthsFrom } from '@/api/time-limits';
import { dayWords } from '@/features/cases/cases/day-words';
import { formatLongDate, londonDate } from '@/lib/dates';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { storedCase } from '../../msw/case-fixtures';
import { resetCases } from '../../msw/case-handlers';
import { recordRequests } from '../../support';
import { openClientPage } from '../case-helpers';

const TEN_WEEKS_AGO = addDays(londonDate(new Date()), -70);
const EMPLOYMENT = {
  id: 7,
  title: 'Dismissed without warning',
  location: 'Leeds',
  category: 'Employment Law',
  urgency: 'High',
  answers: { employment_status: 'dismissed', employment_date: TEN_WEEKS_AGO, employment_acas: 'not_sure' },
};

async function openCase(id = '7') {
  openClientPage(`/cases/${id}`);
  await screen.findByRole('heading', { level: 1 });
}

const answer = (question: string) =>
  screen.getByText(question, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the answers on the client’s case page', () => {
  beforeEach(() => resetCases([storedCase(EMPLOYMENT), storedCase({ id: 8, title: 'Without answers' })]));

  it('shows each answer in words and the time limit that is near, with the guidance', async () => {
    await openCase();
    expect(screen.getByRole('heading', { name: 'Answers to our questions' })).toBeInTheDocument();
    expect(answer('Are you still working there?')).toBe('No, I was dismissed');
    expect(answer('When were you dismissed, or when did the problem last happen?')).toBe(
      formatLongDate(`${TEN_WEEKS_AGO}T12:00:00Z`),
    );
    expect(answer('Have you contacted ACAS yet?')).toBe('Not sure');
    const notice = within(screen.getByRole('region', { name: 'Time limits' }));
    expect(
      notice.getByText(
        `Time limit: you may need to start ACAS early conciliation by ${dayWords(lastDayOfMonthsFrom(TEN_WEEKS_AGO, 3))}.`,
      ),
    ).toBeInTheDocument();
    expect(notice.getByText('This is general information, not legal advice.')).toBeInTheDocument();
    expect(notice.queryByText(/We will mark/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says nothing of a time limit once the case is closed', async () => {
    resetCases([storedCase({ ...EMPLOYMENT, status: 'closed', closedAt: '2026-11-20T10:00:00Z' })]);
    await openCase();
    expect(screen.getByRole('heading', { name: 'Answers to our questions' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Time limits' })).not.toBeInTheDocument();
  });

  it('shows neither for a case kept without answers (a backend without them)', async () => {
    await openCase('8');
    expect(screen.getByRole('heading', { level: 1, name: 'Without answers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Answers to our questions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Time limits' })).not.toBeInTheDocument();
  });
});

describe('changing the answers', () => {
  beforeEach(() => resetCases([storedCase(EMPLOYMENT)]));

  it('sends the changed answers with Save changes', async () => {
    const requests = recordRequests();
    const { userEvent } = openClientPage('/cases/7');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.selectOptions(await screen.findByLabelText('Have you contacted ACAS yet?'), 'yes');
    expect(screen.queryByText(/We will mark/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('button', { name: 'Edit' });
    await requests.bodies();
    expect(requests.sent.filter((r) => r.method === 'PATCH').map((r) => r.body)).toStrictEqual([
      { answers: { ...EMPLOYMENT.answers, employment_acas: 'yes' } },
    ]);
    // ACAS contacted: the limit is no longer the next step
    expect(screen.queryByRole('region', { name: 'Time limits' })).not.toBeInTheDocument();
  });
});
