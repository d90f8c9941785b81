// The follow-up questions' answers a case is kept with, and the urgency they give it
// (docs/intake.md, docs/decisions/0132-follow-up-questions-and-time-limits.md): each answer must
// be one the question offers, a date in its range on the London day of `now`; answers to another
// area's questions are left out (the area was changed, or the classifier chose it).
import type { Urgency } from '../../../src/api/cases-contract.ts';
import type { Category } from '../../../src/api/contract.ts';
import { answerProblem } from '../../../src/api/intake-answer-checks.ts';
import type { Answers } from '../../../src/api/intake-answer-checks.ts';
import { questionById, questionsOf } from '../../../src/api/intake-questions.ts';
import { urgencyFromAnswers } from '../../../src/api/time-limits.ts';
import { ApiError } from '../../lib/errors.ts';

const NOT_A_QUESTION = 'This is not one of the questions asked.';

const londonDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Europe/London',
});

/** The London calendar day of an instant, YYYY-MM-DD. */
export const todayIn = (now: number): string => londonDay.format(new Date(now));

/** The answers to keep with a case of `category`, or 400 with a message on each bad one
 * (`answers.<question id>`). */
export function keptAnswers(category: Category | null, answers: Answers, now: number): Answers {
  const today = todayIn(now);
  const errors: Record<string, string[]> = {};
  for (const [id, value] of Object.entries(answers)) {
    if (value === '') continue;
    const question = questionById(id);
    const problem = question ? answerProblem(question, value, today) : NOT_A_QUESTION;
    if (problem) errors[`answers.${id}`] = [problem];
  }
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
  const asked = new Set(questionsOf(category).map((q) => q.id));
  return Object.fromEntries(Object.entries(answers).filter(([id, value]) => asked.has(id) && value !== ''));
}

/** The client's urgency, or without one what the answers say, or Medium. */
export function urgencyOf(
  chosen: Urgency | undefined,
  category: Category | null,
  answers: Answers,
  now: number,
): Urgency {
  return chosen ?? urgencyFromAnswers(category, answers, todayIn(now)) ?? 'Medium';
}
