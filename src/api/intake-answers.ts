// The follow-up answers of a case as people read them: each question with its answer in words,
// a date as '9 June 2026' (docs/intake.md). For the client's case page and the lawyer's lead.
import type { Category } from '@/api/contract';
import type { Answers } from '@/api/intake-answer-checks';
import { answerLabel, questionsOf } from '@/api/intake-questions';
import { formatLongDate } from '@/lib/dates';

interface AnswerRow {
  id: string;
  question: string;
  answer: string;
}

/** The answered questions of the case's area, in the order they are asked. */
export function answerRows(category: Category | null | undefined, answers: Answers | undefined): AnswerRow[] {
  return questionsOf(category).flatMap((question) => {
    const value = answers?.[question.id];
    if (!value) return [];
    const answer =
      question.kind === 'date' && value !== 'not_sure'
        ? formatLongDate(`${value}T12:00:00Z`)
        : answerLabel(question, value);
    return [{ id: question.id, question: question.text, answer }];
  });
}
