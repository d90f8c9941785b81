// The follow-up answers checked (docs/decisions/0132-follow-up-questions-and-time-limits.md): the
// wire's shape, and each answer against its question on a given London day, with the words of a
// refusal. One source for the case form and the local API.
import { z } from 'zod';
import { NOT_SURE, type Question } from './intake-questions.ts';
import { lazySchema } from './lazy-schema.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** a real calendar day written YYYY-MM-DD */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const ANSWER_NOT_VALID = 'Choose one of the answers given.';
const DATE_NOT_VALID = 'Enter a real date, such as 9 June 2026.';
const DATE_TOO_EARLY = 'Enter a date after 1900.';
const DATE_IN_FUTURE = 'This date cannot be in the future.';
const dateTooFar = (years: number) => `Enter a date within the next ${years} years.`;

/** the date `years` years after an ISO day (29 February to 28 February) */
export function yearsAfter(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return new Date(Date.UTC(y + years, m - 1, Math.min(d, last))).toISOString().slice(0, 10);
}

/** What is wrong with one answer, on `today` (London, YYYY-MM-DD); null when it is fine. */
export function answerProblem(question: Question, value: string, today: string): string | null {
  if (value === NOT_SURE) return null;
  if (question.kind === 'choice') {
    return question.options.some((o) => o.value === value) ? null : ANSWER_NOT_VALID;
  }
  if (!isCalendarDay(value)) return DATE_NOT_VALID;
  if (value < '1900-01-01') return DATE_TOO_EARLY;
  if (question.yearsAhead === 0) return value > today ? DATE_IN_FUTURE : null;
  return value > yearsAfter(today, question.yearsAhead) ? dateTooFar(question.yearsAhead) : null;
}

const ANSWERS_MAX = 8;

/** The answers as the wire carries them: question id to the answer's value (an option's value,
 * a day YYYY-MM-DD, or NOT_SURE). Whether a date is in range depends on the day: the server
 * checks it with its clock (`answerProblem`). */
export const answersSchema = lazySchema(() =>
  z
    .record(z.string().max(40), z.string().max(20))
    .refine((answers) => Object.keys(answers).length <= ANSWERS_MAX, {
      message: `Give at most ${ANSWERS_MAX} answers.`,
    }),
);
export type Answers = z.infer<typeof answersSchema>;
