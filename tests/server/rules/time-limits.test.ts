// The time limits a case's answers show (src/api/time-limits.ts), the dates worked out as the
// sources say (docs/decisions/0132-follow-up-questions-and-time-limits.md): month ends, leap
// years, and which limits are near enough to tell.
import { describe, expect, it } from 'vitest';
import { answerProblem } from '../../../src/api/intake-answer-checks.ts';
import { questionById } from '../../../src/api/intake-questions.ts';
import type { Question } from '../../../src/api/intake-questions.ts';
import {
  addDays,
  lastDayOfMonthsFrom,
  limitDay,
  nearTimeLimits,
  urgencyFromAnswers,
} from '../../../src/api/time-limits.ts';

describe('three months less one day (employment tribunal, ACAS early conciliation first)', () => {
  it.each([
    ['2026-03-10', '2026-06-09'],
    ['2026-03-01', '2026-05-31'],
    ['2025-11-30', '2026-02-28'],
    ['2027-11-30', '2028-02-29'],
    ['2027-11-29', '2028-02-28'],
    ['2026-12-01', '2027-02-28'],
    ['2027-12-01', '2028-02-29'],
    ['2026-08-31', '2026-11-30'],
    ['2026-10-31', '2027-01-30'],
    ['2026-11-15', '2027-02-14'],
  ])('from %s, the last day is %s', (from, last) => {
    expect(lastDayOfMonthsFrom(from, 3)).toBe(last);
    expect(limitDay('employment', from)).toBe(last);
  });
});

describe('the other limits', () => {
  it.each([
    ['injury', '2023-03-10', '2026-03-10'],
    ['injury', '2024-02-29', '2027-02-28'],
    ['injury', '2020-02-29', '2023-02-28'],
    ['immigration-appeal', '2026-06-01', '2026-06-15'],
    ['immigration-appeal', '2026-12-25', '2027-01-08'],
    ['immigration-appeal', '2028-02-20', '2028-03-05'],
    ['hearing', '2026-12-03', '2026-12-03'],
  ] as const)('%s from %s runs out on %s', (rule, from, last) => {
    expect(limitDay(rule, from)).toBe(last);
  });
});

describe('which limits are told', () => {
  const today = '2026-11-28';

  it('tells an employment limit within six weeks, with the ACAS guidance', () => {
    const dismissed = addDays(today, -70);
    const [limit, ...rest] = nearTimeLimits('Employment Law', { employment_date: dismissed }, today);
    expect(rest).toEqual([]);
    expect(limit).toMatchObject({
      rule: 'employment',
      day: lastDayOfMonthsFrom(dismissed, 3),
      passed: false,
    });
    expect(limit?.link.href).toBe('https://www.acas.org.uk/early-conciliation');
    expect(urgencyFromAnswers('Employment Law', { employment_date: dismissed }, today)).toBe('High');
  });

  it('tells a passed limit, and not one further off than six weeks', () => {
    expect(nearTimeLimits('Employment Law', { employment_date: '2026-01-05' }, today)[0]?.passed).toBe(true);
    expect(nearTimeLimits('Employment Law', { employment_date: addDays(today, -7) }, today)).toEqual([]);
    expect(urgencyFromAnswers('Employment Law', { employment_date: addDays(today, -7) }, today)).toBeNull();
  });

  it('leaves out the employment limit once ACAS has been contacted, and a hearing that is over', () => {
    const answers = { employment_date: addDays(today, -70), employment_acas: 'yes' };
    expect(nearTimeLimits('Employment Law', answers, today)).toEqual([]);
    expect(nearTimeLimits('Criminal Law', { criminal_hearing: addDays(today, -1) }, today)).toEqual([]);
    expect(nearTimeLimits('Criminal Law', { criminal_hearing: addDays(today, 10) }, today)).toHaveLength(1);
  });

  it('reads only the answers to the questions of the area, and Not sure as no date', () => {
    expect(nearTimeLimits('Family Law', { employment_date: addDays(today, -70) }, today)).toEqual([]);
    expect(nearTimeLimits('Personal Injury', { injury_date: 'not_sure' }, today)).toEqual([]);
    expect(nearTimeLimits(null, { injury_date: '2023-12-01' }, today)).toEqual([]);
  });

  it('makes a case urgent on an answer that says so alone', () => {
    expect(urgencyFromAnswers('Criminal Law', { criminal_stage: 'custody' }, today)).toBe('High');
    expect(urgencyFromAnswers('Criminal Law', { criminal_stage: 'charged' }, today)).toBeNull();
  });
});

describe('a date answer in its range', () => {
  const q = (id: string) => questionById(id) as Question;
  const today = '2026-11-28';
  it.each([
    ['employment_date', '2026-11-28', null],
    ['employment_date', '2026-11-29', 'This date cannot be in the future.'],
    ['employment_date', '1899-12-31', 'Enter a date after 1900.'],
    ['employment_date', '2026-02-30', 'Enter a real date, such as 9 June 2026.'],
    ['criminal_hearing', '2031-11-28', null],
    ['criminal_hearing', '2999-01-01', 'Enter a date within the next 5 years.'],
    ['criminal_stage', 'custody', null],
    ['criminal_stage', 'abroad', 'Choose one of the answers given.'],
    ['injury_date', 'not_sure', null],
  ])('%s = %s: %s', (id, value, problem) => {
    expect(answerProblem(q(id), value, today)).toBe(problem);
  });
});
